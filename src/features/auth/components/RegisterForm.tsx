import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { createRegisterForm, type RegisterForm as RegisterFormValues } from '@/api/register-form'
import { Button, FormField, Input, PasswordInput, Stack } from '@/design-system'
import { useI18n } from '../messages'

export interface RegisterFormProps {
  onSubmit: (values: RegisterFormValues) => void
  onCancel: () => void
  busy?: boolean
}

/** Account name, password and phone with the rules and messages of spec §5; Submit and Cancel. */
export function RegisterForm({ onSubmit, onCancel, busy = false }: RegisterFormProps) {
  const { messages } = useI18n()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(createRegisterForm(messages.validation)),
    defaultValues: { name: '', password: '', phone: '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap={4}>
        <FormField label={messages.auth.accountName} required error={errors.name?.message}>
          <Input autoComplete="username" {...register('name')} />
        </FormField>
        <FormField label={messages.auth.loginPassword} required error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={messages.auth.phone} required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <Stack direction="horizontal" gap={2} justify="end">
          <Button onClick={onCancel} disabled={busy}>
            {messages.auth.cancel}
          </Button>
          <Button type="submit" variant="primary" loading={busy}>
            {messages.auth.submit}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
