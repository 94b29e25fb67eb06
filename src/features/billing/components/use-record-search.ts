import { useState } from 'react'
import { noFilters, type RecordFilterValues } from './RecordFilters'
import { firstPage, type PageState } from './RecordList'

/** A record list's filters and page: a new search starts again from the first page. */
export function useRecordSearch() {
  const [filters, setFilters] = useState<RecordFilterValues>(noFilters)
  const [page, setPage] = useState<PageState>(firstPage)
  const search = (next: RecordFilterValues) => {
    setFilters(next)
    setPage((old) => ({ ...old, current: 1 }))
  }
  return { filters, page, setPage, search }
}
