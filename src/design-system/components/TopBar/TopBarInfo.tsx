import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'

export interface TopBarInfoProps {
  /** What the value is (目标链, 合约, 角色…), shown small and muted before it, followed by the locale's colon. */
  label: ReactNode
  /** The value; cut with an ellipsis when the bar is narrow. */
  value: ReactNode
  /** The full text shown on hover when the value is cut (defaults to the value when it is a string). */
  fullText?: string
  /** The widest the value may grow before it is cut, in characters. */
  maxChars?: number
}

const Item = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
`

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  flex: none;
`

const Value = styled.span<{ $maxChars: number }>`
  color: ${({ theme }) => theme.colors.text};
  max-width: ${({ $maxChars }) => $maxChars}em;
  overflow: hidden;
  text-overflow: ellipsis;
`

/** One labelled fact in the header bar (target chain, contract, role): one line, never wrapping. */
export function TopBarInfo({ label, value, fullText, maxChars = 12 }: TopBarInfoProps) {
  const strings = useDesignSystemStrings()
  const title = fullText ?? (typeof value === 'string' ? value : undefined)
  return (
    <Item data-truncates="">
      <Label>
        {label}
        {strings.labelSuffix}
      </Label>
      <Value $maxChars={maxChars} title={title}>
        {value}
      </Value>
    </Item>
  )
}
