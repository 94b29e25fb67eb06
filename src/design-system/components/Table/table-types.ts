import type { ReactNode } from 'react'

export type RowKey = string | number
export type ColumnAlign = 'left' | 'center' | 'right'

export interface TableColumn<Row> {
  /** Identity of the column; without `render`, also the row field shown. */
  key: string
  /** Header text. */
  title: ReactNode
  /** The cell for a row; defaults to the row's `key` field as text. */
  render?: (row: Row, index: number) => ReactNode
  /**
   * The row's actions (操作): RowAction each, or a router link for one that opens another page, laid out by
   * RowActions. Used instead of `render`.
   */
  actions?: (row: Row) => ReactNode
  /** Column width: a number in px or any CSS length. */
  width?: number | string
  /** Horizontal alignment of header and cells; numbers read best right-aligned. */
  align?: ColumnAlign
}

export interface TableProps<Row> {
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[]
  /** The rows of the current page (or all rows with `virtual`). */
  data: readonly Row[]
  /** A row's stable identity: a field name or a function. */
  rowKey: Extract<keyof Row, string> | ((row: Row) => RowKey)
  /** Rows are loading: skeleton rows when there are none yet, a spinner over the old rows otherwise. Sets aria-busy. */
  loading?: boolean
  /** Message when there are no rows; defaults to the locale's "no data" (暂无数据). */
  emptyText?: ReactNode
  /** Keys of the selected rows (controlled). Selection checkboxes appear when `onSelectionChange` is given. */
  selectedRowKeys?: readonly RowKey[]
  /** Called with the new selected keys, and the selected rows found in `data`, after any checkbox change. */
  onSelectionChange?: (keys: RowKey[], rows: Row[]) => void
  /** Rows that may not be selected get a disabled checkbox (e.g. frozen collectibles). */
  isRowSelectable?: (row: Row) => boolean
  /** Keep the header in view while rows scroll inside `maxHeight`. Always on with `virtual`. */
  stickyHeader?: boolean
  /** Height limit of the scrolling body: a number in px or any CSS length. With `virtual`, defaults to 480 px. */
  maxHeight?: number | string
  /** Render only the rows in view, for thousands of rows; rows then have a fixed height. */
  virtual?: boolean
  /** Row height in px with `virtual`. */
  rowHeight?: number
  /** Number of skeleton rows while the first page loads. */
  skeletonRows?: number
  /** A caption naming the table; hidden from view, read by screen readers and names the scroll region. */
  caption?: string
  /** Accessible name of the scrolling region when there is no caption. */
  label?: string
  /** Class for layout by the parent. */
  className?: string
}
