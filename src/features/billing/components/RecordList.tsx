import type { UseQueryResult } from '@tanstack/react-query'
import { Alert, Button, Pagination, Stack, Table, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import type { CsvColumn, PageOfRows } from '@/lib/csv'
import { ExportCsvButton } from './ExportCsvButton'

/** Spec §9: page 1, size 10. */
export const PAGE_SIZES = [10, 20, 50, 100] as const
export interface PageState {
  current: number
  size: number
}
export const firstPage: PageState = { current: 1, size: 10 }

export interface RecordListProps<Row> {
  caption: string
  columns: readonly TableColumn<Row>[]
  rowKey: (row: Row) => string
  result: UseQueryResult<PageOfRows<Row>>
  page: PageState
  onPageChange: (page: PageState) => void
  /** The CSV export of every page under the current filters. */
  csv: {
    columns: readonly CsvColumn<Row>[]
    fileName: string
    fetchPage: (page: number, size: number) => Promise<PageOfRows<Row>>
  }
}

/** A paged records table with its loading, empty and failed states and the CSV export of all pages. */
export function RecordList<Row>({ caption, columns, rowKey, result, page, onPageChange, csv }: RecordListProps<Row>) {
  const { messages } = useI18n()
  const t = messages.billing
  if (result.isError && !result.data)
    return (
      <Alert
        type="error"
        role="alert"
        title={t.loadFailed}
        description={result.error.message}
        action={
          <Button size="sm" onClick={() => void result.refetch()}>
            {t.retry}
          </Button>
        }
      />
    )
  const data = result.data
  return (
    <Stack gap={4}>
      <Stack direction="horizontal" justify="end">
        <ExportCsvButton {...csv} disabled={!data || data.total === 0} />
      </Stack>
      <Table
        caption={caption}
        columns={columns}
        data={data?.list ?? []}
        rowKey={rowKey}
        loading={result.isPending || result.isFetching}
      />
      <Stack direction="horizontal" justify="end">
        <Pagination
          total={data?.total ?? 0}
          current={page.current}
          pageSize={page.size}
          pageSizeOptions={PAGE_SIZES}
          showTotal
          showSizeChanger
          showQuickJumper
          disabled={result.isFetching}
          onChange={(current, size) => onPageChange({ current, size })}
        />
      </Stack>
    </Stack>
  )
}
