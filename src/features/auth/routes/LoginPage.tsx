import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useMachine } from '@xstate/react'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { Button, Card, CenteredLayout, message, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { useLoginCaptcha } from '../api/captcha'
import { LoginForm } from '../components/LoginForm'
import { loginImplementations } from '../machines/login.actors'
import { loginMachine } from '../machines/login.machine'

export interface LoginPageProps {
  /** Replaces the machine's side effects (stories and tests). */
  machine?: typeof loginMachine
}

/** `/login` (spec §2, §4, §8): the form, or `?token=` login; success stores the session and goes to `/`. */
export default function LoginPage({ machine }: LoginPageProps) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const { search } = useLocation()
  // Built once: the URL's token is read when the page opens.
  const [configured] = useState(
    () =>
      machine ??
      loginMachine.provide(loginImplementations({ search, navigate: (to) => navigate(to, { replace: true }) })),
  )
  const [state, send] = useMachine(configured, { inspect: machineInspector })
  const { error, notice, captchaRequired } = state.context
  const captcha = useLoginCaptcha()
  const { refresh: refreshCaptcha } = captcha
  const failed = state.matches('failed')
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
      <Card title={messages.auth.loginTitle} headingLevel={2}>
        <Stack gap={4}>
          {state.matches('tokenLogin') && <p role="status">{messages.auth.tokenChecking}</p>}
          <LoginForm
            busy={state.hasTag('busy')}
            error={errorText}
            captcha={
              captchaRequired
                ? {
                    image: captcha.captcha?.image ?? '',
                    loading: captcha.loading,
                    onRefresh: refreshCaptcha,
                  }
                : null
            }
            onSubmit={(values) =>
              send({
                type: 'login.submit',
                account: values.account,
                password: values.password,
                ...(captchaRequired && captcha.captcha
                  ? { captcha: { id: captcha.captcha.captcha_id, code: values.code.trim() } }
                  : {}),
              })
            }
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
