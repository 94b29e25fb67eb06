import type { HTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'

export interface EmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** The message; defaults to the locale's "no data" (暂无数据). */
  description?: ReactNode
  /** Replaces the default illustration; pass `null` for none. */
  image?: ReactNode
  /** Compact spacing, for use inside tables and cards. */
  compact?: boolean
  /** Actions under the message, such as a button to create the first item. */
  children?: ReactNode
}

const Wrapper = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme, $compact }) => ($compact ? theme.space[6] : theme.space[12])} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`

const Description = styled.div`
  font-size: ${({ theme }) => theme.fontSize.md};
`

function EmptyBox() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <g fill="none" fillRule="evenodd" transform="translate(0 1)">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.12" />
        <g stroke="currentColor" strokeWidth="1.5" opacity="0.6">
          <path d="M55 12.8 44.9 1.3A2.5 2.5 0 0 0 43 .4H21c-.7 0-1.4.3-1.9.9L9 12.8V22h46v-9.2Z" />
          <path d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9Z" />
        </g>
      </g>
    </svg>
  )
}

/** Shown where a list or table has nothing to show. */
export function Empty({ description, image, compact = false, children, ...rest }: EmptyProps) {
  const strings = useDesignSystemStrings()
  return (
    <Wrapper $compact={compact} {...rest}>
      {image === undefined ? <EmptyBox /> : image}
      <Description>{description ?? strings.empty}</Description>
      {children}
    </Wrapper>
  )
}
