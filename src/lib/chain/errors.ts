import { RpcError } from 'eosjs/dist/eosjs-rpcerror'
import { contractErrorCodeOf } from './contract-errors'
import { ChainError } from './chain-error'
import { type ChainErrorCode } from './error-codes'

export { chainErrorCodes, type ChainErrorCode } from './error-codes'
export { ChainError, isChainError, scrubKeys } from './chain-error'

/** nodeos error codes (libraries/chain/include/eosio/chain/exceptions.hpp) and what the user is told. */
const nodeosErrorCodes: Readonly<Record<number, ChainErrorCode>> = {
  3010001: 'accountName', // name_type_exception
  3010002: 'publicKeyFormat', // public_key_type_exception
  3010003: 'privateKeyInvalid', // private_key_type_exception
  3010004: 'publicKeyFormat', // authority_type_exception: a malformed key in an authority
  3040005: 'expired', // expired_tx_exception
  3040006: 'expired', // tx_exp_too_far_exception
  3040007: 'expired', // invalid_ref_block_exception: the TaPoS block is gone, sign again
  3040008: 'duplicate', // tx_duplicate
  3050001: 'accountExists', // account_name_exists_exception
  3060001: 'missingAuthority', // permission_query_exception
  3060002: 'accountNotFound', // account_query_exception
  3080001: 'insufficientRam', // ram_usage_exceeded
  3080002: 'timeout', // tx_net_usage_exceeded
  3080004: 'timeout', // tx_cpu_usage_exceeded
  3080006: 'timeout', // deadline_exception
  3081001: 'timeout', // leeway_deadline_exception
  3090001: 'missingAuthority', // tx_duplicate_sig
  3090002: 'missingAuthority', // tx_irrelevant_sig
  3090003: 'missingAuthority', // unsatisfied_authorization
  3090004: 'missingAuthority', // missing_auth_exception
  3090005: 'missingAuthority', // irrelevant_auth_exception
  3090007: 'missingAuthority', // invalid_permission
}

/** The same by nodeos error name, for nodes that send a name without a known code. */
const nodeosErrorNames: Readonly<Record<string, ChainErrorCode>> = {
  name_type_exception: 'accountName',
  public_key_type_exception: 'publicKeyFormat',
  private_key_type_exception: 'privateKeyInvalid',
  authority_type_exception: 'publicKeyFormat',
  expired_tx_exception: 'expired',
  tx_exp_too_far_exception: 'expired',
  invalid_ref_block_exception: 'expired',
  tx_duplicate: 'duplicate',
  account_name_exists_exception: 'accountExists',
  permission_query_exception: 'missingAuthority',
  account_query_exception: 'accountNotFound',
  ram_usage_exceeded: 'insufficientRam',
  tx_net_usage_exceeded: 'timeout',
  tx_cpu_usage_exceeded: 'timeout',
  deadline_exception: 'timeout',
  tx_duplicate_sig: 'missingAuthority',
  tx_irrelevant_sig: 'missingAuthority',
  unsatisfied_authorization: 'missingAuthority',
  missing_auth_exception: 'missingAuthority',
  irrelevant_auth_exception: 'missingAuthority',
  invalid_permission: 'missingAuthority',
}

const assertionPrefix = /^assertion failure with message:\s*/i

/** The catalogue code of a contract assertion message (`check(…, message)` in the contract). */
export function codeOfContractMessage(message: string): ChainErrorCode | undefined {
  const text = message.replace(assertionPrefix, '').trim()
  return contractErrorCodeOf(text)
}

/** Texts from nodeos, eosjs or the contract that identify a failure whatever the error code. */
function codeOfMessage(message: string): ChainErrorCode | undefined {
  const fromContract = codeOfContractMessage(message)
  if (fromContract) return fromContract
  const text = message.toLowerCase()
  if (text.includes('name should be less than 13 characters') || text.includes('invalid name')) return 'accountName'
  if (text.includes('public key')) return 'publicKeyFormat'
  if (text.includes('private key')) return 'privateKeyInvalid'
  if (text.includes('does not exist') || text.includes('unknown key')) return 'accountNotFound'
  if (text.includes('already exists') || text.includes('name is already taken')) return 'accountExists'
  if (text.includes('insufficient ram') || text.includes('ram usage')) return 'insufficientRam'
  if (
    text.includes('missing authority') ||
    text.includes('does not have signatures') ||
    text.includes('missing required authority')
  )
    return 'missingAuthority'
  // eosio.msig's exec (and propose) when the valid approvals do not satisfy the actions' authority.
  if (text.includes('transaction authorization failed')) return 'msigAuthorityUnmet'
  if (text.includes('expired')) return 'expired'
  if (text.includes('duplicate transaction')) return 'duplicate'
  if (text.includes('number is out of range') || text.includes('expected number') || text.includes('invalid number'))
    return 'invalidAmount'
  return undefined
}

interface NodeosErrorBody {
  code?: unknown
  name?: unknown
  what?: unknown
  details?: unknown
}

function readNodeosError(json: unknown): { code?: number; name?: string; message?: string } {
  if (typeof json !== 'object' || json === null) return {}
  const body = (json as { error?: NodeosErrorBody }).error
  if (typeof body !== 'object' || body === null) return {}
  const details = Array.isArray(body.details) ? (body.details as unknown[]) : []
  const first = details[0]
  const detailMessage =
    typeof first === 'object' && first !== null && typeof (first as { message?: unknown }).message === 'string'
      ? (first as { message: string }).message
      : undefined
  return {
    code: typeof body.code === 'number' ? body.code : undefined,
    name: typeof body.name === 'string' ? body.name : undefined,
    message: detailMessage ?? (typeof body.what === 'string' ? body.what : undefined),
  }
}

/** Aborted or timed-out fetches (a DOMException, which is not an Error in every environment). */
function isAbortOrTimeout(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  return name === 'AbortError' || name === 'TimeoutError'
}

/** Any failure met while talking to the chain, as a ChainError with a catalogue code. */
export function toChainError(error: unknown): ChainError {
  if (error instanceof ChainError) return error
  if (error instanceof RpcError) {
    const nodeos = readNodeosError(error.json)
    const message = nodeos.message ?? error.message
    const code =
      (nodeos.code === 3050003 || nodeos.name === 'eosio_assert_message_exception'
        ? codeOfContractMessage(message)
        : undefined) ??
      (nodeos.code === undefined ? undefined : nodeosErrorCodes[nodeos.code]) ??
      (nodeos.name === undefined ? undefined : nodeosErrorNames[nodeos.name]) ??
      codeOfMessage(message) ??
      'unknown'
    return new ChainError(code, {
      chainErrorName: nodeos.name,
      chainErrorCode: nodeos.code,
      detail: message,
      cause: error,
    })
  }
  if (isAbortOrTimeout(error)) return new ChainError('timeout')
  if (error instanceof Error) {
    // eosjs marks failures of fetch itself (no response, unreadable body) with isFetchError.
    const isFetchFailure =
      (error as { isFetchError?: unknown }).isFetchError === true ||
      (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    if (isFetchFailure) {
      const known = codeOfMessage(error.message)
      return new ChainError(known ?? 'network', { detail: error.message })
    }
    return new ChainError(codeOfMessage(error.message) ?? 'unknown', { detail: error.message })
  }
  return new ChainError('unknown')
}
