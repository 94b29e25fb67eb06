import { describe, expect, it } from 'vitest'
import { parseCsv, type CsvColumn } from './csv'
import { exportCsvFile, ExportPageFailed } from './export-file'

interface Item {
  id: number
}

const columns: CsvColumn<Item>[] = [{ header: '编号', value: (row) => row.id }]

/** A list of `total` items served `size` at a time; `failures` says how often each page fails first. */
function listOf(total: number, failures: Record<number, number> = {}) {
  const asked: number[] = []
  const fetchPage = async (page: number, size: number) => {
    asked.push(page)
    const left = failures[page] ?? 0
    if (left > 0) {
      failures[page] = left - 1
      throw new Error(`page ${page} unavailable`)
    }
    const start = (page - 1) * size
    const list = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, index) => ({
      id: start + index + 1,
    }))
    return { list, total }
  }
  return { fetchPage, asked }
}

/** The file's text with its byte-order mark kept (`Blob.text()` drops it). */
async function textOf(file: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer())
}

async function idsIn(file: Blob): Promise<string[]> {
  const text = await textOf(file)
  expect(text.startsWith('\uFEFF')).toBe(true)
  const parsed = parseCsv(text)
  expect(parsed.headers).toEqual(['编号'])
  return parsed.rows.map((row) => row.values['编号'] ?? '')
}

describe('exportCsvFile', () => {
  it('builds one file of every page, in order, reporting progress per page', async () => {
    const { fetchPage } = listOf(2_500)
    const progress: string[] = []
    const { file, rows } = await exportCsvFile({
      columns,
      fetchPage,
      pageSize: 1_000,
      onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
    })
    expect(rows).toBe(2_500)
    expect(progress).toEqual(['1000/2500', '2000/2500', '2500/2500'])
    const ids = await idsIn(file)
    expect(ids).toHaveLength(2_500)
    expect(ids[0]).toBe('1')
    expect(ids.at(-1)).toBe('2500')
  })

  it('asks a failed page again and loses no row', async () => {
    const { fetchPage, asked } = listOf(3_000, { 2: 2 })
    const { file } = await exportCsvFile({ columns, fetchPage, pageSize: 1_000, attempts: 3, retryDelay: 1 })
    expect(asked).toEqual([1, 2, 2, 2, 3])
    const ids = await idsIn(file)
    expect(new Set(ids).size).toBe(3_000)
  })

  it('stops at a page that fails every attempt, naming it and the rows read before it', async () => {
    const { fetchPage } = listOf(3_000, { 3: 5 })
    const failure = await exportCsvFile({ columns, fetchPage, pageSize: 1_000, attempts: 2, retryDelay: 1 }).catch(
      (caught: unknown) => caught,
    )
    expect(failure).toBeInstanceOf(ExportPageFailed)
    expect(failure).toMatchObject({ page: 3, done: 2_000 })
  })

  it('stops when cancelled, also while waiting to ask a failed page again', async () => {
    const controller = new AbortController()
    const { fetchPage } = listOf(3_000, { 2: 1 })
    const exported = exportCsvFile({
      columns,
      pageSize: 1_000,
      retryDelay: 60_000,
      signal: controller.signal,
      fetchPage: (page, size) => {
        // Cancelled while the failed page 2 waits a minute to be asked again.
        if (page === 2) setTimeout(() => controller.abort(), 0)
        return fetchPage(page, size)
      },
    })
    await expect(exported).rejects.toThrow()
    expect(controller.signal.aborted).toBe(true)
  })

  it('reads on past a lower-bound total until a short page', async () => {
    const { fetchPage } = listOf(3_500)
    const progress: string[] = []
    const { rows } = await exportCsvFile({
      columns,
      pageSize: 1_000,
      // The server counted only 2,000 rows ahead of each page.
      fetchPage: async (page, size) => {
        const answer = await fetchPage(page, size)
        const counted = Math.min(answer.total, page * size + 1_000)
        return { ...answer, total: counted, total_capped: counted < answer.total }
      },
      onProgress: ({ done, total, capped }) => progress.push(`${done}/${total}${capped ? '+' : ''}`),
    })
    expect(rows).toBe(3_500)
    expect(progress).toEqual(['1000/2000+', '2000/3000+', '3000/3500', '3500/3500'])
  })

  it('makes a file with the header only for an empty list', async () => {
    const { fetchPage } = listOf(0)
    const { file, rows } = await exportCsvFile({ columns, fetchPage })
    expect(rows).toBe(0)
    expect(await textOf(file)).toBe('\uFEFF编号')
  })
})
