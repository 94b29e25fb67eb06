export {
  requestPassphrase,
  currentPassphraseRequest,
  settlePassphraseRequest,
  subscribePassphraseRequests,
  rememberPassphraseDeclined,
  wasPassphraseDeclined,
  resetPassphrasePrompts,
  type PassphrasePromptOutcome,
  type PassphraseRequest,
} from './passphrase-prompt'
export { usePassphraseRequest } from './use-passphrase-request'
