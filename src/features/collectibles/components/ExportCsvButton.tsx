import { lazy, Suspense, useRef, useState } from 'react'
import type { ManagedCollectible, ManagedListRequest } from '@/api/nft'
import { BusinessType } from '@/api/primitives'
import { Button, message, Stack } from '@/design-system'
import type { CsvColumn, ExportProgress } from '@/lib/csv'
import { useI18n, type Messages } from '../messages'
import { fetchCollectibleList } from '../api/collectible-reads'
import type { CollectiblesSide } from '../operations'

/**
 * Rows per request: 100 requests for 100,000 rows, and each page small enough to read and turn into CSV
 * without a long task (the list itself offers 10,000-row pages).
 */
const EXPORT_PAGE_SIZE = 1000
/** A failed page is asked this many times before the export stops (no row is ever skipped). */
const EXPORT_ATTEMPTS = 3

// The bar shows only while an export runs: it loads then, not with the list (1.7 KiB gzip with Radix's Progress).
const ProgressBar = lazy(() =>
  import('@/design-system/components/ProgressBar').then(({ ProgressBar }) => ({ default: ProgressBar })),
)

export function exportColumns(messages: Messages, side: CollectiblesSide): CsvColumn<ManagedCollectible>[] {
  const t = messages.collectibles
  return [
    { header: t.nftId, value: (row) => row.nft_id },
    { header: t.owner, value: (row) => row.owner },
    ...(side === 'operator' ? [{ header: t.platform, value: (row: ManagedCollectible) => row.platform }] : []),
    { header: t.businessType, value: (row) => messages.businessType[row.business_type] },
    { header: t.supply, value: (row) => row.supply },
    { header: t.amount, value: (row) => row.amount },
    { header: t.state, value: (row) => (row.state === 2 ? t.frozen : t.enabled) },
    { header: t.nftUri, value: (row) => row.nft_uri },
    { header: t.description, value: (row) => row.nft_memo },
    { header: t.approved, value: (row) => row.approved },
    { header: t.createTime, value: (row) => row.create_time },
    { header: t.mintTx, value: (row) => row.tx_hash },
  ]
}

export interface ExportCsvButtonProps {
  businessType: BusinessType
  side: CollectiblesSide
  /** The list's filters and order, without paging: every page of it is exported. */
  request: Omit<ManagedListRequest, 'current' | 'size'>
  /** Rows the filtered list has (nothing to export at 0). */
  total: number
  /** `total` is a lower bound: more rows match than the server counted. */
  totalCapped?: boolean
}

/**
 * Exports the whole filtered list, not just the page in view: every page asked in turn and added to the file as it
 * arrives (the page stays usable; only one page of rows is held as objects), with progress, a cancel button and
 * retries of a failed page, then offered as a CSV download.
 */
export function ExportCsvButton({ businessType, side, request, total, totalCapped = false }: ExportCsvButtonProps) {
  const { messages } = useI18n()
  const t = messages.collectibles
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const running = useRef<AbortController | null>(null)

  async function run() {
    const controller = new AbortController()
    running.current = controller
    setProgress({ done: 0, total, capped: totalCapped })
    try {
      // The CSV library loads on the first export, not with the list.
      // Its own module: re-exported by the package index, it split every route's shared chunks anew (+3.5 KiB each).
      const [{ downloadFile }, { exportCsvFile, ExportPageFailed }] = await Promise.all([
        import('@/lib/csv'),
        import('@/lib/csv/export-file'),
      ])
      try {
        const { file, rows } = await exportCsvFile({
          columns: exportColumns(messages, side),
          pageSize: EXPORT_PAGE_SIZE,
          attempts: EXPORT_ATTEMPTS,
          signal: controller.signal,
          fetchPage: (current, size) => fetchCollectibleList(businessType, { ...request, current, size }),
          onProgress: setProgress,
        })
        const kind = businessType === BusinessType.SingleCopy ? '721' : '1155'
        const day = new Date().toISOString().slice(0, 10)
        downloadFile(file, `${t.fileName}-${kind}-${day}.csv`)
        message.success(t.exportDone.replace('{count}', String(rows)))
      } catch (failure) {
        if (controller.signal.aborted) message.info(t.exportCancelled)
        else if (failure instanceof ExportPageFailed)
          message.error(
            t.exportPageFailed
              .replace('{page}', String(failure.page))
              .replace('{attempts}', String(EXPORT_ATTEMPTS))
              .replace('{done}', String(failure.done)),
          )
        else message.error(t.exportFailed)
      }
    } catch {
      // The CSV module could not load (offline after a deploy).
      message.error(t.exportFailed)
    } finally {
      running.current = null
      setProgress(null)
    }
  }

  if (progress !== null) {
    return (
      <Stack gap={2}>
        <Stack direction="horizontal" gap={3} align="center" justify="between">
          <span aria-live="polite">
            {t.exporting
              .replace('{done}', String(progress.done))
              .replace('{total}', `${progress.total}${progress.capped === true ? '+' : ''}`)}
          </span>
          <Button size="sm" onClick={() => running.current?.abort()}>
            {t.cancelExport}
          </Button>
        </Stack>
        <Suspense fallback={null}>
          <ProgressBar value={progress.done} max={Math.max(progress.total, 1)} label={t.exportProgress} showValue />
        </Suspense>
      </Stack>
    )
  }
  return (
    <Button onClick={() => void run()} disabled={total === 0}>
      {t.exportCsv}
    </Button>
  )
}
