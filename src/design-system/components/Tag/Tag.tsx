import type { HTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { toneColors, type Tone } from './tones'

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour by meaning: `success` active, `warning` pending, `danger` failed, `info` neutral note, `frozen` frozen. */
  tone?: Tone
  /** An icon before the text. */
  icon?: ReactNode
  /** The tag's text. */
  children: ReactNode
}

const StyledTag = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => toneColors(theme, $tone).fg};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 20px;
  white-space: nowrap;
  vertical-align: middle;
`

/** A short label for a category or state (business type, transaction type). */
export function Tag({ tone = 'default', icon, children, ...rest }: TagProps) {
  return (
    <StyledTag $tone={tone} data-tone={tone} {...rest}>
      {icon}
      {children}
    </StyledTag>
  )
}
