import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { isPlainClick } from '../SideNav/is-plain-click'

export interface BreadcrumbItem {
  /** Text of the crumb. */
  label: ReactNode
  /** Where it leads; the last crumb (the current page) needs none. */
  path?: string
}

export interface BreadcrumbProps {
  /** The trail from the top level down to the current page, which is the last item. */
  items: BreadcrumbItem[]
  /** Routes a plain click in-app (e.g. react-router's navigate); without it links load normally. */
  onNavigate?: (path: string) => void
  /** Accessible name of the navigation landmark; defaults to the locale's "breadcrumb" (面包屑). */
  label?: string
  /** Class for layout by the parent. */
  className?: string
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const Separator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Link = styled.a`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
`

/** Where the current page sits: links to the levels above, the page itself marked aria-current. */
export function Breadcrumb({ items, onNavigate, label, className }: BreadcrumbProps) {
  const strings = useDesignSystemStrings()
  return (
    <nav aria-label={label ?? strings.breadcrumb} className={className}>
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1
          const { path } = item
          return (
            <Item key={index}>
              {index > 0 && <Separator aria-hidden="true">/</Separator>}
              {isLast ? (
                <Current aria-current="page">{item.label}</Current>
              ) : path != null ? (
                <Link
                  href={path}
                  onClick={(event) => {
                    if (onNavigate == null || !isPlainClick(event)) return
                    event.preventDefault()
                    onNavigate(path)
                  }}
                >
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </Item>
          )
        })}
      </List>
    </nav>
  )
}
