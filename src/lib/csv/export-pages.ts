import { toCsv, type CsvColumn } from './csv'

export interface PageOfRows<Row> {
  list: readonly Row[]
  total: number
  /** More rows match than were counted: `total` is a lower bound (the export reads on until a short page). */
  total_capped?: boolean
}

export interface ExportProgress {
  done: number
  total: number
  /** `total` is a lower bound. */
  capped?: boolean
}

export interface ExportAllPagesOptions<Row> {
  columns: readonly CsvColumn<Row>[]
  /** Fetches one page (1-based) of the filtered list, as the list's own call does. */
  fetchPage: (page: number, pageSize: number) => Promise<PageOfRows<Row>>
  /** Rows per request: large pages keep the request count low for 100,000-row exports. */
  pageSize?: number
  onProgress?: (progress: ExportProgress) => void
  signal?: AbortSignal
}

/**
 * Every page of a filtered list as CSV chunks (the header first), fetched one page at a time so a
 * 100,000-row export never holds more than one page of rows and yields to the page between requests.
 * Pass the chunks to `csvFile`.
 */
export async function exportAllPages<Row>(options: ExportAllPagesOptions<Row>): Promise<string[]> {
  const { columns, fetchPage, pageSize = 500, onProgress, signal } = options
  const chunks = [toCsv(columns, [])]
  let total = Infinity
  let done = 0
  for (let page = 1; done < total; page += 1) {
    signal?.throwIfAborted()
    const result = await fetchPage(page, pageSize)
    total = result.total
    if (result.list.length === 0) break
    chunks.push(toCsv(columns, result.list, false))
    done += result.list.length
    onProgress?.({ done: Math.min(done, total), total })
  }
  return chunks
}
