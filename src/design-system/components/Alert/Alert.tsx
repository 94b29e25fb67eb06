import type { HTMLAttributes, ReactNode } from 'react'
import styled, { type DefaultTheme } from 'styled-components'
import { ErrorGlyph, InfoGlyph, SuccessGlyph, WarningGlyph } from '../../internal/glyphs'

export type AlertType = 'error' | 'warning' | 'info' | 'success'

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Meaning and colour: `error` a failed request, `warning` needs attention, `info` a note, `success` done. */
  type?: AlertType
  /** The headline (查询失败). */
  title: ReactNode
  /** More detail under the headline, such as the server's message. */
  description?: ReactNode
  /** Actions at the right end (a retry button, a link). */
  action?: ReactNode
}

const Box = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $type }) => borderOf(theme.colors, $type)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $type }) => backgroundOf(theme.colors, $type)};
  color: ${({ theme }) => theme.colors.text};
`

const Icon = styled.span<{ $type: AlertType }>`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
  color: ${({ theme, $type }) => borderOf(theme.colors, $type)};
`

const Body = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`

const Description = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`

const Action = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

type Colors = DefaultTheme['colors']

function borderOf(colors: Colors, type: AlertType): string {
  return { error: colors.danger, warning: colors.warning, info: colors.info, success: colors.success }[type]
}

function backgroundOf(colors: Colors, type: AlertType): string {
  return {
    error: colors.dangerSubtle,
    warning: colors.warningSubtle,
    info: colors.infoSubtle,
    success: colors.successSubtle,
  }[type]
}

const icons: Record<AlertType, ReactNode> = {
  error: <ErrorGlyph />,
  warning: <WarningGlyph />,
  info: <InfoGlyph />,
  success: <SuccessGlyph />,
}

/**
 * A banner inside the page (a failed query and the server's reason). Unlike a toast it stays until the
 * page changes it. Errors and warnings are announced at once (role=alert), the others politely (status).
 */
export function Alert({ type = 'info', title, description, action, ...rest }: AlertProps) {
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status'
  return (
    <Box role={role} data-type={type} $type={type} {...rest}>
      <Icon $type={type} aria-hidden="true">
        {icons[type]}
      </Icon>
      <Body>
        <Title>{title}</Title>
        {description != null && description !== '' && <Description>{description}</Description>}
      </Body>
      {action != null && <Action>{action}</Action>}
    </Box>
  )
}
