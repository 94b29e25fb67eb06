/**
 * CSV in and out for every list's export and every batch upload, on papaparse (quoting, BOM, line
 * endings and malformed input are its job, not ours).
 */
import Papa from 'papaparse'

/** One column of an exported CSV: its header in the UI's language and how a row fills it. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | null | undefined
}

/**
 * Cells that start with = + - @ (or a tab/CR) would run as formulas when the file is opened in a spreadsheet;
 * prefixing them with an apostrophe keeps them text. Collectible URIs and memos come from users.
 */
function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

function cells<Row>(columns: readonly CsvColumn<Row>[], row: Row): string[] {
  return columns.map((column) => neutraliseFormula(String(column.value(row) ?? '')))
}

/** The header line plus the rows, CRLF-separated, without a BOM (see `csvFile`). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>, withHeader = true): string {
  const data = Array.from(rows, (row) => cells(columns, row))
  if (withHeader) data.unshift(columns.map((column) => column.header))
  return Papa.unparse(data, { newline: '\r\n' })
}

/** A UTF-8 BOM makes spreadsheet programs read the Chinese text as UTF-8. */
export const csvBom = '\uFEFF'

/** A downloadable CSV file from its parts (each a chunk of lines, e.g. one page of a list). */
export function csvFile(parts: readonly string[]): Blob {
  return new Blob([csvBom, parts.join('\r\n')], { type: 'text/csv;charset=utf-8' })
}

/** Offers a file to the user under `fileName` (the browser's download). */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export interface ParsedCsv {
  /** The header row as written (trimmed). */
  headers: string[]
  /** Each data row keyed by header; `line` is the 1-based line number in the file (for messages). */
  rows: { line: number; values: Record<string, string> }[]
  /** Lines papaparse could not read (e.g. an unclosed quote). */
  errors: { line: number; message: string }[]
}

/** Reads a CSV text with a header row; blank lines are skipped, and line numbers are the file's own. */
export function parseCsv(text: string): ParsedCsv {
  // Files mixing CRLF and LF lines confuse the newline detection.
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const result = Papa.parse<Record<string, string>>(normalised, {
    header: true,
    newline: '\n',
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  })
  const blank = (values: Record<string, string>) => Object.values(values).every((value) => value === '')
  const blankRows = new Set(result.data.flatMap((values, index) => (blank(values) ? [index] : [])))
  return {
    headers: result.meta.fields ?? [],
    // Line 1 is the header; a row's index is its line - 2 (quoted line breaks aside).
    rows: result.data.flatMap((values, index) => (blankRows.has(index) ? [] : [{ line: index + 2, values }])),
    errors: result.errors
      .filter((error) => error.row === undefined || !blankRows.has(error.row))
      .map((error) => ({ line: (error.row ?? 0) + 2, message: error.message })),
  }
}
