import { useEffect, useRef, useState } from 'react'
import { useMachine } from '@xstate/react'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { Button, Dialog, FormField, PasswordInput, Stack } from '@/design-system'
import { passphraseImplementations } from '@/lib/chain-operation/passphrase.actors'
import { passphraseMachine, type PassphraseOutput } from '@/lib/chain-operation/passphrase.machine'
import { useI18n } from '@/lib/i18n'
import { translateMessage } from '@/lib/i18n/message-ref'

/** The passphrase machine with its real side effects. */
export const livePassphraseMachine = passphraseMachine.provide(passphraseImplementations)

export interface PassphraseDialogProps {
  /** The chain account whose key is unlocked. */
  account: string
  /** Called once with the outcome: verified, or dismissed by the user. */
  onDone: (output: PassphraseOutput) => void
  /** Replaces the machine (stories and tests provide their own actors). */
  machine?: typeof livePassphraseMachine
}

/**
 * Asks for the chain passphrase (spec §2, §8): '正在校验密码,请稍等...' while checking, '密码错误,请重新输入'
 * on a wrong one; closing says '您未输入口令密码，无法进行链上操作'.
 */
export function PassphraseDialog({ account, onDone, machine = livePassphraseMachine }: PassphraseDialogProps) {
  const { messages } = useI18n()
  const [passphrase, setPassphrase] = useState('')
  const [state, send] = useMachine(machine, { input: { account }, inspect: machineInspector })
  const busy = state.hasTag('busy')
  const done = state.status === 'done'
  const shown = state.context.message ? translateMessage(messages, state.context.message) : null

  const output = state.output
  const reported = useRef(false)
  useEffect(() => {
    if (!output || reported.current) return
    reported.current = true
    onDone(output)
  }, [output, onDone])

  const submit = () => {
    if (passphrase.length === 0 || busy) return
    send({ type: 'passphrase.submit', passphrase })
    setPassphrase('')
  }

  return (
    <Dialog
      open={!done}
      onOpenChange={(open) => {
        if (!open && !busy) send({ type: 'passphrase.close' })
      }}
      title={messages.layout.passphraseTitle}
      description={messages.layout.passphraseHint}
      dismissible={!busy}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          <Button disabled={busy} onClick={() => send({ type: 'passphrase.close' })}>
            {messages.layout.cancel}
          </Button>
          <Button variant="primary" type="submit" form="passphrase-form" loading={busy}>
            {messages.layout.confirm}
          </Button>
        </Stack>
      }
    >
      <form
        id="passphrase-form"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap={3}>
          <FormField
            label={`${messages.layout.passphraseLabel}${messages.punctuation.openParen}${account}${messages.punctuation.closeParen}`}
            required
            error={state.hasTag('error') && shown ? shown : undefined}
            help={!state.hasTag('error') && shown ? shown : undefined}
          >
            <PasswordInput
              autoComplete="off"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
              disabled={busy}
              autoFocus
            />
          </FormField>
        </Stack>
      </form>
    </Dialog>
  )
}
