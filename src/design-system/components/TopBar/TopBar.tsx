import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { media } from '../../tokens'
import { MenuGlyph, MoreGlyph } from '../../internal/glyphs'
import { useAppLayoutNav } from '../AppLayout/layout-context'
import { IconButton } from '../IconButton'

export interface TopBarProps {
  /** Left slot: the product or page title. */
  title?: ReactNode
  /** Renders the title as the page's h1 (when no other heading heads the page); a plain block by default. */
  titleAs?: 'div' | 'h1'
  /** Before the title: a logo. Inside AppLayout the menu button comes first. */
  start?: ReactNode
  /** Right slot: target chain, account switcher, user name, logout (pass them side by side, not in one box). */
  actions?: ReactNode
  /** Class for layout by the parent. */
  className?: string
}

const Bar = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media ${media.phone} {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`

// A long title (a page name in English) wraps onto a second line rather than being cut; the header's
// facts (TopBarInfo) give way first.
const Title = styled.div`
  flex: 1 1 12em;
  min-width: 8em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  @media ${media.phone} {
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`

// A phone: folded into a panel under the bar, opened by the "more" button; a group of controls (language,
// theme) wraps rather than runs off the panel.
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
  @media ${media.phone} {
    position: absolute;
    top: 100%;
    right: 0;
    left: 0;
    flex-direction: column;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.md};
    &:not([data-open]) {
      display: none;
    }
    & > * {
      max-width: 100%;
    }
    & > div {
      flex-wrap: wrap;
    }
  }
`

const MoreButton = styled(IconButton)`
  @media not ${media.phone} {
    display: none;
  }
`

/**
 * The header bar: title on the left, actions on the right. A banner landmark at the page's top level.
 * Inside AppLayout it starts with the menu button. On a phone the actions fold into a panel behind a
 * "more" button (Escape or a press outside closes it, focus returns to the button).
 */
export function TopBar({ title, titleAs = 'div', start, actions, className }: TopBarProps) {
  const strings = useDesignSystemStrings()
  const nav = useAppLayoutNav()
  const actionsId = useId()
  const [open, setOpen] = useState(false)
  const barRef = useRef<HTMLElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      const target = event.target
      // A menu the panel opened (the account switcher's) is portaled outside the bar but belongs to it.
      if (target instanceof Element && (barRef.current?.contains(target) || target.closest('[role="menu"]'))) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  return (
    <Bar ref={barRef} className={className}>
      {nav != null && (
        <IconButton
          variant="ghost"
          aria-label={nav.phone ? strings.menu : (nav.toggleLabel ?? strings.menu)}
          aria-expanded={nav.phone ? nav.open : !nav.collapsed}
          aria-controls={nav.menuId}
          icon={<MenuGlyph />}
          onClick={nav.toggle}
        />
      )}
      {start}
      <Title as={titleAs}>{title}</Title>
      {actions != null && (
        <>
          <MoreButton
            ref={moreRef}
            variant="ghost"
            aria-label={strings.moreActions}
            aria-expanded={open}
            aria-controls={actionsId}
            icon={<MoreGlyph />}
            onClick={() => setOpen(!open)}
          />
          <Actions
            id={actionsId}
            data-open={open || undefined}
            onKeyDown={(event) => {
              if (!open || event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return
              setOpen(false)
              moreRef.current?.focus()
            }}
          >
            {actions}
          </Actions>
        </>
      )}
    </Bar>
  )
}
