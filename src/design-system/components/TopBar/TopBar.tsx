import type { ReactNode } from 'react'
import styled from 'styled-components'
import { titleWhenTruncated, truncatedLine } from '../../internal/truncation'

export interface TopBarProps {
  /** Left slot: the product or page title. */
  title?: ReactNode
  /** Renders the title as the page's h1 (when no other heading heads the page); a plain block by default. */
  titleAs?: 'div' | 'h1'
  /** Before the title: a menu toggle, a logo. */
  start?: ReactNode
  /** Right slot: target chain, account switcher, user name, logout (pass them side by side, not in one box). */
  actions?: ReactNode
  /** Class for layout by the parent. */
  className?: string
}

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`

const Title = styled.div`
  /* Its own width first (not a share of what the actions leave): the actions give way before the title. */
  flex: 1 1 auto;
  margin: 0;
  ${truncatedLine}
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text};
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  flex: 0 1 auto;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  /* Buttons, tags and switches keep their size; only what can cut its text (TopBarInfo) gives way. */
  & > :not([data-truncates]) {
    flex-shrink: 0;
  }
`

/** The header bar: title on the left, actions on the right. A banner landmark at the page's top level. */
export function TopBar({ title, titleAs = 'div', start, actions, className }: TopBarProps) {
  return (
    <Bar className={className}>
      {start}
      <Title as={titleAs} {...titleWhenTruncated(typeof title === 'string' ? title : undefined)}>
        {title}
      </Title>
      {actions != null && <Actions>{actions}</Actions>}
    </Bar>
  )
}
