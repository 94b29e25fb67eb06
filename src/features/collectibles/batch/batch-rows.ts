/**
 * The rows of a CSV batch (issue 12 item 4) and the file layouts: the columns a template carries, reading
 * an uploaded file into rows, and the results file. Mint rows: to, uri, amount, memo. Transfer rows:
 * number, to, amount (the collectible's number is its chain id).
 */
import { parseCsv } from '@/lib/csv'

export type BatchKind = 'mint' | 'transfer'

export interface MintRow {
  kind: 'mint'
  /** The row's line in the uploaded file (1 is the header): how messages and results name it. */
  line: number
  to: string
  uri: string
  amount: string
  memo: string
}

export interface TransferRow {
  kind: 'transfer'
  line: number
  /** The collectible's number (its chain id, a u64 as decimal text). */
  number: string
  to: string
  amount: string
}

export type BatchRow = MintRow | TransferRow

/** The columns of each kind's file, in template order. Headers are matched without regard to case. */
export const batchColumns = {
  mint: ['to', 'uri', 'amount', 'memo'],
  transfer: ['number', 'to', 'amount'],
} as const satisfies Record<BatchKind, readonly string[]>

/** Columns a file may leave out (an absent memo is an empty one). */
const optionalColumns: ReadonlySet<string> = new Set(['memo'])

/** More rows than this are refused: a batch is reviewed by eye before signing. */
export const MAX_BATCH_ROWS = 1000

/** Why a file as a whole cannot be read; the UI words it (`csvBatch.fileProblems`). */
export type FileProblem =
  | { key: 'missingColumns'; columns: string[] }
  | { key: 'noRows' }
  | { key: 'tooManyRows'; max: number }
  | { key: 'unreadable' }

export type ReadBatchFileResult =
  { status: 'ok'; rows: BatchRow[]; malformedLines: number[] } | { status: 'invalid'; problem: FileProblem }

/** Reads an uploaded file's text into rows of `kind`; malformed lines (e.g. an unclosed quote) are listed. */
export function readBatchFile(kind: BatchKind, text: string): ReadBatchFileResult {
  let parsed: ReturnType<typeof parseCsv>
  try {
    parsed = parseCsv(text)
  } catch {
    return { status: 'invalid', problem: { key: 'unreadable' } }
  }
  const headerOf = new Map(parsed.headers.map((header) => [header.toLowerCase(), header]))
  const missing = batchColumns[kind].filter((column) => !headerOf.has(column) && !optionalColumns.has(column))
  if (missing.length > 0) return { status: 'invalid', problem: { key: 'missingColumns', columns: missing } }
  if (parsed.rows.length === 0) return { status: 'invalid', problem: { key: 'noRows' } }
  if (parsed.rows.length > MAX_BATCH_ROWS)
    return { status: 'invalid', problem: { key: 'tooManyRows', max: MAX_BATCH_ROWS } }
  const cell = (values: Record<string, string>, column: string): string => {
    const header = headerOf.get(column)
    return header === undefined ? '' : (values[header] ?? '')
  }
  const rows: BatchRow[] = parsed.rows.map(({ line, values }) =>
    kind === 'mint'
      ? {
          kind,
          line,
          to: cell(values, 'to'),
          uri: cell(values, 'uri'),
          amount: cell(values, 'amount'),
          memo: cell(values, 'memo'),
        }
      : { kind, line, number: cell(values, 'number'), to: cell(values, 'to'), amount: cell(values, 'amount') },
  )
  return { status: 'ok', rows, malformedLines: [...new Set(parsed.errors.map((error) => error.line))] }
}
