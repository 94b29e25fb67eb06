export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end'

/** How many pages there are: at least 1, so an empty list still shows page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
}

/** Keeps a page number inside 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount))
}

/**
 * The page buttons to show: first, last, and `siblings` pages on each side of the current one, with an
 * ellipsis for each longer gap. A gap of a single page shows that page instead: an ellipsis would hide nothing.
 * The list always has the same length once there are enough pages, so buttons do not jump while paging.
 */
export function paginationItems(current: number, pageCount: number, siblings = 2): PaginationItem[] {
  const slots = siblings * 2 + 5
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const page = clampPage(current, pageCount)
  // The window around the current page, shifted so it never overlaps first/last and their ellipses.
  const windowSize = siblings * 2 + 1
  const start = Math.min(Math.max(page - siblings, 3), pageCount - 2 - windowSize + 1)
  const end = start + windowSize - 1
  const items: PaginationItem[] = [1]
  items.push(start === 3 ? 2 : 'ellipsis-start')
  for (let number = start; number <= end; number += 1) items.push(number)
  items.push(end === pageCount - 2 ? pageCount - 1 : 'ellipsis-end')
  items.push(pageCount)
  return items
}
