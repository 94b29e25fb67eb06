import type { ReactNode } from 'react'
import { Tabs as RadixTabs } from 'radix-ui'
import styled from 'styled-components'

export interface TabItem {
  /** Identifies the tab; reported by onValueChange. */
  value: string
  /** Text of the tab. */
  label: ReactNode
  /** The panel shown while the tab is selected. */
  content: ReactNode
  /** Shown but cannot be selected; arrow keys skip it. */
  disabled?: boolean
}

export interface TabsProps {
  /** Tabs, in order. */
  items: readonly TabItem[]
  /** Selected tab. Controlled when set (e.g. from the URL). */
  value?: string
  /** Initially selected tab when uncontrolled; defaults to the first enabled one. */
  defaultValue?: string
  /** Called with the value of the tab the user selects. */
  onValueChange?: (value: string) => void
  /** Accessible name of the tab list, e.g. what the tabs switch between. */
  'aria-label'?: string
  /** Extra class name for layout. */
  className?: string
}

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space[4]};
`

const Trigger = styled(RadixTabs.Trigger)`
  position: relative;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  &[data-state='active']::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: -1px;
    left: 0;
    height: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

const Panel = styled(RadixTabs.Content)`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`

/** Switches between panels of one page (Radix Tabs): arrow keys move between tabs, Tab enters the panel. */
export function Tabs({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel, className }: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.value
  return (
    <RadixTabs.Root
      className={className}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange}
    >
      <List aria-label={ariaLabel}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  )
}
