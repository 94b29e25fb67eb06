import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { Button } from '../Button'

export type ResultStatus = 403 | 404 | 500 | 'error'

export interface ResultProps {
  /** Which page: 403 no permission, 404 page not found, 500 or `error` a page that failed to render. */
  status: ResultStatus
  /** Replaces the heading (the status code, or the error message for `error`). */
  title?: ReactNode
  /** Replaces the message under the heading; defaults to the locale's text for the status. */
  subTitle?: ReactNode
  /** Shows a Back button (返回) that calls this. */
  onBack?: () => void
  /** Shows a Home button (返回首页) that calls this. */
  onHome?: () => void
  /** More actions after Back and Home. */
  extra?: ReactNode
  /** Level of the heading; a full error page is the page's h1. */
  headingLevel?: 1 | 2 | 3
  /** Class for layout by the parent. */
  className?: string
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
`

const Illustration = styled.div<{ $tone: 'warning' | 'info' | 'danger' }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`

const SubTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`

function StatusIcon({ status }: { status: ResultStatus }) {
  const glyph =
    status === 403 ? (
      // A padlock.
      <path d="M22 30v-6a10 10 0 0 1 20 0v6M18 30h28v20H18zM32 38v5" />
    ) : status === 404 ? (
      // A magnifier over nothing.
      <path d="M28 16a12 12 0 1 1 0 24 12 12 0 0 1 0-24ZM37 37l10 10M24 28h8" />
    ) : (
      // A warning sign.
      <path d="M32 14 50 48H14L32 14ZM32 26v10M32 41v2" />
    )
  return (
    <svg width="96" height="96" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.1" />
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {glyph}
      </g>
    </svg>
  )
}

/** The result pages: 403 no permission, 404 not found, and the page-error page with Back and Home. */
export function Result({ status, title, subTitle, onBack, onHome, extra, headingLevel = 1, className }: ResultProps) {
  const strings = useDesignSystemStrings()
  const defaults: Record<ResultStatus, { title: string; subTitle: string | null }> = {
    403: { title: '403', subTitle: strings.noPermission },
    404: { title: '404', subTitle: strings.pageNotFound },
    500: { title: '500', subTitle: strings.pageError },
    error: { title: strings.pageError, subTitle: null },
  }
  const tone = status === 403 ? 'warning' : status === 404 ? 'info' : 'danger'
  const shownSubTitle = subTitle === undefined ? defaults[status].subTitle : subTitle
  const hasActions = onBack != null || onHome != null || extra != null
  return (
    <Wrapper className={className} data-status={status}>
      <Illustration $tone={tone}>
        <StatusIcon status={status} />
      </Illustration>
      <Title as={`h${headingLevel}`}>{title ?? defaults[status].title}</Title>
      {shownSubTitle != null && <SubTitle>{shownSubTitle}</SubTitle>}
      {hasActions && (
        <Actions>
          {onBack != null && <Button onClick={onBack}>{strings.back}</Button>}
          {onHome != null && (
            <Button variant="primary" onClick={onHome}>
              {strings.home}
            </Button>
          )}
          {extra}
        </Actions>
      )}
    </Wrapper>
  )
}
