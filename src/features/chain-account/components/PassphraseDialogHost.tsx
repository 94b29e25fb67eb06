import { lazy, Suspense } from 'react'
import { message } from '@/design-system'
import { useChainKeyIdleLockOnceLoaded } from '@/lib/chain-keys/holder-loader'
import { useI18n } from '@/lib/i18n'
import { settlePassphraseRequest, usePassphraseRequest } from '@/lib/passphrase-prompt'

// The dialog (its machine, the key vault's cipher and the dialog primitives) loads when a passphrase is asked
// for: most pages of a session never ask.
const PassphraseDialog = lazy(() =>
  import('./PassphraseDialog').then(({ PassphraseDialog }) => ({ default: PassphraseDialog })),
)

/**
 * The console's one passphrase dialog: shows whatever `requestPassphrase(account)` asked for, one request
 * at a time, and tells the outcome with the spec's messages. Mounted once in the logged-in console, it
 * also runs the unlocked key's idle lock (the dialog's counterpart: it takes the key away again) once the
 * key's holder has loaded: before, there is no key to take away.
 */
export function PassphraseDialogHost({
  idleMs,
}: {
  /** The idle lock's limit (15 minutes or the deployment's). */ idleMs?: number
}) {
  const { messages } = useI18n()
  useChainKeyIdleLockOnceLoaded(idleMs)
  const request = usePassphraseRequest()
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <PassphraseDialog
        key={request.id}
        account={request.account}
        onDone={(output) => {
          if (output.outcome === 'verified') message.success(messages.messages.passphraseVerified)
          else message.warning(messages.messages.passphraseMissing)
          settlePassphraseRequest(request.id, output)
        }}
      />
    </Suspense>
  )
}
