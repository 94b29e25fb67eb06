/**
 * The files a user downloads: a template per kind (the columns the upload reads, with example rows) and
 * the results (the uploaded columns plus status, transaction id and error), so the results file of the
 * rows that failed can be uploaded again as it is.
 */
import { csvFile, toCsv, type CsvColumn } from '@/lib/csv'
import { batchColumns, type BatchKind, type BatchRow } from './batch-rows'
import type { RowResult } from './csv-batch.machine'

const templateRows: Record<BatchKind, string[][]> = {
  mint: [
    ['consumer1', 'ipfs://bafy.example/1.json', '1', ''],
    ['consumer1', 'ipfs://bafy.example/2.json', '1', ''],
  ],
  transfer: [['1001', 'consumer1', '1']],
}

export function templateFile(kind: BatchKind): Blob {
  const columns: CsvColumn<string[]>[] = batchColumns[kind].map((header, index) => ({
    header,
    value: (row) => row[index],
  }))
  return csvFile([toCsv(columns, templateRows[kind])])
}

export function templateFileName(kind: BatchKind): string {
  return `${kind}-batch-template.csv`
}

export interface ResultLine {
  row: BatchRow
  result: RowResult | undefined
  /** The failure or the row's problems, in the UI's language. */
  errorText: string
}

export function resultsCsv(kind: BatchKind, lines: readonly ResultLine[]): string {
  const cellOf = (row: BatchRow, column: string): string => {
    const record: Record<string, string> = { ...row, line: String(row.line) }
    return record[column] ?? ''
  }
  const columns: CsvColumn<ResultLine>[] = [
    { header: 'line', value: (line) => line.row.line },
    ...batchColumns[kind].map((header) => ({ header, value: (line: ResultLine) => cellOf(line.row, header) })),
    { header: 'status', value: (line) => line.result?.status ?? 'pending' },
    {
      header: 'transaction_id',
      value: (line) => (line.result?.status === 'succeeded' ? line.result.transactionId : ''),
    },
    { header: 'error', value: (line) => line.errorText },
  ]
  return toCsv(columns, lines)
}
