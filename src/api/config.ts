import * as z from 'zod/mini'

/**
 * `GET /config.json`: the deployment's remote configuration, served as a plain JSON file (no envelope)
 * next to the console. Values are strings, as in a static file written by operations.
 */
export const remoteConfig = z.object({
  /** SPKI public key (base64) the browser encrypts login and register payloads to. */
  PUBLIC_KEY: z.string().check(z.minLength(1)),
  /** RAM bought for a new chain account, e.g. `8192` bytes or a token quantity. */
  BUY_RAM_QUANT: z.string().check(z.minLength(1)),
  STAKE_NET_QUANTITY: z.string().check(z.minLength(1)),
  STAKE_CPU_QUANTITY: z.string().check(z.minLength(1)),
  /** `'true'` when the chain runs the system contracts (newaccount + buyram + delegatebw). */
  HAS_SYSTEM_CONTRACTS: z.enum(['true', 'false']),
  /** The chain's HTTP API; the console falls back to a built-in default when absent. */
  CHAIN_RPC: z.optional(z.string()),
})
export type RemoteConfig = z.infer<typeof remoteConfig>
