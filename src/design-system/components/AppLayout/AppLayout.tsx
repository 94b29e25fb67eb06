import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'

export interface AppLayoutProps {
  /** The side menu (usually SideNav). */
  sideNav?: ReactNode
  /** The header (usually TopBar). */
  header?: ReactNode
  /** The page. It scrolls while the side menu and header stay in view. */
  children: ReactNode
  /** id of the main region, the skip link's target. */
  mainId?: string
  /** Class for layout by the parent. */
  className?: string
}

// The document itself scrolls (not an inner box): keyboard, find-in-page and scroll restoration work
// as on any page, while menu and header stay in view by being sticky.
const Shell = styled.div`
  position: relative;
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`

const Aside = styled.div`
  position: sticky;
  top: 0;
  flex: none;
  height: 100vh;
  z-index: ${({ theme }) => theme.zIndex.sticky};
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
 * shows a skip link that moves focus to the page, past the menu.
 */
export function AppLayout({ sideNav, header, children, mainId, className }: AppLayoutProps) {
  const strings = useDesignSystemStrings()
  const generatedId = useId()
  const targetId = mainId ?? `main-${generatedId}`
  return (
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
      {sideNav != null && <Aside>{sideNav}</Aside>}
      <Column>
        {header != null && <HeaderSlot>{header}</HeaderSlot>}
        <Main id={targetId} tabIndex={-1}>
          {children}
        </Main>
      </Column>
    </Shell>
  )
}
