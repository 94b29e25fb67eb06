export {
  unlockChainKey,
  setChainPassphrase,
  changeChainPassphrase,
  reencryptStoredKeys,
  saveReencryptedKeys,
  type UnlockResult,
  type ReencryptedKeys,
} from './chain-keys'
export {
  keepChainKey,
  unlockedChainKey,
  lockChainKey,
  chainKeyState,
  useChainKeyState,
  startChainKeyIdleLock,
  useChainKeyIdleLock,
  chainKeyIdleMs,
} from './chain-key'
export {
  createChainKeyHolder,
  DEFAULT_CHAIN_KEY_IDLE_MS,
  type ChainKeyHolder,
  type ChainKeyHolderOptions,
  type ChainKeySigner,
  type ChainKeyState,
} from './key-holder'
export { createIdleTimer, watchUserInput, type IdleTimer } from './idle-lock'
