import { type ChainErrorCode } from './error-codes'

/**
 * Every failure the chain SDK reports. `code` is a key of the `chainErrors` message catalogue;
 * `chainErrorName` is nodeos's own name for it (`unsatisfied_authorization`, `tx_duplicate`, …) when
 * the node gave one. Messages never contain key material: `detail` is scrubbed. Apart from errors.ts (which
 * reads the SDK's and the node's errors) so that building an action needs none of that.
 */
export class ChainError extends Error {
  override readonly name = 'ChainError'
  readonly code: ChainErrorCode
  readonly chainErrorName: string | undefined
  readonly chainErrorCode: number | undefined
  /** The node's or the contract's own text (an assertion message, for example), scrubbed of keys. */
  readonly detail: string | undefined

  constructor(
    code: ChainErrorCode,
    options: { chainErrorName?: string; chainErrorCode?: number; detail?: string; cause?: unknown } = {},
  ) {
    const detail = options.detail === undefined ? undefined : scrubKeys(options.detail)
    super(detail ? `${code}: ${detail}` : code, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.chainErrorName = options.chainErrorName
    this.chainErrorCode = options.chainErrorCode
    this.detail = detail
  }
}

export function isChainError(error: unknown): error is ChainError {
  return error instanceof ChainError
}

// Private keys (WIF and PVT_), public keys and signatures: none belongs in a message.
const keyPatterns = [
  /\b(?:PVT|PUB|SIG)_[A-Z0-9]+_[1-9A-HJ-NP-Za-km-z]+/g,
  /\b5[HJK][1-9A-HJ-NP-Za-km-z]{48,50}\b/g,
  /\bEOS[1-9A-HJ-NP-Za-km-z]{50}\b/g,
]

/** Replaces anything shaped like a key or signature with `[key]`. */
export function scrubKeys(text: string): string {
  return keyPatterns.reduce((scrubbed, pattern) => scrubbed.replace(pattern, '[key]'), text)
}
