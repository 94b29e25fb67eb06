import { css, keyframes } from 'styled-components'

/** Looks shared by Dialog and ConfirmDialog (built on Radix Dialog and AlertDialog). */

const fadeIn = keyframes`from { opacity: 0; }`
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }`

export type DialogWidth = 'sm' | 'md' | 'lg'
export const dialogWidths: Record<DialogWidth, string> = { sm: '416px', md: '520px', lg: '800px' }

export const dialogOverlay = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.duration.normal} ease-out;
`

// overflow-wrap: a transaction hash or key wraps inside the dialog instead of running past its edge.
export const dialogContent = css`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: calc(100vw - ${({ theme }) => theme.space[6]});
  max-height: calc(100dvh - ${({ theme }) => theme.space[8]});
  padding: clamp(${({ theme }) => `${theme.space[4]}, 4vw, ${theme.space[6]}`});
  overflow: auto;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.colors.text};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${({ theme }) => theme.duration.normal} ease-out;
  &:focus {
    outline: none;
  }
`

export const dialogTitle = css`
  margin: 0;
  padding-inline-end: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`

export const dialogDescription = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

export const dialogFooter = css`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`
