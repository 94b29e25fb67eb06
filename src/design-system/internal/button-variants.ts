import { css } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link'

/** The look of each button variant, shared by Button and IconButton so the two never drift apart. */
export const buttonVariantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.bgSubtle};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    padding-inline: 0;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
}

/** IconButton's danger is quiet (a red icon, tinted on hover): a solid red square reads as an alert. */
export const iconButtonDangerStyle = css`
  background: transparent;
  border-color: transparent;
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
`
