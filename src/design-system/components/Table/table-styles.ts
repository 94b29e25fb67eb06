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

export const StyledTable = styled.table<{ $fixed: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: ${({ $fixed }) => ($fixed ? 'fixed' : 'auto')};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.text};
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

export const BodyRow = styled.tr<{ $height: number | undefined }>`
  height: ${({ $height }) => ($height == null ? 'auto' : `${$height}px`)};
  &:hover > td {
    background: ${({ theme }) => theme.colors.bgSubtle};
  }
  &[data-selected] > td {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`

export const Cell = styled.td<{ $align: ColumnAlign; $nowrap: boolean }>`
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

export const SelectionCell = styled.td`
  width: 48px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  vertical-align: middle;
`

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
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
