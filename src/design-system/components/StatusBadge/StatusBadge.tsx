import type { HTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { toneColors, type Tone } from '../Tag/tones'

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour of the dot by meaning: `success` enabled, `danger` failed, `frozen` frozen, and so on. */
  tone?: Tone
  /** The status in words; the colour never carries the meaning alone. */
  children: ReactNode
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  white-space: nowrap;
`

const Dot = styled.span<{ $tone: Tone }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
`

/** A coloured dot with the status text, for states in tables and detail pages (启用, 冻结…). */
export function StatusBadge({ tone = 'default', children, ...rest }: StatusBadgeProps) {
  return (
    <Badge data-tone={tone} {...rest}>
      <Dot $tone={tone} aria-hidden="true" />
      {children}
    </Badge>
  )
}
