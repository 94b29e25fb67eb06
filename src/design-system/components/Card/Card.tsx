import { useId, type HTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import { media } from '../../tokens'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given the card is a region named by it. */
  title?: ReactNode
  /** Level of the title's heading element, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  /** Content at the right of the header: actions or links. */
  extra?: ReactNode
  /** Remove the body padding (for a table that runs edge to edge). */
  flush?: boolean
  /** The body. */
  children?: ReactNode
}

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`

const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media ${media.phone} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`

const Extra = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`

const Body = styled.div<{ $flush: boolean }>`
  padding: ${({ theme, $flush }) => ($flush ? 0 : theme.space[5])};
  min-width: 0;
  @media ${media.phone} {
    padding: ${({ theme, $flush }) => ($flush ? 0 : theme.space[4])};
  }
`

/** A surface grouping one subject of a page: a header with title and actions, then a body. */
export function Card({ title, headingLevel = 2, extra, flush = false, children, ...rest }: CardProps) {
  const titleId = useId()
  const hasHeader = title != null || extra != null
  return (
    <Frame aria-labelledby={title != null ? titleId : undefined} {...rest}>
      {hasHeader && (
        <Header>
          {title != null ? (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          ) : (
            <span />
          )}
          {extra != null && <Extra>{extra}</Extra>}
        </Header>
      )}
      <Body $flush={flush}>{children}</Body>
    </Frame>
  )
}
