import type { FormHTMLAttributes } from 'react'
import styled from 'styled-components'

export type FormLayoutProps = FormHTMLAttributes<HTMLFormElement>

/**
 * A page form at the readable width every form shares (`layout.formMaxWidth`): the whole width on a phone,
 * never wider on a wide screen, left-aligned in its card. `as="div"` keeps the width for fields whose send button acts on its own.
 */
export const FormLayout = styled.form<FormLayoutProps>`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formMaxWidth};
`
