/**
 * nodeos's error vocabulary: the devnet answers failures with the same codes, names and
 * "what" texts as nodeos (libraries/chain/include/eosio/chain/exceptions.hpp), so eosjs and
 * the console's error mapping behave as they would against a real node.
 */

export const NODEOS_ERRORS = {
  exception: [0, 'unspecified'],
  assert_exception: [10, 'Assert Exception'],
  transaction_exception: [3040000, 'Transaction exception'],
  tx_no_action: [3040002, 'Transaction should have at least one normal action'],
  tx_no_auths: [3040003, 'Transaction should have at least one required authority'],
  expired_tx_exception: [3040005, 'Expired Transaction'],
  tx_exp_too_far_exception: [3040006, 'Transaction Expiration Too Far'],
  invalid_ref_block_exception: [3040007, 'Invalid Reference Block'],
  tx_duplicate: [3040008, 'Duplicate transaction'],
  tx_decompression_error: [3040001, 'Error decompressing transaction'],
  unknown_transaction_compression: [3040014, 'Unknown transaction compression'],
  name_type_exception: [3010001, 'Invalid name'],
  public_key_type_exception: [3010002, 'Invalid public key'],
  authority_type_exception: [3010004, 'Invalid authority'],
  transaction_type_exception: [3010006, 'Invalid transaction'],
  abi_type_exception: [3010007, 'Invalid ABI'],
  packed_transaction_type_exception: [3010010, 'Invalid packed transaction'],
  asset_type_exception: [3010011, 'Invalid asset'],
  action_validate_exception: [3050000, 'Action validate exception'],
  account_name_exists_exception: [3050001, 'Account name already exists'],
  invalid_action_args_exception: [3050002, 'Invalid Action Arguments'],
  eosio_assert_message_exception: [3050003, 'eosio_assert_message assertion failure'],
  eosio_assert_code_exception: [3050004, 'eosio_assert_code assertion failure'],
  action_not_found_exception: [3050005, 'Action can not be found'],
  permission_query_exception: [3060001, 'Permission Query Exception'],
  account_query_exception: [3060002, 'Account Query Exception'],
  contract_table_query_exception: [3060003, 'Contract Table Query Exception'],
  wasm_execution_error: [3070002, 'Runtime Error Processing WASM'],
  authorization_exception: [3090000, 'Authorization exception'],
  tx_duplicate_sig: [3090001, 'Duplicate signature included'],
  tx_irrelevant_sig: [3090002, 'Irrelevant signature included'],
  unsatisfied_authorization: [3090003, 'Provided keys, permissions, and delays do not satisfy declared authorizations'],
  missing_auth_exception: [3090004, 'Missing required authority'],
  irrelevant_auth_exception: [3090005, 'Irrelevant authority included'],
  invalid_permission: [3090007, 'Invalid Permission'],
  unlinkable_min_permission_action: [3090008, 'The action is not allowed to be linked with minimum permission'],
  invalid_parent_permission: [3090009, 'The parent permission is invalid'],
  unknown_block_exception: [3100002, 'Unknown block'],
  unknown_transaction_exception: [3100003, 'Unknown transaction'],
  invalid_http_request: [3200006, 'invalid http request'],
} as const satisfies Record<string, readonly [number, string]>

export type NodeosErrorName = keyof typeof NODEOS_ERRORS

export interface NodeosErrorDetail {
  message: string
  file: string
  line_number: number
  method: string
}

/** A failure the devnet reports the way nodeos does (HTTP 500 unless said otherwise). */
export class ChainError extends Error {
  readonly errorName: NodeosErrorName
  readonly code: number
  readonly httpStatus: number
  /** Further lines nodeos appends to `details` (e.g. which field of a body could not be read). */
  readonly moreDetails: readonly string[]

  constructor(errorName: NodeosErrorName, message: string, httpStatus = 500, moreDetails: readonly string[] = []) {
    super(message)
    this.name = 'ChainError'
    this.errorName = errorName
    this.code = NODEOS_ERRORS[errorName][0]
    this.httpStatus = httpStatus
    this.moreDetails = moreDetails
  }
}

export interface NodeosErrorBody {
  code: number
  message: string
  error: { code: number; name: string; what: string; details: NodeosErrorDetail[] }
}

const HTTP_MESSAGES: Record<number, string> = {
  400: 'Invalid Request',
  404: 'Not Found',
  500: 'Internal Service Error',
}

/** nodeos's JSON error body, e.g. `{code: 500, message, error: {code: 3090003, name, what, details}}`. */
export function nodeosErrorBody(error: ChainError): NodeosErrorBody {
  return {
    code: error.httpStatus,
    message: HTTP_MESSAGES[error.httpStatus] ?? 'Internal Service Error',
    error: {
      code: error.code,
      name: error.errorName,
      what: NODEOS_ERRORS[error.errorName][1],
      details: [error.message, ...error.moreDetails].map((message) => ({
        message,
        file: 'devnet',
        line_number: 0,
        method: error.errorName,
      })),
    },
  }
}

/** The body nodeos sends for an unknown endpoint. */
export function unknownEndpointBody(): {
  code: number
  message: string
  error: { code: number; name: string; what: string; details: NodeosErrorDetail[] }
} {
  return {
    code: 404,
    message: 'Not Found',
    error: {
      code: 0,
      name: 'exception',
      what: 'unspecified',
      details: [
        { message: 'Unknown Endpoint', file: 'http_plugin.cpp', line_number: 0, method: 'handle_http_request' },
      ],
    },
  }
}

/**
 * Maps what VeRT throws while running a contract to nodeos's exception: asserts become
 * eosio_assert_message_exception ("assertion failure with message: …"), require_auth failures
 * missing_auth_exception, anything else a wasm execution error.
 */
export function contractFailure(error: unknown): ChainError {
  if (error instanceof ChainError) return error
  const text = error instanceof Error ? error.message : String(error)
  const assertCode =
    /^eosio_assert_message: eosio_assert_code: (\d+)$/.exec(text) ?? /^eosio_assert_code: (\d+)$/.exec(text)
  if (assertCode) {
    return new ChainError('eosio_assert_code_exception', `assertion failure with error code: ${assertCode[1] ?? ''}`)
  }
  const assertMessage = /^eosio_assert(?:_message)?: ([\s\S]*)$/.exec(text)
  if (assertMessage) {
    return new ChainError('eosio_assert_message_exception', `assertion failure with message: ${assertMessage[1] ?? ''}`)
  }
  const missingAuth = /^missing required authority (\S+)$/.exec(text)
  if (missingAuth) {
    return new ChainError('missing_auth_exception', `missing authority of ${missingAuth[1] ?? ''}`)
  }
  return new ChainError('wasm_execution_error', text)
}
