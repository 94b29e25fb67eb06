import { csvBom, toCsv } from './csv'
import type { ExportAllPagesOptions } from './export-pages'

export interface ExportCsvFileOptions<Row> extends ExportAllPagesOptions<Row> {
  /** Times a page is asked before the export gives up: a failed page is asked again, never skipped. */
  attempts?: number
  /** Milliseconds to wait before asking a failed page again (the nth retry waits n times as long). */
  retryDelay?: number
}

/** A page that failed every attempt: the export stops there and offers no partial file. */
export class ExportPageFailed extends Error {
  constructor(
    /** The 1-based page that failed. */
    readonly page: number,
    /** Rows exported before it. */
    readonly done: number,
    options?: ErrorOptions,
  ) {
    super(`page ${page} of the export failed`, options)
    this.name = 'ExportPageFailed'
  }
}

/** Lets the page handle input and paint before the next piece of work. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function pause(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'))
      },
      { once: true },
    )
  })
}

/**
 * Every page of a filtered list as one CSV file, built as the pages arrive: each page's lines become a part of
 * the file at once (no page is kept as text, and nothing is joined at the end), so a 100,000-row export never
 * runs one long task on the page. A failed page is asked again (`attempts`), then the export stops with
 * `ExportPageFailed` rather than leave rows out.
 */
export async function exportCsvFile<Row>(options: ExportCsvFileOptions<Row>): Promise<{ file: Blob; rows: number }> {
  const { columns, fetchPage, pageSize = 500, onProgress, signal, attempts = 3, retryDelay = 1000 } = options
  const parts: BlobPart[] = [csvBom, toCsv(columns, [])]
  let total = Infinity
  let capped = false
  let done = 0
  for (let page = 1; capped || done < total; page += 1) {
    let result: Awaited<ReturnType<typeof fetchPage>> | null = null
    for (let attempt = 1; result === null; attempt += 1) {
      signal?.throwIfAborted()
      try {
        result = await fetchPage(page, pageSize)
      } catch (failure) {
        signal?.throwIfAborted()
        if (attempt >= attempts) throw new ExportPageFailed(page, done, { cause: failure })
        await pause(retryDelay * attempt, signal)
      }
    }
    total = result.total
    capped = result.total_capped === true
    if (result.list.length === 0) break
    // Reading the answer and writing its lines are separate tasks, so neither holds the page for long.
    await yieldToPage()
    signal?.throwIfAborted()
    // One part per page: encoded now, while the next page is on its way.
    parts.push(new Blob(['\r\n', toCsv(columns, result.list, false)]))
    done += result.list.length
    onProgress?.(capped ? { done, total: Math.max(done, total), capped } : { done: Math.min(done, total), total })
    // A short page is the last (a lower-bound total says nothing about where the list ends).
    if (result.list.length < pageSize) break
  }
  return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: done }
}
