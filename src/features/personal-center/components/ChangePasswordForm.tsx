import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { createRegisterForm } from '@/api/register-form'
import { Button, Card, FormField, message, PasswordInput, Stack } from '@/design-system'
import { useI18n, type Messages } from '../messages'
import { changeLoginPassword } from '../api/personal-center'

function changePasswordSchema(messages: Messages) {
  return z
    .object({
      oldPassword: z.string().check(z.minLength(1, messages.personalCenter.oldPasswordRequired)),
      // The same rule as at registration (spec §5).
      newPassword: createRegisterForm(messages.validation).shape.password,
      confirmPassword: z.string().check(z.minLength(1, messages.personalCenter.confirmPasswordRequired)),
    })
    .check(
      z.refine(
        (values: { newPassword: string; confirmPassword: string }) => values.newPassword === values.confirmPassword,
        { message: messages.personalCenter.passwordMismatch, path: ['confirmPassword'] },
      ),
    )
}
type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>

/** Changes the login password; both passwords travel encrypted to the server's public key. */
export function ChangePasswordForm() {
  const { messages } = useI18n()
  const t = messages.personalCenter
  const schema = useMemo(() => changePasswordSchema(messages), [messages])
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  })
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => changeLoginPassword(values.oldPassword, values.newPassword),
    onSuccess: () => {
      reset()
      message.success(t.passwordChanged)
    },
  })
  return (
    <Card title={t.changePassword} headingLevel={2}>
      <form noValidate onSubmit={handleSubmit((values) => change.mutate(values))}>
        <Stack gap={4}>
          <FormField label={t.oldPassword} required error={errors.oldPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
          </FormField>
          <FormField label={t.newPassword} required error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label={t.confirmPassword} required error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Stack direction="horizontal" justify="end">
            <Button type="submit" variant="primary" loading={change.isPending}>
              {t.save}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  )
}
