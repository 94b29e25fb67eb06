import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Collapsible } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'
import { useAppLayoutNav } from '../AppLayout/layout-context'
import { isPlainClick } from './is-plain-click'

export interface SideNavItem {
  /** Stable identity; defaults to the path. */
  key?: string
  /** Text of the entry. */
  label: string
  /** Where the entry leads; also what `activePath` is compared with. */
  path: string
  /** An icon before the label (and alone when the menu is collapsed). */
  icon?: ReactNode
}

export interface SideNavGroup {
  /** Stable identity; defaults to the label. */
  key?: string
  /** Text of the group heading. */
  label: string
  /** An icon before the label. */
  icon?: ReactNode
  /** Entries and nested groups. */
  children: SideNavEntry[]
}

export type SideNavEntry = SideNavItem | SideNavGroup

export interface SideNavProps {
  /** The menu, already filtered to what the user may see. */
  items: SideNavEntry[]
  /** Path of the current page: its entry is marked active and its groups start expanded. */
  activePath?: string
  /** Routes a plain click in-app (e.g. react-router's navigate); without it links load normally. */
  onNavigate?: (path: string) => void
  /** Narrow mode: icons only, labels kept as accessible names and hover titles. Inside AppLayout, its choice. */
  collapsed?: boolean
  /** Shown above the menu: product logo or name. */
  header?: ReactNode
  /** Accessible name of the navigation landmark; defaults to the locale's "menu" (菜单). */
  label?: string
  /** Class for layout by the parent. */
  className?: string
}

function isGroup(entry: SideNavEntry): entry is SideNavGroup {
  return 'children' in entry
}

function groupKey(group: SideNavGroup): string {
  return group.key ?? group.label
}

function containsPath(group: SideNavGroup, path: string | undefined): boolean {
  if (path == null) return false
  return group.children.some((child) => (isGroup(child) ? containsPath(child, path) : child.path === path))
}

const Nav = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sideNavCollapsedWidth : theme.layout.sideNavWidth)};
  height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.navBg};
  color: ${({ theme }) => theme.colors.navText};
  transition: width ${({ theme }) => theme.duration.normal};
`

// Long names (the English product name, menu entries) wrap onto a second line rather than being cut.
const Header = styled.div`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.navTextActive};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow-wrap: anywhere;
`

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
`

const entryStyles = css<{ $depth: number; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: calc(100% - ${({ theme }) => theme.space[4]});
  min-height: 40px;
  margin: 2px ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding-left: ${({ $depth, $collapsed }) => ($collapsed ? 12 : 12 + $depth * 20)}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.navText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: left;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.navTextActive};
    background: rgba(255, 255, 255, 0.08);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`

const ItemLink = styled.a<{ $depth: number; $collapsed: boolean }>`
  ${entryStyles}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.navItemActiveBg};
    color: ${({ theme }) => theme.colors.navTextActive};
  }
`

const GroupTrigger = styled(Collapsible.Trigger)<{ $depth: number; $collapsed: boolean; $hasActive: boolean }>`
  ${entryStyles}
  color: ${({ theme, $hasActive }) => ($hasActive ? theme.colors.navTextActive : theme.colors.navText)};
`

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 16px;
  justify-content: center;
`

const Label = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      /* Visually hidden, still the accessible name. */
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    `}
`

const Chevron = styled.span`
  flex: none;
  transition: transform ${({ theme }) => theme.duration.fast};
  [data-state='open'] > & {
    transform: rotate(180deg);
  }
`

function ChevronIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

/** First letter in a box, when a collapsed menu has an entry without an icon. */
function initialOf(label: string): string {
  return Array.from(label)[0] ?? ''
}

interface EntriesProps {
  entries: SideNavEntry[]
  depth: number
  parentId: string | undefined
  activePath: string | undefined
  collapsed: boolean
  onNavigate: ((path: string) => void) | undefined
  openState: Record<string, boolean>
  setOpen: (key: string, open: boolean) => void
}

