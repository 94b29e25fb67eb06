import { useState, type KeyboardEvent, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { useControllableState } from 'radix-ui/internal'
import { useDesignSystemStrings } from '../../provider'
import { clampPage, pageCountOf, paginationItems } from './pagination-items'

/** The spec's defaults: page 1, 10 rows a page. */
export const defaultPageSize = 10
export const defaultPageSizeOptions: readonly number[] = [10, 20, 50, 100]

export interface PaginationProps {
  /** Number of rows across all pages. */
  total: number
  /** Current page (controlled), from 1. */
  current?: number
  /** Initial page when uncontrolled. */
  defaultCurrent?: number
  /** Rows per page (controlled). */
  pageSize?: number
  /** Initial rows per page when uncontrolled. */
  defaultPageSize?: number
  /** Choices of the size changer. */
  pageSizeOptions?: readonly number[]
  /** Called with the new page and page size whenever either changes. */
  onChange?: (page: number, pageSize: number) => void
  /** Show the total text (共N条数据). */
  showTotal?: boolean
  /** The total text instead of the locale's (e.g. a lower bound, "共10000+条数据"). */
  totalText?: ReactNode
  /** Show the page size changer. */
  showSizeChanger?: boolean
  /** Show the quick jumper (跳至 [ ] 页, Enter jumps). */
  showQuickJumper?: boolean
  /** Disable every control, e.g. while a page loads. */
  disabled?: boolean
  /** Accessible name of the navigation landmark; defaults to the locale's "pagination" (分页). */
  label?: string
  /** Class for layout by the parent. */
  className?: string
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
`

const Total = styled.span`
  margin-right: ${({ theme }) => theme.space[2]};
`

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const control = css`
  height: ${({ theme }) => theme.controlHeight.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
`

const PageButton = styled.button`
  ${control}
  min-width: ${({ theme }) => theme.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space[2]};
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

const Ellipsis = styled.span`
  display: inline-block;
  min-width: ${({ theme }) => theme.controlHeight.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`

const SizeSelect = styled.select`
  ${control}
  padding: 0 ${({ theme }) => theme.space[2]};
  cursor: pointer;
`

const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`

const JumperInput = styled.input`
  ${control}
  width: 52px;
  padding: 0 ${({ theme }) => theme.space[2]};
  text-align: center;
`

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d={direction === 'prev' ? 'M7.5 2.5 4 6l3.5 3.5' : 'M4.5 2.5 8 6 4.5 9.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  )
}

/**
 * Paging for tables: total text, previous/next, page numbers with ellipses, size changer
 * (10/20/50/100) and quick jumper. Controlled (`current`, `pageSize`) or not (`defaultCurrent`, `defaultPageSize`).
 */
export function Pagination({
  total,
  current: currentProp,
  defaultCurrent = 1,
  pageSize: pageSizeProp,
  defaultPageSize: defaultSize = defaultPageSize,
  pageSizeOptions = defaultPageSizeOptions,
  onChange,
  showTotal = true,
  totalText,
  showSizeChanger = true,
  showQuickJumper = true,
  disabled = false,
  label,
  className,
}: PaginationProps) {
  const strings = useDesignSystemStrings()
  const [pageSize, setPageSize] = useControllableState({ prop: pageSizeProp, defaultProp: defaultSize })
  const [rawCurrent, setCurrent] = useControllableState({ prop: currentProp, defaultProp: defaultCurrent })
  const [jumpText, setJumpText] = useState('')
  const pageCount = pageCountOf(total, pageSize)
  const current = clampPage(rawCurrent, pageCount)

  function goTo(page: number, size = pageSize) {
    const next = clampPage(page, pageCountOf(total, size))
    if (next === current && size === pageSize) return
    setCurrent(next)
    setPageSize(size)
    onChange?.(next, size)
  }

  function handleJumpKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const page = Number.parseInt(jumpText, 10)
    setJumpText('')
    if (Number.isNaN(page)) return
    goTo(page)
  }

  // The selected size may be one the options lack (set by the caller): list it anyway.
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b)

  return (
    <Bar aria-label={label ?? strings.paginationNav} className={className}>
      {showTotal && <Total>{totalText ?? strings.paginationTotal(total)}</Total>}
      <Pages>
        <li>
          <PageButton
            type="button"
            aria-label={strings.paginationPrev}
            title={strings.paginationPrev}
            disabled={disabled || current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <Arrow direction="prev" />
          </PageButton>
        </li>
        {paginationItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={strings.paginationGoToPage(item)}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={strings.paginationNext}
            title={strings.paginationNext}
            disabled={disabled || current >= pageCount}
            onClick={() => goTo(current + 1)}
          >
            <Arrow direction="next" />
          </PageButton>
        </li>
      </Pages>
      {showSizeChanger && (
        <SizeSelect
          aria-label={strings.paginationPageSizeLabel}
          value={pageSize}
          disabled={disabled}
          onChange={(event) => {
            const size = Number(event.target.value)
            // Keep the current page while it still exists; past the new end, go to the last page.
            goTo(current, size)
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {strings.paginationPageSize(size)}
            </option>
          ))}
        </SizeSelect>
      )}
      {showQuickJumper && (
        <Jumper>
          {strings.paginationJumpTo}
          <JumperInput
            type="text"
            inputMode="numeric"
            aria-label={strings.paginationJumpToLabel}
            value={jumpText}
            disabled={disabled}
            onChange={(event) => setJumpText(event.target.value.replace(/[^\d]/g, ''))}
            onKeyDown={handleJumpKey}
          />
          {strings.paginationPage}
        </Jumper>
      )}
    </Bar>
  )
}
