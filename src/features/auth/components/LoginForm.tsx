import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { createLoginForm } from '@/api/forms'
import { Button, CaptchaImage, FormField, Input, PasswordInput, Stack } from '@/design-system'
import { useI18n } from '../messages'

export interface LoginFormValues {
  account: string
  password: string
  /** The captcha's answer; empty while none is shown. */
  code: string
}

/** The captcha the server asked for after repeated wrong passwords. */
export interface LoginFormCaptcha {
  /** SVG markup of the image ('' while it loads). */
  image: string
  loading: boolean
  onRefresh: () => void
}

export interface LoginFormProps {
  onSubmit: (values: LoginFormValues) => void
  /** A login is being checked: the button spins and cannot be pressed again. */
  busy?: boolean
  /** The reason the last attempt failed, shown under the form. */
  error?: string | null
  /** Shown, and required, once the server asks for a captcha. */
  captcha?: LoginFormCaptcha | null
  /** The first focus in the form: what a submit needs can load while the user types. */
  onFocus?: () => void
}

/** Account and password (spec §5: '请输入账号', '请输入密码'), and a captcha when the server asks for one. */
export function LoginForm({ onSubmit, busy = false, error = null, captcha = null, onFocus }: LoginFormProps) {
  const { messages } = useI18n()
  const withCaptcha = captcha !== null
  const schema = useMemo(
    () =>
      z.extend(createLoginForm(messages.validation), {
        code: withCaptcha ? z.string().check(z.trim(), z.minLength(1, messages.auth.captchaMissing)) : z.string(),
      }),
    [messages, withCaptcha],
  )
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { account: '', password: '', code: '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={onFocus}>
      <Stack gap={4}>
        <FormField label={messages.auth.account} required error={errors.account?.message}>
          <Input autoComplete="username" {...register('account')} />
        </FormField>
        <FormField
          label={messages.auth.password}
          required
          error={errors.password?.message ?? (withCaptcha ? undefined : (error ?? undefined))}
        >
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        {captcha && (
          <FormField label={messages.auth.captcha} required error={errors.code?.message ?? error ?? undefined}>
            <Stack direction="horizontal" gap={2} align="center">
              <Input
                placeholder={messages.auth.captchaPlaceholder}
                autoComplete="off"
                maxLength={8}
                {...register('code')}
              />
              <CaptchaImage image={captcha.image} loading={captcha.loading} onRefresh={captcha.onRefresh} />
            </Stack>
          </FormField>
        )}
        <Button type="submit" variant="primary" loading={busy} block>
          {messages.auth.login}
        </Button>
      </Stack>
    </form>
  )
}
