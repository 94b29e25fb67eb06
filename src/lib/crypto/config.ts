import { CryptoConfigError } from './errors'
import { hexToBytes, utf8ToBytes, type Bytes } from './encoding'
import { DEVELOPMENT_LEGACY_AES_IV, DEVELOPMENT_REGISTER_CODE } from './development-values'

/**
 * Where the crypto layer's fixed values come from.
 *
 * The real values are deployment configuration, never source code: the console reads them from Vite env
 * variables at build time (`.env.production`, CI secrets), the API server and mocks pass their own env
 * (`readCryptoConfig(process.env)`), using the same variable names so one `.env` serves both.
 *
 * - `VITE_LEGACY_AES_IV`: the 16-byte IV of the legacy key-vault format (spec §3/§9), written either as
 *   exactly 16 characters of text (the legacy code parsed it as UTF-8) or as 32 hex digits.
 *   Only needed to decrypt ciphertexts made by the old console; new ones use random IVs.
 * - `VITE_REGISTER_CODE`: the fixed `code` field of the register payload, shared by console and server.
 *   It ships inside the browser bundle, so it gates nothing by itself; the server still checks it.
 *
 * The defaults below exist so development, tests, Storybook and the offline demo run without setup.
 * They are deliberately recognisable as development values and must not be used in production.
 */
export { DEVELOPMENT_LEGACY_AES_IV, DEVELOPMENT_REGISTER_CODE }

export interface CryptoConfig {
  /** The legacy IV as configured (text or hex); decode with `parseLegacyIv`. */
  readonly legacyAesIv: string
  readonly registerCode: string
  /** True when at least one value fell back to its development default: the app may warn about it. */
  readonly usesDevelopmentDefaults: boolean
}

/** Any env-like record: Vite's `import.meta.env`, Node's `process.env`, or a test's object. */
export type EnvSource = Readonly<Record<string, unknown>>

function viteEnv(): EnvSource {
  // `import.meta.env` exists only under Vite/Vitest; under plain Node (server via tsx) it is undefined.
  const env: EnvSource | undefined = (import.meta as { env?: EnvSource }).env
  return env ?? {}
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function readCryptoConfig(env: EnvSource = viteEnv()): CryptoConfig {
  const legacyAesIv = nonEmptyString(env.VITE_LEGACY_AES_IV)
  const registerCode = nonEmptyString(env.VITE_REGISTER_CODE)
  const config: CryptoConfig = {
    legacyAesIv: legacyAesIv ?? DEVELOPMENT_LEGACY_AES_IV,
    registerCode: registerCode ?? DEVELOPMENT_REGISTER_CODE,
    usesDevelopmentDefaults: legacyAesIv === undefined || registerCode === undefined,
  }
  // Fail at startup rather than at the first decryption when the configured IV has the wrong shape.
  parseLegacyIv(config.legacyAesIv)
  return config
}

export const LEGACY_IV_BYTES = 16

/** Decodes a configured legacy IV: 32 hex digits, or text that is exactly 16 bytes in UTF-8. */
export function parseLegacyIv(configured: string): Bytes {
  if (configured.length === LEGACY_IV_BYTES * 2) {
    const fromHex = hexToBytes(configured)
    if (fromHex) return fromHex
  }
  const fromText = utf8ToBytes(configured)
  if (fromText.length === LEGACY_IV_BYTES) return fromText
  throw new CryptoConfigError('the legacy AES IV must be 16 bytes: 16 characters of text or 32 hex digits')
}
