import type { ReactElement, ReactNode } from 'react'
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui'
import styled from 'styled-components'

export interface DropdownMenuAction {
  type?: 'item'
  /** Stable React key. */
  key: string
  /** Text of the entry. */
  label: ReactNode
  /** Icon before the label (decorative). */
  icon?: ReactNode
  /** Runs when the entry is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void
  /** Shown but cannot be chosen; arrow keys skip it. */
  disabled?: boolean
  /** Paints the entry red for destructive actions. */
  danger?: boolean
}

export interface DropdownMenuSeparator {
  type: 'separator'
  /** Stable React key. */
  key: string
}

export type DropdownMenuEntry = DropdownMenuAction | DropdownMenuSeparator

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as is); focus returns to it on close. */
  trigger: ReactElement
  /** Entries, in order. */
  items: readonly DropdownMenuEntry[]
  /** Preferred side of the trigger. */
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end'
  /** Whether the menu is open. Controlled when set. */
  open?: boolean
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void
  /** Accessible name of the menu when the trigger's text does not describe it. */
  'aria-label'?: string
}

const Content = styled(RadixDropdownMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 140px;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
`

const Item = styled(RadixDropdownMenu.Item)<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSubtle : theme.colors.bgSubtle)};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

const Separator = styled(RadixDropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`

const ItemIcon = styled.span`
  display: inline-flex;
`

/**
 * A menu of actions opened from a button (Radix DropdownMenu): Enter, Space or ArrowDown open it,
 * arrows move, typing jumps, Enter chooses, Escape closes and returns focus.
 */
export function DropdownMenu({
  trigger,
  items,
  side = 'bottom',
  align = 'start',
  open,
  onOpenChange,
  'aria-label': ariaLabel,
}: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <Content side={side} align={align} sideOffset={4} collisionPadding={8} aria-label={ariaLabel}>
          {items.map((entry) =>
            entry.type === 'separator' ? (
              <Separator key={entry.key} />
            ) : (
              <Item
                key={entry.key}
                disabled={entry.disabled}
                $danger={entry.danger ?? false}
                onSelect={() => entry.onSelect?.()}
              >
                {entry.icon !== undefined && <ItemIcon aria-hidden="true">{entry.icon}</ItemIcon>}
                {entry.label}
              </Item>
            ),
          )}
        </Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  )
}
