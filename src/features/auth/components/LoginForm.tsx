import { lazy, Suspense, useCallback, useMemo } from 'react'
import * as z from 'zod/mini'
import { createLoginForm } from '@/api/forms'
import { flatFormResolver } from '@/lib/forms/flat-form-resolver'
import { useDeferredForm } from '@/lib/forms/deferred-form'
import { Button, CaptchaRow, FormField, Input, PasswordInput, Stack } from '@/design-system'
import { useI18n } from '../messages'

// The captcha image shows only after repeated wrong passwords: it loads then (or with the first focus in the form).
const loadCaptchaImage = () => import('@/design-system/components/CaptchaImage')
const CaptchaImage = lazy(() => loadCaptchaImage().then((module) => ({ default: module.CaptchaImage })))

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
  const resolver = useMemo(
    () =>
      flatFormResolver<LoginFormValues>(
        z.extend(createLoginForm(messages.validation), {
          // Without a captcha there is no code input, so no value: an empty answer.
          code: withCaptcha
            ? z.string().check(z.trim(), z.minLength(1, messages.auth.captchaMissing))
            : z._default(z.string(), ''),
        }),
      ),
    [messages, withCaptcha],
  )
  // react-hook-form loads with the first focus in the form (or its first submit), with the login's machine.
  const focused = useCallback(() => {
    void loadCaptchaImage().catch(() => undefined)
    onFocus?.()
  }, [onFocus])
  const { field, errors, formProps, engine } = useDeferredForm(resolver, onSubmit, focused)
  return (
    <form noValidate {...formProps}>
      {engine}
      <Stack gap={4}>
        <FormField label={messages.auth.account} required error={errors.account}>
          <Input autoComplete="username" {...field('account')} />
        </FormField>
        <FormField
          label={messages.auth.password}
          required
          error={errors.password ?? (withCaptcha ? undefined : (error ?? undefined))}
        >
          <PasswordInput autoComplete="current-password" {...field('password')} />
        </FormField>
        {captcha && (
          <FormField label={messages.auth.captcha} required error={errors.code ?? error ?? undefined}>
            <CaptchaRow>
              <Input
                placeholder={messages.auth.captchaPlaceholder}
                autoComplete="off"
                maxLength={8}
                {...field('code')}
              />
              <Suspense fallback={null}>
                <CaptchaImage image={captcha.image} loading={captcha.loading} onRefresh={captcha.onRefresh} />
              </Suspense>
            </CaptchaRow>
          </FormField>
        )}
        <Button type="submit" variant="primary" loading={busy} block>
          {messages.auth.login}
        </Button>
      </Stack>
    </form>
  )
}
