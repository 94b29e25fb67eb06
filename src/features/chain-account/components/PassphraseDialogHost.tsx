import { message } from '@/design-system'
import { useI18n } from '@/lib/i18n'
import { settlePassphraseRequest, usePassphraseRequest } from '@/lib/passphrase-prompt'
import { PassphraseDialog } from './PassphraseDialog'

/**
 * The console's one passphrase dialog: shows whatever `requestPassphrase(account)` asked for, one request
 * at a time, and tells the outcome with the spec's messages.
 */
export function PassphraseDialogHost() {
  const { messages } = useI18n()
  const request = usePassphraseRequest()
  if (!request) return null
  return (
    <PassphraseDialog
      key={request.id}
      account={request.account}
      onDone={(output) => {
        if (output.outcome === 'verified') message.success(messages.messages.passphraseVerified)
        else message.warning(messages.messages.passphraseMissing)
        settlePassphraseRequest(request.id, output)
      }}
    />
  )
}
