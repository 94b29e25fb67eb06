import styled, { css } from 'styled-components'
import { media } from '../../tokens'
import type { ColumnAlign } from './table-types'

// The table's parts as styled elements: scroll box, header and body cells, selection, skeleton, overlay.

export const Wrapper = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`

// Positioned, so hidden text laid out far right in a cell is clipped here, not widening the page; on a
// phone the table scrolls sideways inside its card even with a sticky header.
export const Scroll = styled.div<{ $scrolls: boolean; $sticky: boolean }>`
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

/** A checkbox in the header or in a row: one size, the theme's colour. */
const checkboxStyle = css`
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

/**
 * The table, and its body rows and cells: those are plain elements (`tr[data-row]`, `td`, with `data-align` and
 * `data-select`) styled here once per table, since a styled component per cell computed its class on every
 * render of every row in view (a virtual table's first frame renders fifteen rows of eight cells).
 * `$rowHeight`: the fixed height of a virtual table's rows (not its skeleton's), whose cells then keep to one line.
 */
export const StyledTable = styled.table<{ $rowHeight: number | undefined }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: ${({ $rowHeight }) => ($rowHeight == null ? 'auto' : 'fixed')};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};

  & > tbody > tr[data-index] {
    height: ${({ $rowHeight }) => ($rowHeight == null ? 'auto' : `${$rowHeight}px`)};
  }
  & > tbody > tr[data-row]:hover > td {
    background: ${({ theme }) => theme.colors.bgSubtle};
  }
  & > tbody > tr[data-row][data-selected] > td {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  & > tbody > tr[data-row] > td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  & > tbody > tr[data-row] > td[data-align='center'] {
    text-align: center;
  }
  & > tbody > tr[data-row] > td[data-align='right'] {
    text-align: right;
  }
  ${({ $rowHeight }) =>
    $rowHeight != null &&
    css`
      & > tbody > tr[data-index] > td:not([data-select]) {
        overflow: hidden;
        white-space: nowrap;
        text-overflow: ellipsis;
      }
    `}
  & > tbody > tr[data-row] > td[data-select] {
    width: 48px;
    padding: 0 ${({ theme }) => theme.space[3]};
    text-align: center;
  }
  & > tbody > tr[data-row] > td[data-select] > input {
    ${checkboxStyle}
  }
`

export const HeaderCell = styled.th<{ $align: ColumnAlign; $sticky: boolean }>`
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

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  ${checkboxStyle}
`

export const SkeletonBar = styled.span`
  display: block;
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`

export const Overlay = styled.div`
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

export const Spacer = styled.tr`
  td {
    padding: 0;
    border: 0;
  }
`
