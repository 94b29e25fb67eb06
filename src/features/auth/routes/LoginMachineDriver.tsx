import { useEffect, useRef, useState } from 'react'
import { useMachine } from '@xstate/react'
import { machineInspector } from '@/lib/machine-replay/inspect'
import type { UiMessage } from '@/lib/i18n/message-ref'
import { loginImplementations } from '../machines/login.actors'
import { loginMachine, type LoginEvent } from '../machines/login.machine'

/** What the login page shows of the machine's state. */
export interface LoginView {
  busy: boolean
  tokenLogin: boolean
  failed: boolean
  error: UiMessage | null
  notice: UiMessage | null
  captchaRequired: boolean
}

export interface LoginMachineDriverProps {
  /** Replaces the machine's side effects (stories and tests). */
  machine?: typeof loginMachine
  search: string
  navigate: (to: string) => void
  /** The submit the page holds until the machine can take it (it reads the URL's token first). */
  queued: LoginEvent | null
  onSent: () => void
  onView: (view: LoginView) => void
}

/**
 * The login machine, loaded apart from the page (with XState) on the first focus in the form, a submit, or
 * at once for a `?token=` login: the page paints and answers without it. Renders nothing; it reports its state.
 */
export function LoginMachineDriver({ machine, search, navigate, queued, onSent, onView }: LoginMachineDriverProps) {
  // Built once: the URL's token is read when the machine starts.
  const [configured] = useState(() => machine ?? loginMachine.provide(loginImplementations({ search, navigate })))
  const [state, send] = useMachine(configured, { inspect: machineInspector })
  const { error, notice, captchaRequired } = state.context
  const busy = state.hasTag('busy')
  const tokenLogin = state.matches('tokenLogin')
  const failed = state.matches('failed')
  const ready = state.matches('idle') || failed

  const sent = useRef<LoginEvent | null>(null)
  useEffect(() => {
    if (queued && ready && sent.current !== queued) {
      sent.current = queued
      send(queued)
    }
  }, [queued, ready, send])

  // The page lets go of its submit in the same update that shows the machine busy with it: the form never
  // looks idle in between (a second press then would be taken as a new attempt).
  useEffect(() => {
    onView({ busy, tokenLogin, failed, error, notice, captchaRequired })
    if (queued !== null && sent.current === queued && !ready) onSent()
  }, [onView, onSent, queued, ready, busy, tokenLogin, failed, error, notice, captchaRequired])
  return null
}
