import type { FormHTMLAttributes, HTMLAttributes } from 'react'
import styled from 'styled-components'

export interface FormLayoutProps extends FormHTMLAttributes<HTMLFormElement> {
  /**
   * `div` for a group of fields that is not submitted as a form (its send button acts on its own), so it
   * still keeps the forms' width.
   */
  as?: 'form' | 'div'
}

// Full width up to the token, never wider: a phone's narrow screen gets all of it, a wide screen a readable line.
const Layout = styled.form`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formMaxWidth};
  min-width: 0;
`

/**
 * A page form at the readable width every form shares (`layout.formMaxWidth`), left-aligned in its card.
 * Validation is the form's own, so the browser's is off.
 */
export function FormLayout({ as = 'form', children, ...rest }: FormLayoutProps) {
  return as === 'form' ? (
    <Layout noValidate {...rest}>
      {children}
    </Layout>
  ) : (
    <Layout as="div" {...(rest as HTMLAttributes<HTMLDivElement>)}>
      {children}
    </Layout>
  )
}
