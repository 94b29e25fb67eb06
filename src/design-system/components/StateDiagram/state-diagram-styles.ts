import styled from 'styled-components'

// The diagram's parts as styled elements: toolbar, viewport, canvas, edges, state boxes and edge labels.

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

export const ZoomLevel = styled.span`
  min-width: 4ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`

export const Hint = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
`

export const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  /* The height set inline is the drawing area's; the border goes outside it. */
  box-sizing: content-box;
  width: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
  cursor: grab;
  touch-action: none;
  user-select: none;
  &[data-dragging='true'] {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

export const Canvas = styled.div`
  position: absolute;
  left: 0;
  top: 0;
  transform-origin: 0 0;
`

export const Edges = styled.svg`
  position: absolute;
  inset: 0;
  overflow: visible;
`

export const Layer = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StateBox = styled.li<{ $active: boolean; $final: boolean }>`
  position: absolute;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: ${({ $final, $active }) => ($final ? '3px double' : $active ? '2px solid' : '1px solid')}
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : theme.colors.surface)};
  box-shadow: ${({ theme, $active }) => ($active ? `0 0 0 3px ${theme.colors.focusRing}` : 'none')};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.3;
  transition:
    background ${({ theme }) => theme.duration.fast},
    box-shadow ${({ theme }) => theme.duration.fast};
`

export const StateName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const StateNote = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const EdgeLabel = styled.li<{ $emphasis: 'taken' | 'next' | 'none' }>`
  position: absolute;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme, $emphasis }) => ($emphasis === 'taken' ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $emphasis }) => ($emphasis === 'taken' ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme, $emphasis }) => ($emphasis === 'none' ? theme.colors.textMuted : theme.colors.text)};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 11px;
  font-weight: ${({ theme, $emphasis }) => ($emphasis === 'taken' ? theme.fontWeight.semibold : 'normal')};
  line-height: 17px;
  white-space: nowrap;
`
