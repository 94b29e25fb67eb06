import { useEffect, useRef } from 'react'
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui'
import styled from 'styled-components'
import type { DropdownMenuProps } from './DropdownMenu'

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

/** The Radix menu behind DropdownMenu, loaded when a menu is first about to open (DropdownMenu.tsx). */
export default function RadixMenuView({
  trigger,
  items,
  side = 'bottom',
  align = 'start',
  open,
  onOpenChange,
  'aria-label': ariaLabel,
  defaultOpen,
  focusFirstItem,
}: DropdownMenuProps & { defaultOpen: boolean; focusFirstItem: boolean }) {
  const content = useRef<HTMLDivElement>(null)
  // Opened by the keyboard before this view loaded: Radix did not see that key, so it focused the menu itself.
  useEffect(() => {
    if (!focusFirstItem) return
    const timer = setTimeout(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    )
    return () => clearTimeout(timer)
  }, [focusFirstItem])
  return (
    <RadixDropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <Content ref={content} side={side} align={align} sideOffset={4} collisionPadding={8} aria-label={ariaLabel}>
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
