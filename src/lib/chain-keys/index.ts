export {
  unlockChainKey,
  setChainPassphrase,
  changeChainPassphrase,
  reencryptStoredKeys,
  saveReencryptedKeys,
  type UnlockResult,
  type ReencryptedKeys,
} from './chain-keys'
