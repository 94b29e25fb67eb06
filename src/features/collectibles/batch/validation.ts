/**
 * Every row of a CSV batch checked before anything is signed: first on its own and against the other
 * rows (account-name rule, amounts, URI, memo, duplicates), then on the chain (unknown or frozen
 * recipients; for transfers, that the current account holds the collectible, enough copies, not frozen).
 * Invalid rows carry their reasons and are removed by the user before the batch can go on.
 */
import type { BusinessType } from '@/api/primitives'
import {
  amountRule,
  isU64,
  memoRule,
  numberRule,
  recipientRule,
  uriRule,
  type RuleProblem,
} from '@/api/operation-rules'
import type { BatchRow } from './batch-rows'

/**
 * Why a row is refused; the UI words it (`collectibleRules` for the field rules the dialogs share,
 * `csvBatch.rowProblems` for the rest). `params` fill the message.
 */
export type RowProblem =
  | Exclude<RuleProblem, { key: 'required' }>
  | { key: 'required'; column: string }
  | { key: 'duplicate'; line: number }
  | { key: 'malformed' }
  | { key: 'recipientUnknown' }
  | { key: 'recipientUnregistered' }
  | { key: 'recipientFrozen' }
  | { key: 'nftNotFound' }
  | { key: 'wrongBusinessType' }
  | { key: 'notHeld' }
  | { key: 'amountAboveHolding'; held: string }
  | { key: 'nftFrozen' }
  | { key: 'chainCheckFailed' }

export interface ValidatedRow {
  row: BatchRow
  /** Empty when the row may be sent. */
  problems: RowProblem[]
}

export interface ValidationContext {
  businessType: BusinessType
  /** The signing account: a transfer's sender, never its recipient. */
  account: string
  /** Lines papaparse could not read. */
  malformedLines?: readonly number[]
}

/** A column's problem by the action's shared rule; an empty cell names its column. */
function ruled(column: string, problem: RuleProblem | null): RowProblem[] {
  if (problem === null) return []
  return [problem.key === 'required' ? { key: 'required', column } : problem]
}

/** The key two rows must not share: a mint's URI, a transfer's collectible number. */
export function duplicateKey(row: BatchRow): string {
  return row.kind === 'mint' ? row.uri : row.number.replace(/^0+(?=\d)/, '')
}

/** The checks that need no chain: each row alone, then duplicates against earlier rows. */
export function validateRowsLocally(rows: readonly BatchRow[], context: ValidationContext): ValidatedRow[] {
  const malformed = new Set(context.malformedLines ?? [])
  const firstLineOf = new Map<string, number>()
  return rows.map((row) => {
    const problems: RowProblem[] = []
    if (malformed.has(row.line)) problems.push({ key: 'malformed' })
    const self = row.kind === 'transfer' ? context.account : null
    problems.push(
      ...ruled('to', recipientRule(row.to, self)),
      ...ruled('amount', amountRule(row.amount, context.businessType)),
    )
    if (row.kind === 'mint') problems.push(...ruled('uri', uriRule(row.uri)), ...ruled('memo', memoRule(row.memo)))
    else problems.push(...ruled('number', numberRule(row.number)))
    const key = duplicateKey(row)
    if (key !== '') {
      const first = firstLineOf.get(key)
      if (first === undefined) firstLineOf.set(key, row.line)
      else problems.push({ key: 'duplicate', line: first })
    }
    return { row, problems }
  })
}

/** A recipient as the chain sees it: `unknown` (no such chain account), not registered on the contract, frozen, or able to receive. */
export type RecipientStatus = 'unknown' | 'unregistered' | 'frozen' | 'active'

/** What the current account holds of one collectible. */
export type Holding =
  { status: 'notFound' } | { status: 'found'; businessType: BusinessType; frozen: boolean; held: string }

/** The chain reads validation needs (live: get_account and the contract's tables; stories and tests: fakes). */
export interface ChainLookups {
  recipient: (account: string) => Promise<RecipientStatus>
  holding: (input: { number: string; owner: string; businessType: BusinessType }) => Promise<Holding>
}

