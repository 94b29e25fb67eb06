import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { media } from '../../tokens'
import { AppLayoutNavContext, usePhoneScreen, type AppLayoutNav } from './layout-context'

export interface AppLayoutProps {
  /** The side menu (usually SideNav). */
  sideNav?: ReactNode
  /** The header (usually TopBar). */
  header?: ReactNode
  /** The page. It scrolls while the side menu and header stay in view. */
  children: ReactNode
  /** id of the main region, the skip link's target. */
  mainId?: string
  /** Name of the header's button that collapses the menu on a wide screen (折叠菜单); "menu" by default. */
  toggleMenuLabel?: string
  /** localStorage key under which the collapsed menu is remembered; not remembered without it. */
  collapsedStorageKey?: string
  /** Class for layout by the parent. */
  className?: string
}

function readCollapsed(key: string | undefined): boolean {
  try {
    return key != null && globalThis.localStorage?.getItem(key) === 'true'
  } catch {
    return false
  }
}

function saveCollapsed(key: string | undefined, collapsed: boolean): void {
  try {
    if (key != null) globalThis.localStorage?.setItem(key, String(collapsed))
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

// The document itself scrolls (not an inner box): keyboard, find-in-page and scroll restoration work
// as on any page, while menu and header stay in view by being sticky.
const Shell = styled.div`
  position: relative;
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`

// A phone: a drawer over the page from the left, shown by the header's menu button.
const Aside = styled.div`
  position: sticky;
  top: 0;
  flex: none;
  height: 100vh;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  @media ${media.phone} {
    position: fixed;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.dialog};
    max-width: 85vw;
    box-shadow: ${({ theme }) => theme.shadow.lg};
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${({ theme }) => theme.duration.normal},
      visibility ${({ theme }) => theme.duration.normal};
    &[data-open] {
      transform: none;
      visibility: visible;
    }
  }
`

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`

const HeaderSlot = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
`

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  @media ${media.phone} {
    padding: ${({ theme }) => theme.space[3]};
  }
  &:focus {
    outline: none;
  }
`

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  /* Off screen until focused: keyboard users meet it first, mouse users never see it. */
  transform: translateY(-200%);
  &:focus {
    transform: none;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`

/**
 * The console's frame: side menu left, header on top, the page scrolling in between. The first Tab
 * shows a skip link that moves focus to the page, past the menu. The header's menu button (TopBar renders
 * it inside this frame) collapses the menu to icons on a wide screen, remembered under
 * `collapsedStorageKey`; on a phone the menu is a drawer the button opens: focus moves into it, the page
 * behind is inert, Escape, the scrim or a chosen entry closes it and focus returns to the button.
 */
export function AppLayout({
  sideNav,
  header,
  children,
  mainId,
  toggleMenuLabel,
  collapsedStorageKey,
  className,
}: AppLayoutProps) {
  const strings = useDesignSystemStrings()
  const generatedId = useId()
  const targetId = mainId ?? `main-${generatedId}`
  const menuId = `menu-${generatedId}`
  const phone = usePhoneScreen()
  const [collapsed, setCollapsed] = useState(() => readCollapsed(collapsedStorageKey))
  const [drawerOpen, setDrawerOpen] = useState(false)
  const open = phone && drawerOpen
  const asideRef = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  // Open: focus into the drawer (the current page's entry, or the first), Escape closes it. Closed: back to
  // the menu button once the page behind is no longer inert.
  useEffect(() => {
    if (!open) {
      opener.current?.focus()
      opener.current = null
      return
    }
    asideRef.current?.querySelector<HTMLElement>('[aria-current="page"], a, button')?.focus()
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  function closeDrawer() {
    setDrawerOpen(false)
  }

  const nav = useMemo<AppLayoutNav>(
    () => ({
      collapsed: collapsed && !phone,
      phone,
      open,
      menuId,
      toggleLabel: toggleMenuLabel,
      toggle: () => {
        if (!phone) {
          saveCollapsed(collapsedStorageKey, !collapsed)
          setCollapsed(!collapsed)
          return
        }
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setDrawerOpen(!open)
      },
    }),
    [collapsed, phone, open, menuId, toggleMenuLabel, collapsedStorageKey],
  )

  return (
    <AppLayoutNavContext.Provider value={sideNav != null ? nav : null}>
      <Shell className={className}>
        <SkipLink
          href={`#${targetId}`}
          onClick={(event) => {
            // Focus the page directly: a hash change would confuse a hash-based router.
            event.preventDefault()
            document.getElementById(targetId)?.focus()
          }}
        >
          {strings.skipToContent}
        </SkipLink>
        {sideNav != null && (
          <Aside
            ref={asideRef}
            id={menuId}
            data-open={open || undefined}
            onClick={(event) => {
              if (open && event.target instanceof Element && event.target.closest('a')) closeDrawer()
            }}
          >
            {sideNav}
          </Aside>
        )}
        {open && <Scrim data-testid="drawer-scrim" onClick={closeDrawer} />}
        <Column inert={open}>
          {header != null && <HeaderSlot>{header}</HeaderSlot>}
          <Main id={targetId} tabIndex={-1}>
            {children}
          </Main>
        </Column>
      </Shell>
    </AppLayoutNavContext.Provider>
  )
}
