import { lazy, Suspense, useId, useRef, type CSSProperties, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { VisuallyHidden } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'
import { media } from '../../tokens'
import { Empty } from '../Empty'
import { Spinner } from '../Spinner'

export type RowKey = string | number
export type ColumnAlign = 'left' | 'center' | 'right'

export interface TableColumn<Row> {
  /** Identity of the column; without `render`, also the row field shown. */
  key: string
  /** Header text. */
  title: ReactNode
  /** The cell for a row; defaults to the row's `key` field as text. */
  render?: (row: Row, index: number) => ReactNode
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

const defaultVirtualHeight = 480
const virtualOverscan = 10

// The virtualizer loads with the first virtual table; until it arrives the first screen of rows shows.
const VirtualRows = lazy(() => import('./VirtualRows'))

const Wrapper = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`

// Positioned, so hidden text laid out far right in a cell is clipped here, not widening the page; on a
// phone the table scrolls sideways inside its card even with a sticky header.
const Scroll = styled.div<{ $scrolls: boolean; $sticky: boolean }>`
  position: relative;
  /* A sticky header needs the scroll box it sticks to; without a height limit only scroll sideways. */
  overflow-x: auto;
  overflow-y: ${({ $scrolls }) => ($scrolls ? 'auto' : 'visible')};
  border-radius: inherit;
  ${({ $sticky, $scrolls }) =>
    $sticky &&
    !$scrolls &&
    css`
      overflow: visible;
      @media ${media.phone} {
        overflow-x: auto;
      }
    `}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`

const StyledTable = styled.table<{ $fixed: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: ${({ $fixed }) => ($fixed ? 'fixed' : 'auto')};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
`

const HeaderCell = styled.th<{ $align: ColumnAlign; $sticky: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgSubtle};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      position: sticky;
      top: 0;
      z-index: ${theme.zIndex.sticky};
    `}
`

const BodyRow = styled.tr<{ $height: number | undefined }>`
  height: ${({ $height }) => ($height == null ? 'auto' : `${$height}px`)};
  &:hover > td {
    background: ${({ theme }) => theme.colors.bgSubtle};
  }
  &[data-selected] > td {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`

const Cell = styled.td<{ $align: ColumnAlign; $nowrap: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  ${({ $nowrap }) =>
    $nowrap &&
    css`
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    `}
`

const SelectionCell = styled.td`
  width: 48px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  vertical-align: middle;
`

const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 16px;
  height: 16px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`

const SkeletonBar = styled.span`
  display: block;
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surface};
  opacity: 0.7;
  color: ${({ theme }) => theme.colors.primary};
  z-index: ${({ theme }) => theme.zIndex.sticky + 1};
`

const Spacer = styled.tr`
  td {
    padding: 0;
    border: 0;
  }
`

function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value
}

function pixelsOf(value: number | string | undefined, fallback: number): number {
  if (typeof value === 'number') return value
  const parsed = value == null ? Number.NaN : Number.parseFloat(value)
  return Number.isFinite(parsed) && value?.trim().endsWith('px') ? parsed : fallback
}

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key]
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : null
}

/**
 * The data table: typed columns, loading (skeleton or spinner, aria-busy), empty state, row selection
 * for batch actions, sticky header, and `virtual` for thousands of rows (only visible rows in the DOM,
 * real <table> semantics kept with aria-rowcount/aria-rowindex).
 */
