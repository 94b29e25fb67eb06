/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the offline-demo build (`--mode demo`): the MSW mock backend answers /api. */
  readonly DEMO: boolean
}
