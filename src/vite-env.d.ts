/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the offline-demo build (`--mode demo`): the MSW mock backend answers /api. */
  readonly DEMO: boolean
  /** The legacy key-vault format's fixed AES IV (16 characters or 32 hex digits); a dev default is built in. */
  readonly VITE_LEGACY_AES_IV?: string
  /** The fixed register code shared by console and server; a dev default is built in. */
  readonly VITE_REGISTER_CODE?: string
  /** Minutes without input or chain operation before the unlocked chain key locks itself (15 by default). */
  readonly VITE_CHAIN_KEY_IDLE_MINUTES?: string
}
