import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import { Button, message } from '@/design-system'
import type { CsvColumn, PageOfRows } from '@/lib/csv'
import { useI18n } from '../messages'

/** The API's largest page (`pageRequest.size` is at most 100). */
const EXPORT_PAGE_SIZE = 100

export interface ExportCsvButtonProps<Row> {
  columns: readonly CsvColumn<Row>[]
  fileName: string
  fetchPage: (page: number, size: number) => Promise<PageOfRows<Row>>
  disabled?: boolean
}

/** Exports every page of the filtered list as CSV, one page at a time, showing how far it got. */
export function ExportCsvButton<Row>({ columns, fileName, fetchPage, disabled }: ExportCsvButtonProps<Row>) {
  const { messages } = useI18n()
  const t = messages.billing
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)

  const run = async () => {
    setProgress({ done: 0, total: 0 })
    try {
      let exported = 0
      // The CSV writer (papaparse) loads with the first export, not with the list.
      const { csvFile, downloadFile, exportAllPages } = await import('@/lib/csv')
      const chunks = await exportAllPages({
        columns,
        fetchPage,
        pageSize: EXPORT_PAGE_SIZE,
        onProgress: (next) => {
          exported = next.done
          setProgress(next)
        },
      })
      downloadFile(csvFile(chunks), fileName)
      message.success(fillTemplate(t.exported, { count: exported }))
    } catch {
      message.error(t.exportFailed)
    } finally {
      setProgress(null)
    }
  }

  return (
    <Button disabled={disabled || progress !== null} loading={progress !== null} onClick={() => void run()}>
      {progress ? fillTemplate(t.exporting, progress) : t.exportCsv}
    </Button>
  )
}