/** At most this many chain reads at once: the node is shared, and 1,000 rows name few distinct accounts. */
const LOOKUP_CONCURRENCY = 4

/** Each distinct key looked up once, a few at a time; a failed read is an answer too (`null`). */
async function lookUpAll<T>(
  keys: readonly string[],
  look: (key: string) => Promise<T>,
): Promise<Map<string, T | null>> {
  const answers = new Map<string, T | null>()
  const queue = [...new Set(keys)]
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      answers.set(key, await look(key).catch(() => null))
    }
  }
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, queue.length) }, worker))
  return answers
}

const recipientProblem: Record<Exclude<RecipientStatus, 'active'>, RowProblem> = {
  unknown: { key: 'recipientUnknown' },
  unregistered: { key: 'recipientUnregistered' },
  frozen: { key: 'recipientFrozen' },
}

function holdingProblems(holding: Holding | null, amount: string, businessType: BusinessType): RowProblem[] {
  if (holding === null) return [{ key: 'chainCheckFailed' }]
  if (holding.status === 'notFound') return [{ key: 'nftNotFound' }]
  if (holding.businessType !== businessType) return [{ key: 'wrongBusinessType' }]
  const problems: RowProblem[] = []
  if (BigInt(holding.held) === 0n) problems.push({ key: 'notHeld' })
  else if (isU64(amount) && BigInt(amount) > BigInt(holding.held))
    problems.push({ key: 'amountAboveHolding', held: holding.held })
  if (holding.frozen) problems.push({ key: 'nftFrozen' })
  return problems
}

/**
 * The chain's part, for rows whose fields are well formed: every distinct recipient (and, for transfers,
 * collectible) read once. A read that fails marks its rows `chainCheckFailed` rather than passing them.
 */
export async function validateRowsOnChain(
  validated: readonly ValidatedRow[],
  context: ValidationContext,
  lookups: ChainLookups,
): Promise<ValidatedRow[]> {
  const wellFormedTo = (entry: ValidatedRow) =>
    !entry.problems.some(
      (problem) => problem.key === 'accountName' || (problem.key === 'required' && problem.column === 'to'),
    )
  const recipients = await lookUpAll(
    validated.filter(wellFormedTo).map((entry) => entry.row.to),
    (account) => lookups.recipient(account),
  )
  const numbers = validated.flatMap((entry) =>
    entry.row.kind === 'transfer' &&
    !entry.problems.some((problem) => problem.key === 'number' || problem.key === 'required')
      ? [entry.row.number]
      : [],
  )
  const holdings = await lookUpAll(numbers, (number) =>
    lookups.holding({ number, owner: context.account, businessType: context.businessType }),
  )
  return validated.map((entry) => {
    const problems = [...entry.problems]
    if (wellFormedTo(entry)) {
      const status = recipients.get(entry.row.to)
      if (status === null || status === undefined) problems.push({ key: 'chainCheckFailed' })
      else if (status !== 'active') problems.push(recipientProblem[status])
    }
    if (entry.row.kind === 'transfer' && holdings.has(entry.row.number))
      problems.push(...holdingProblems(holdings.get(entry.row.number) ?? null, entry.row.amount, context.businessType))
    // One chain failure is enough to say once.
    return { row: entry.row, problems: dedupeChainFailure(problems) }
  })
}

function dedupeChainFailure(problems: RowProblem[]): RowProblem[] {
  const first = problems.findIndex((problem) => problem.key === 'chainCheckFailed')
  return first < 0
    ? problems
    : problems.filter((problem, index) => problem.key !== 'chainCheckFailed' || index === first)
}

/** Local checks, then the chain's. */
export async function validateRows(
  rows: readonly BatchRow[],
  context: ValidationContext,
  lookups: ChainLookups,
): Promise<ValidatedRow[]> {
  return validateRowsOnChain(validateRowsLocally(rows, context), context, lookups)
}
