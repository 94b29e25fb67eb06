import styled, { keyframes } from 'styled-components'
import { useDesignSystemStrings } from '../../provider'

const spin = keyframes`to { transform: rotate(360deg); }`

const sizes = { sm: 14, md: 20, lg: 32 } as const

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
  flex: none;
`

export interface SpinnerProps {
  /** Diameter: `sm` 14 px (inside buttons), `md` 20 px, `lg` 32 px (page loading). */
  size?: keyof typeof sizes
  /** Text read by screen readers; defaults to the locale's "loading". */
  label?: string
  /** Hide from assistive technology when a parent already announces the busy state. */
  decorative?: boolean
}

/** An indeterminate loading indicator. */
export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const strings = useDesignSystemStrings()
  if (decorative) return <Ring $size={sizes[size]} aria-hidden="true" />
  return <Ring $size={sizes[size]} role="status" aria-label={label ?? strings.loading} />
}