export function Table<Row>({
  columns,
  data,
  rowKey,
  loading = false,
  emptyText,
  selectedRowKeys = [],
  onSelectionChange,
  isRowSelectable,
  stickyHeader = false,
  maxHeight,
  virtual = false,
  rowHeight = 44,
  skeletonRows = 5,
  caption,
  label,
  className,
}: TableProps<Row>) {
  const strings = useDesignSystemStrings()
  const baseId = useId()
  const captionId = `${baseId}-caption`
  const selectRowLabelId = `${baseId}-select-row`
  const scrollRef = useRef<HTMLDivElement>(null)

  const selectable = onSelectionChange != null
  const sticky = stickyHeader || virtual
  const heightLimit = maxHeight ?? (virtual ? defaultVirtualHeight : undefined)
  const scrolls = heightLimit != null
  const columnCount = columns.length + (selectable ? 1 : 0)

  const keyOf = (row: Row): RowKey => {
    if (typeof rowKey === 'function') return rowKey(row)
    const value: unknown = row[rowKey]
    return typeof value === 'number' ? value : String(value)
  }
  const canSelect = (row: Row): boolean => isRowSelectable?.(row) ?? true

  const selectedSet = new Set(selectedRowKeys)
  const selectableRows = selectable ? data.filter(canSelect) : []
  const selectedOnPage = selectableRows.filter((row) => selectedSet.has(keyOf(row))).length
  const allSelected = selectableRows.length > 0 && selectedOnPage === selectableRows.length
  const someSelected = selectedOnPage > 0 && !allSelected

  function emitSelection(keys: Set<RowKey>) {
    onSelectionChange?.(
      [...keys],
      data.filter((row) => keys.has(keyOf(row))),
    )
  }

  function toggleAll() {
    const next = new Set(selectedSet)
    // Keys from other pages stay selected: select-all acts on the rows in view only.
    for (const row of selectableRows) {
      if (allSelected) next.delete(keyOf(row))
      else next.add(keyOf(row))
    }
    emitSelection(next)
  }

  function toggleRow(row: Row) {
    const next = new Set(selectedSet)
    const key = keyOf(row)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    emitSelection(next)
  }

  function renderRow(row: Row, index: number, style?: CSSProperties) {
    const key = keyOf(row)
    const selected = selectedSet.has(key)
    const firstCellId = `${baseId}-r${index}`
    return (
      <BodyRow
        key={key}
        aria-rowindex={virtual ? index + 2 : undefined}
        data-selected={selected || undefined}
        data-index={index}
        $height={virtual ? rowHeight : undefined}
        style={style}
      >
        {selectable && (
          <SelectionCell>
            <Checkbox
              checked={selected}
              disabled={!canSelect(row)}
              aria-labelledby={`${selectRowLabelId} ${firstCellId}`}
              onChange={() => toggleRow(row)}
            />
          </SelectionCell>
        )}
        {columns.map((column, columnIndex) => (
          <Cell
            key={column.key}
            id={columnIndex === 0 ? firstCellId : undefined}
            $align={column.align ?? 'left'}
            $nowrap={virtual}
          >
            {column.render ? column.render(row, index) : defaultCell(row, column.key)}
          </Cell>
        ))}
      </BodyRow>
    )
  }

  function renderBody(): ReactNode {
    if (data.length === 0 && loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <BodyRow key={`skeleton-${index}`} aria-hidden="true" data-skeleton-row="" $height={undefined}>
          {Array.from({ length: columnCount }, (_, cell) => (
            <Cell key={cell} $align="left" $nowrap={false}>
              <SkeletonBar style={{ width: `${60 + ((index + cell) % 3) * 15}%` }} />
            </Cell>
          ))}
        </BodyRow>
      ))
    }
    if (data.length === 0) {
      return (
        <tr>
          <td colSpan={columnCount}>
            <Empty compact description={emptyText} />
          </td>
        </tr>
      )
    }
    if (!virtual) return data.map((row, index) => renderRow(row, index))
    const initialHeight = pixelsOf(heightLimit, defaultVirtualHeight)
    const spacer = (position: 'top' | 'bottom', height: number) => (
      <Spacer key={`spacer-${position}`} aria-hidden="true">
        <td colSpan={columnCount} style={{ height }} />
      </Spacer>
    )
    // Until the virtualizer arrives: the first screen of rows, and the rest's height so the scroll box
    // is already its full size (a scroll made meanwhile is kept).
    const firstScreen = data.slice(0, Math.ceil(initialHeight / rowHeight) + virtualOverscan)
    const waiting = (
      <>
        {firstScreen.map((row, index) => renderRow(row, index))}
        {data.length > firstScreen.length && spacer('bottom', (data.length - firstScreen.length) * rowHeight)}
      </>
    )
    return (
      <Suspense fallback={waiting}>
        <VirtualRows
          count={data.length}
          scrollRef={scrollRef}
          rowHeight={rowHeight}
          initialHeight={initialHeight}
          overscan={virtualOverscan}
          renderRow={(index) => {
            const row = data[index]
            return row === undefined ? null : renderRow(row, index)
          }}
          renderSpacer={spacer}
        />
      </Suspense>
    )
  }

  const named = caption != null || label != null
  return (
    <Wrapper className={className} data-loading={loading || undefined}>
      {selectable && (
        <span id={selectRowLabelId} hidden>
          {strings.selectRow}
        </span>
      )}
      <Scroll
        ref={scrollRef}
        $scrolls={scrolls}
        $sticky={sticky}
        style={scrolls ? { maxHeight: cssLength(heightLimit) } : undefined}
        // A scroll box must be reachable by keyboard to be scrolled by it; it is then a named region.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls && named ? 'region' : undefined}
        aria-labelledby={scrolls && caption != null ? captionId : undefined}
        aria-label={scrolls && caption == null ? label : undefined}
      >
        <StyledTable
          $fixed={virtual}
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? data.length + 1 : undefined}
        >
          {caption != null && (
            <VisuallyHidden.Root asChild>
              <caption id={captionId}>{caption}</caption>
            </VisuallyHidden.Root>
          )}
          <thead>
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {selectable && (
                <HeaderCell scope="col" $align="center" $sticky={sticky} style={{ width: 48 }}>
                  <Checkbox
                    aria-label={strings.selectAll}
                    checked={allSelected}
                    disabled={selectableRows.length === 0 || loading}
                    ref={(element) => {
                      // indeterminate exists only as a DOM property.
                      if (element) element.indeterminate = someSelected
                    }}
                    onChange={toggleAll}
                  />
                </HeaderCell>
              )}
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  $align={column.align ?? 'left'}
                  $sticky={sticky}
                  style={{ width: cssLength(column.width) }}
                >
                  {column.title}
                </HeaderCell>
              ))}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </StyledTable>
      </Scroll>
      {loading && data.length === 0 && <VisuallyHidden.Root role="status">{strings.loading}</VisuallyHidden.Root>}
      {loading && data.length > 0 && (
        <Overlay>
          <Spinner size="lg" />
        </Overlay>
      )}
    </Wrapper>
  )
}
