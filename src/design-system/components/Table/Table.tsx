import { lazy, Suspense, useId, useRef, type CSSProperties, type ReactNode } from 'react'
import { VisuallyHidden } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'
import { Empty } from '../Empty'
import { RowActions } from '../RowActions/RowActions'
import { Spinner } from '../Spinner'
import { Wrapper, Scroll, StyledTable, HeaderCell, Checkbox, SkeletonBar, Overlay, Spacer } from './table-styles'
import type { RowKey, TableProps } from './table-types'

export type { ColumnAlign, RowKey, TableColumn, TableProps } from './table-types'

const defaultVirtualHeight = 480
const virtualOverscan = 10

// The virtualizer loads with the first virtual table; until it arrives the first screen of rows shows.
const VirtualRows = lazy(() => import('./VirtualRows'))

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
  // The header checkbox's state. With nothing selected no row's key is needed: a 10,000-row page then costs
  // a look for its first selectable row on each render, not a key per row.
  let selectableOnPage = 0
  let selectedOnPage = 0
  if (selectable && selectedSet.size > 0) {
    for (const row of data) {
      if (!canSelect(row)) continue
      selectableOnPage += 1
      if (selectedSet.has(keyOf(row))) selectedOnPage += 1
    }
  }
  const anySelectable = selectableOnPage > 0 || (selectable && data.some(canSelect))
  const allSelected = selectableOnPage > 0 && selectedOnPage === selectableOnPage
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
    for (const row of data.filter(canSelect)) {
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
      <tr
        key={key}
        aria-rowindex={virtual ? index + 2 : undefined}
        data-row=""
        data-selected={selected || undefined}
        data-index={index}
        style={style}
      >
        {selectable && (
          <td data-select="">
            <input
              type="checkbox"
              checked={selected}
              disabled={!canSelect(row)}
              aria-labelledby={`${selectRowLabelId} ${firstCellId}`}
              onChange={() => toggleRow(row)}
            />
          </td>
        )}
        {columns.map((column, columnIndex) => (
          <td
            key={column.key}
            id={columnIndex === 0 ? firstCellId : undefined}
            data-align={column.align === undefined || column.align === 'left' ? undefined : column.align}
          >
            {column.actions ? (
              <RowActions>{column.actions(row)}</RowActions>
            ) : column.render ? (
              column.render(row, index)
            ) : (
              defaultCell(row, column.key)
            )}
          </td>
        ))}
      </tr>
    )
  }

  function renderBody(): ReactNode {
    if (data.length === 0 && loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={`skeleton-${index}`} aria-hidden="true" data-row="" data-skeleton-row="">
          {Array.from({ length: columnCount }, (_, cell) => (
            <td key={cell}>
              <SkeletonBar style={{ width: `${60 + ((index + cell) % 3) * 15}%` }} />
            </td>
          ))}
        </tr>
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
    const firstScreen = data.slice(0, Math.ceil(initialHeight / rowHeight))
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
          $rowHeight={virtual ? rowHeight : undefined}
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
                    disabled={!anySelectable || loading}
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
