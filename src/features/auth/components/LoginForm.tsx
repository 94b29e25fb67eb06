import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { createLoginForm, type LoginForm as LoginFormValues } from '@/api/forms'
import { Button, FormField, Input, PasswordInput, Stack } from '@/design-system'
import { useI18n } from '@/lib/i18n'

export interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => void
  /** A login is being checked: the button spins and cannot be pressed again. */
  busy?: boolean
  /** The reason the last attempt failed, shown under the form. */
  error?: string | null
}

/** Account and password (spec §5: '请输入账号', '请输入密码'). */
export function LoginForm({ onSubmit, busy = false, error = null }: LoginFormProps) {
  const { messages } = useI18n()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(createLoginForm(messages.validation)),
    defaultValues: { account: '', password: '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap={4}>
        <FormField label={messages.auth.account} required error={errors.account?.message}>
          <Input autoComplete="username" {...register('account')} />
        </FormField>
        <FormField label={messages.auth.password} required error={errors.password?.message ?? error ?? undefined}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" variant="primary" loading={busy} block>
          {messages.auth.login}
        </Button>
      </Stack>
    </form>
  )
}
