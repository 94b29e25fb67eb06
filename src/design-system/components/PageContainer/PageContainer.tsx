import type { ReactNode } from 'react'
import styled from 'styled-components'

export interface PageContainerProps {
  /** The page's content. */
  children: ReactNode
  /** Widest the content may grow, as a CSS length; it is centred beyond that. */
  maxWidth?: string
}

const Main = styled.main<{ $maxWidth: string }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
`

/**
 * The main region of a page shown outside the console layout (the visitor's search, details and deal
 * pages): padded, centred, width-limited. Inside the console, AppLayout provides the main region.
 */
export function PageContainer({ children, maxWidth = '1200px' }: PageContainerProps) {
  return <Main $maxWidth={maxWidth}>{children}</Main>
}
