import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import * as z from 'zod/mini'
import { createRegisterForm } from '@/api/register-form'
import { useDeferredForm } from '@/lib/forms/deferred-form'
import { flatFormResolver } from '@/lib/forms/flat-form-resolver'
import { Button, Card, FormField, FormLayout, message, PasswordInput, Stack } from '@/design-system'
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

/**
 * Changes the login password; both passwords travel encrypted to the server's public key. react-hook-form loads
 * with the first focus in the form (useDeferredForm).
 */
export function ChangePasswordForm() {
  const { messages } = useI18n()
  const t = messages.personalCenter
  const resolver = useMemo(() => flatFormResolver(changePasswordSchema(messages)), [messages])
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => changeLoginPassword(values.oldPassword, values.newPassword),
    onSuccess: () => {
      reset({ oldPassword: '', newPassword: '', confirmPassword: '' })
      message.success(t.passwordChanged)
    },
  })
  const { field, errors, formProps, engine, reset } = useDeferredForm(resolver, (values: ChangePasswordValues) =>
    change.mutate(values),
  )
  return (
    <Card title={t.changePassword} headingLevel={2}>
      <FormLayout noValidate {...formProps}>
        {engine}
        <Stack gap={4}>
          <FormField label={t.oldPassword} required error={errors.oldPassword}>
            <PasswordInput autoComplete="current-password" {...field('oldPassword')} />
          </FormField>
          <FormField label={t.newPassword} required error={errors.newPassword}>
            <PasswordInput autoComplete="new-password" {...field('newPassword')} />
          </FormField>
          <FormField label={t.confirmPassword} required error={errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
          </FormField>
          <Stack direction="horizontal" justify="end">
            <Button type="submit" variant="primary" loading={change.isPending}>
              {t.save}
            </Button>
          </Stack>
        </Stack>
      </FormLayout>
    </Card>
  )
}
