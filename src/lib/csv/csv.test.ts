import { describe, expect, it } from 'vitest'
import { csvFile, exportAllPages, parseCsv, toCsv, type CsvColumn } from '.'

interface Row {
  id: string
  memo: string
}
const columns: CsvColumn<Row>[] = [
  { header: '藏品编号', value: (row) => row.id },
  { header: '备注', value: (row) => row.memo },
]

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    const csv = toCsv(columns, [
      { id: '1', memo: 'a, "b"\nc' },
      { id: '2', memo: '=HYPERLINK("x")' },
    ])
    expect(csv.split('\r\n')[0]).toBe('藏品编号,备注')
    const parsed = parseCsv(csv)
    expect(parsed.rows.map((row) => row.values['备注'])).toEqual(['a, "b"\nc', `'=HYPERLINK("x")`])
  })

  it('reads a file with a BOM, blank lines and spaces, numbering lines from the header', () => {
    const parsed = parseCsv('\uFEFFto, uri ,amount\r\n\r\nalice, ipfs://a ,2\nbob,ipfs://b,1\n')
    expect(parsed.headers).toEqual(['to', 'uri', 'amount'])
    expect(parsed.rows).toEqual([
      { line: 3, values: { to: 'alice', uri: 'ipfs://a', amount: '2' } },
      { line: 4, values: { to: 'bob', uri: 'ipfs://b', amount: '1' } },
    ])
  })

  it('exports every page of a list with progress', async () => {
    const all = Array.from({ length: 1203 }, (_, index) => ({ id: String(index), memo: '' }))
    const progress: number[] = []
    const chunks = await exportAllPages({
      columns,
      pageSize: 500,
      fetchPage: async (page, size) => ({ list: all.slice((page - 1) * size, page * size), total: all.length }),
      onProgress: ({ done }) => progress.push(done),
    })
    expect(progress).toEqual([500, 1000, 1203])
    const text = await csvFile(chunks).text()
    expect(parseCsv(text).rows).toHaveLength(1203)
  })
})