function Entries({ entries, depth, parentId, ...shared }: EntriesProps) {
  return (
    <List>
      {entries.map((entry) =>
        isGroup(entry) ? (
          <GroupEntry key={`g:${groupKey(entry)}`} group={entry} depth={depth} parentId={parentId} {...shared} />
        ) : (
          <li key={`i:${entry.key ?? entry.path}`}>
            <ItemLink
              href={entry.path}
              aria-current={entry.path === shared.activePath ? 'page' : undefined}
              title={shared.collapsed ? entry.label : undefined}
              data-sidenav-entry=""
              data-parent={parentId}
              $depth={depth}
              $collapsed={shared.collapsed}
              onClick={(event) => {
                if (shared.onNavigate == null || !isPlainClick(event)) return
                event.preventDefault()
                shared.onNavigate(entry.path)
              }}
            >
              <Icon aria-hidden="true">{entry.icon ?? (shared.collapsed ? initialOf(entry.label) : null)}</Icon>
              <Label $collapsed={shared.collapsed}>{entry.label}</Label>
            </ItemLink>
          </li>
        ),
      )}
    </List>
  )
}

function GroupEntry({ group, depth, parentId, ...shared }: Omit<EntriesProps, 'entries'> & { group: SideNavGroup }) {
  const id = useId()
  const key = groupKey(group)
  const hasActive = containsPath(group, shared.activePath)
  // A group the user never toggled is open exactly when it holds the current page.
  const open = shared.openState[key] ?? hasActive
  return (
    <li>
      <Collapsible.Root open={open} onOpenChange={(next) => shared.setOpen(key, next)}>
        <GroupTrigger
          id={id}
          title={shared.collapsed ? group.label : undefined}
          data-sidenav-entry=""
          data-sidenav-group=""
          data-parent={parentId}
          $depth={depth}
          $collapsed={shared.collapsed}
          $hasActive={hasActive}
        >
          <Icon aria-hidden="true">{group.icon ?? (shared.collapsed ? initialOf(group.label) : null)}</Icon>
          <Label $collapsed={shared.collapsed}>{group.label}</Label>
          {!shared.collapsed && (
            <Chevron aria-hidden="true">
              <ChevronIcon />
            </Chevron>
          )}
        </GroupTrigger>
        <Collapsible.Content>
          <Entries entries={group.children} depth={depth + 1} parentId={id} {...shared} />
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  )
}

/**
 * The side menu: links and expandable groups, nested to any depth. Tab reaches every entry;
 * ArrowUp/ArrowDown/Home/End move between visible entries, ArrowRight opens a group (or enters it),
 * ArrowLeft closes it (or goes back to the parent group).
 */
export function SideNav({
  items,
  activePath,
  onNavigate,
  collapsed: collapsedProp,
  header,
  label,
  className,
}: SideNavProps) {
  const strings = useDesignSystemStrings()
  const layoutNav = useAppLayoutNav()
  const collapsed = collapsedProp ?? layoutNav?.collapsed ?? false
  const [openState, setOpenState] = useState<Record<string, boolean>>({})
  const setOpen = (key: string, open: boolean) => setOpenState((current) => ({ ...current, [key]: open }))

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target
    if (!(target instanceof HTMLElement) || !target.hasAttribute('data-sidenav-entry')) return
    const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-sidenav-entry]'))
    const index = entries.indexOf(target)
    const focusAt = (next: number) => {
      const element = entries[next]
      if (element == null) return
      event.preventDefault()
      element.focus()
    }
    const isOpenGroup = target.hasAttribute('data-sidenav-group') && target.getAttribute('aria-expanded') === 'true'
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1)
        break
      case 'ArrowUp':
        focusAt(index - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(entries.length - 1)
        break
      case 'ArrowRight':
        if (!target.hasAttribute('data-sidenav-group')) break
        event.preventDefault()
        if (isOpenGroup) focusAt(index + 1)
        else target.click()
        break
      case 'ArrowLeft': {
        event.preventDefault()
        if (isOpenGroup) {
          target.click()
          break
        }
        const parentId = target.getAttribute('data-parent')
        if (parentId != null) document.getElementById(parentId)?.focus()
        break
      }
    }
  }

  return (
    <Nav
      aria-label={label ?? strings.menu}
      className={className}
      $collapsed={collapsed}
      data-collapsed={collapsed || undefined}
      onKeyDown={handleKeyDown}
    >
      {/* Collapsed, the name would not fit: the empty header keeps the menu lined up with the bar. */}
      {header != null && <Header>{!collapsed && header}</Header>}
      <Entries
        entries={items}
        depth={0}
        parentId={undefined}
        activePath={activePath}
        collapsed={collapsed}
        onNavigate={onNavigate}
        openState={openState}
        setOpen={setOpen}
      />
    </Nav>
  )
}
