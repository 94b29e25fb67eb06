import { z } from 'zod'
import { ChainError } from './errors.ts'

/**
 * The bodies of the chain API, read the way nodeos's fc::variant conversions read them: a text field
 * also takes a number ("5" and 5 alike), a number field also takes its decimal text, a boolean also
 * takes "true"/"false". Anything else is refused with nodeos's 400 invalid_http_request.
 */

const text = z.union([z.string(), z.number().transform(String)])
const optionalText = text.optional()
const decimal = z.union([
  z.number().refine(Number.isFinite, 'expected a finite number'),
  z
    .string()
    .regex(/^\s*-?\d+(?:\.\d+)?\s*$/, 'expected a number')
    .transform(Number),
])
/** fc reads uint32 through uint64 and truncates: -1 becomes 4294967295, as in nodeos. */
const uint32 = decimal.transform((value) => Number(BigInt.asUintN(32, BigInt(Math.trunc(value)))))
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
const hex = z.string().regex(/^(?:[0-9a-fA-F]{2})*$/, 'expected hex')
const transactionId = z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected a 64-digit hex transaction id')

export const packedTransactionBody = z.object({
  signatures: z.array(z.string()).default([]),
  compression: z.union([z.string(), z.number()]).default('none'),
  packed_context_free_data: z.string().default(''),
  packed_trx: hex,
})
export type PackedTransactionBody = z.infer<typeof packedTransactionBody>

export const requestSchemas = {
  get_info: z.unknown(),
  get_block: z.object({ block_num_or_id: text }),
  get_block_info: z.object({ block_num: uint32 }),
  get_block_header_state: z.object({ block_num_or_id: text }),
  get_raw_abi: z.object({ account_name: text }),
  get_abi: z.object({ account_name: text }),
  get_account: z.object({ account_name: text }),
  get_required_keys: z.object({
    transaction: z.record(z.string(), z.unknown()),
    available_keys: z.array(z.string()).default([]),
  }),
  get_table_rows: z.object({
    code: text.default(''),
    scope: text.default(''),
    table: text.default(''),
    json: flag.default(false),
    lower_bound: optionalText,
    upper_bound: optionalText,
    index_position: optionalText,
    key_type: optionalText,
    encode_type: optionalText,
    limit: uint32.default(10),
    reverse: flag.default(false),
    show_payer: flag.default(false),
  }),
  get_transaction_status: z.object({ id: transactionId }),
  get_producers: z.object({
    json: flag.default(false),
    lower_bound: text.default(''),
    limit: uint32.default(50),
  }),
  push_transaction: packedTransactionBody,
  send_transaction: packedTransactionBody,
  send_transaction2: z.object({
    return_failure_trace: flag.default(true),
    retry_trx: flag.default(false),
    retry_trx_num_blocks: uint32.optional(),
    transaction: packedTransactionBody,
  }),
  compute_transaction: z.object({ transaction: packedTransactionBody }),
  trace_get_block: z.object({ block_num: uint32 }),
} as const

export type Endpoint = keyof typeof requestSchemas
export type RequestOf<E extends Endpoint> = z.output<(typeof requestSchemas)[E]>

/** The body as the endpoint's type, or nodeos's "Unable to parse valid input from POST body" naming the field. */
export function parseRequest<E extends Endpoint>(endpoint: E, body: unknown): RequestOf<E> {
  const result = requestSchemas[endpoint].safeParse(body)
  if (result.success) return result.data as RequestOf<E>
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`,
  )
  throw new ChainError('invalid_http_request', 'Unable to parse valid input from POST body', 400, problems)
}
