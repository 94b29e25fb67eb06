import type { ReactNode } from 'react'
import styled from 'styled-components'

export interface CenteredLayoutProps {
  /** The content in the middle of the screen: usually one Card (login, register, logout). */
  children: ReactNode
  /** Shown above the content, e.g. the product name. */
  header?: ReactNode
  /** Shown in the top-right corner: language and theme switches, a demo badge. */
  corner?: ReactNode
  /** Widest the content may grow, as a CSS length. */
  maxWidth?: string
}

const Screen = styled.main`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.bg};
`

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`

const Column = styled.div<{ $maxWidth: string }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
`

/** A page with its content centred in a column: the screens shown before logging in. The main landmark. */
export function CenteredLayout({ children, header, corner, maxWidth = '420px' }: CenteredLayoutProps) {
  return (
    <Screen>
      {corner != null && <Corner>{corner}</Corner>}
      {header}
      <Column $maxWidth={maxWidth}>{children}</Column>
    </Screen>
  )
}
