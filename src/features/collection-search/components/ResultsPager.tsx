import { Pagination, Stack } from '@/design-system'
import { PAGE_SIZES } from '../search-params'

export interface ResultsPagerProps {
  total: number
  current: number
  size: number
  loading: boolean
  onPageChange: (current: number, size: number) => void
}

/** The pagination under a search table: sizes, total and quick jump, idle while a page loads. */
export function ResultsPager({ total, current, size, loading, onPageChange }: ResultsPagerProps) {
  return (
    <Stack direction="horizontal" justify="end">
      <Pagination
        total={total}
        current={current}
        pageSize={size}
        pageSizeOptions={PAGE_SIZES}
        showTotal
        showSizeChanger
        showQuickJumper
        disabled={loading}
        onChange={onPageChange}
      />
    </Stack>
  )
}
