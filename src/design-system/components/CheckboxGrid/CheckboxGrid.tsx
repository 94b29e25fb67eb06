import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { Checkbox } from '../Checkbox'

export interface CheckboxGridAxisItem {
  /** Identity of the row or column. */
  key: string
  /** Header text. */
  label: ReactNode
}

export interface CheckboxGridColumnGroup {
  label: ReactNode
  /** How many columns, in order, the group heads. */
  span: number
}

export interface CheckboxGridProps {
  /** Names the grid for screen readers. */
  label: string
  /** The header above the row headers (what the rows are). */
  cornerLabel: ReactNode
  rows: readonly CheckboxGridAxisItem[]
  columns: readonly CheckboxGridAxisItem[]
  /** An optional header row above the columns (e.g. a role above its business types). */
  columnGroups?: readonly CheckboxGridColumnGroup[]
  isChecked: (row: string, column: string) => boolean
  /** Cells that differ from their saved value are marked. */
  isChanged?: (row: string, column: string) => boolean
  onToggle: (row: string, column: string) => void
  /** The accessible name of one cell, e.g. "platform · single-copy · mint". */
  cellLabel: (row: string, column: string) => string
  disabled?: boolean
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
`

const Header = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgSubtle};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: center;
  white-space: nowrap;
  &[scope='row'] {
    text-align: left;
    font-family: ${({ theme }) => theme.font.mono};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`

const Cell = styled.td`
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  &[data-changed] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.warning};
  }
`

/**
 * A grid of checkboxes, one per row × column (e.g. permissions per function and role): one tab stop, arrow
 * keys (and Home/End) move between cells, Space toggles the focused cell; changed cells are marked.
 */
export function CheckboxGrid({
  label,
  cornerLabel,
  rows,
  columns,
  columnGroups,
  isChecked,
  isChanged,
  onToggle,
  cellLabel,
  disabled,
}: CheckboxGridProps) {
  const [active, setActive] = useState({ row: 0, column: 0 })
  const cells = useRef(new Map<string, HTMLButtonElement>())
  const at = (row: number, column: number) => `${row}:${column}`

  const move = (row: number, column: number) => {
    const next = {
      row: Math.min(Math.max(row, 0), rows.length - 1),
      column: Math.min(Math.max(column, 0), columns.length - 1),
    }
    setActive(next)
    cells.current.get(at(next.row, next.column))?.focus()
  }

  const onKeyDown = (event: KeyboardEvent, row: number, column: number) => {
    const target = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
      Home: [row, 0],
      End: [row, columns.length - 1],
    }[event.key]
    if (!target) return
    event.preventDefault()
    move(target[0] ?? row, target[1] ?? column)
  }

  return (
    <Scroll>
      <Grid role="grid" aria-label={label}>
        <thead>
          {columnGroups && (
            <tr>
              <Header scope="col" rowSpan={2}>
                {cornerLabel}
              </Header>
              {columnGroups.map((group, index) => (
                <Header key={index} scope="colgroup" colSpan={group.span}>
                  {group.label}
                </Header>
              ))}
            </tr>
          )}
          <tr>
            {!columnGroups && <Header scope="col">{cornerLabel}</Header>}
            {columns.map((column) => (
              <Header key={column.key} scope="col">
                {column.label}
              </Header>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.key}>
              <Header scope="row">{row.label}</Header>
              {columns.map((column, columnIndex) => {
                const focusable = active.row === rowIndex && active.column === columnIndex
                return (
                  <Cell key={column.key} data-changed={isChanged?.(row.key, column.key) || undefined}>
                    <Checkbox
                      ref={(element) => {
                        if (element) cells.current.set(at(rowIndex, columnIndex), element)
                        else cells.current.delete(at(rowIndex, columnIndex))
                      }}
                      aria-label={cellLabel(row.key, column.key)}
                      checked={isChecked(row.key, column.key)}
                      onCheckedChange={() => onToggle(row.key, column.key)}
                      tabIndex={focusable ? 0 : -1}
                      onFocus={() => setActive({ row: rowIndex, column: columnIndex })}
                      onKeyDown={(event) => onKeyDown(event, rowIndex, columnIndex)}
                      disabled={disabled}
                    />
                  </Cell>
                )
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroll>
  )
}
