import { css } from 'styled-components'
import type { ControlSize } from '../tokens'

/**
 * The bordered box shared by text-like controls (Input, Textarea, NumberInput, Select trigger),
 * so they line up in forms and toolbars. The invalid look keys on aria-invalid, the same
 * attribute assistive technology reads.
 */
export const controlBox = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color ${({ theme }) => theme.duration.fast},
    box-shadow ${({ theme }) => theme.duration.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

/** Focus ring for a box whose own element (or a child input) holds focus. */
export const controlFocus = css`
  border-color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySubtle};
  outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: -1px;
`

export const controlInvalid = css`
  border-color: ${({ theme }) => theme.colors.danger};
  &:hover {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`

export const controlDisabled = css`
  opacity: 0.7;
  background: ${({ theme }) => theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`

/** Font size for a control size: small controls use the small text size. */
export const controlFontSize = (size: ControlSize) => css`
  font-size: ${({ theme }) => (size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
`
