import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button, Card, CenteredLayout, message, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { useLoginCaptcha } from '../api/captcha'
import { LoginForm } from '../components/LoginForm'
import type { LoginEvent, loginMachine } from '../machines/login.machine'
import type { LoginView } from './LoginMachineDriver'

const loadDriver = () => import('./LoginMachineDriver')
const LoginMachineDriver = lazy(() => loadDriver().then(({ LoginMachineDriver }) => ({ default: LoginMachineDriver })))

export interface LoginPageProps {
  /** Replaces the machine's side effects (stories and tests). */
  machine?: typeof loginMachine
}

const hasUrlToken = (search: string) => (new URLSearchParams(search).get('token') ?? '') !== ''

/** `/login` (spec §2, §4, §8): the form, or `?token=` login; success stores the session and goes to `/`. */
export default function LoginPage({ machine }: LoginPageProps) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const { search } = useLocation()
  // The machine (and XState) loads on the first focus or submit; a token login needs it at once.
  const [machineWanted, setMachineWanted] = useState(() => machine !== undefined || hasUrlToken(search))
  const wantMachine = useCallback(() => setMachineWanted(true), [])
  const [view, setView] = useState<LoginView>(() => ({
    busy: hasUrlToken(search),
    tokenLogin: false,
    failed: false,
    error: null,
    notice: null,
    captchaRequired: false,
  }))
  const [queued, setQueued] = useState<LoginEvent | null>(null)
  const sent = useCallback(() => setQueued(null), [])
  const [redirect] = useState(() => (to: string) => navigate(to, { replace: true }))
  const { error, notice, captchaRequired, failed } = view
  const captcha = useLoginCaptcha()
  const { refresh: refreshCaptcha } = captcha
  // The first refusal shows a captcha; it is single-use, so every later failed attempt gets a fresh one.
  useEffect(() => {
    if (captchaRequired && failed) refreshCaptcha()
  }, [captchaRequired, failed, refreshCaptcha, error])
  const errorText = error ? translateMessage(messages, error) : null
  const noticeText = notice ? translateMessage(messages, notice) : null

  useEffect(() => {
    if (noticeText) message.success(noticeText, { id: 'login.notice' })
  }, [noticeText])

  return (
    <CenteredLayout>
      {machineWanted && (
        <Suspense fallback={null}>
          <LoginMachineDriver
            machine={machine}
            search={search}
            navigate={redirect}
            queued={queued}
            onSent={sent}
            onView={setView}
          />
        </Suspense>
      )}
      <Card title={messages.auth.loginTitle} headingLevel={2}>
        <Stack gap={4}>
          {view.tokenLogin && <p role="status">{messages.auth.tokenChecking}</p>}
          <LoginForm
            busy={view.busy || queued !== null}
            error={errorText}
            onFocus={wantMachine}
            captcha={
              captchaRequired
                ? {
                    image: captcha.captcha?.image ?? '',
                    loading: captcha.loading,
                    onRefresh: refreshCaptcha,
                  }
                : null
            }
            onSubmit={(values) => {
              setMachineWanted(true)
              setQueued({
                type: 'login.submit',
                account: values.account,
                password: values.password,
                ...(captchaRequired && captcha.captcha
                  ? { captcha: { id: captcha.captcha.captcha_id, code: values.code.trim() } }
                  : {}),
              })
            }}
          />
          <Stack direction="horizontal" justify="between">
            <Button variant="link" onClick={() => navigate('/register')}>
              {messages.auth.toRegister}
            </Button>
            <Button variant="link" onClick={() => navigate('/tourist')}>
              {messages.auth.touristSearch}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </CenteredLayout>
  )
}
