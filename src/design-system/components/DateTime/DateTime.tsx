import type { HTMLAttributes } from 'react'
import styled from 'styled-components'
import { useDesignSystem } from '../../provider/DesignSystemProvider'
import { formatDateTime, parseDateTime, type DateTimeInput } from './format-date-time'

export interface DateTimeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The moment: a Date, epoch milliseconds, or a string (`YYYY-MM-DD HH:mm:ss` is read as local time). */
  value: DateTimeInput | null | undefined
  /** Shown when the value is missing or not a date. */
  fallback?: string
}

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

/**
 * A moment in local time as the console's locale writes it (`2026-11-27 14:34:51`, `11/27/2026, 02:34:51 PM`),
 * in a `<time dateTime>` element machines can read.
 */
export function DateTime({ value, fallback = '-', ...rest }: DateTimeProps) {
  const { locale } = useDesignSystem()
  const date = value == null ? null : parseDateTime(value)
  if (date == null) {
    // An unreadable string is still shown as written: hiding it would lose information.
    const shown = typeof value === 'string' && value.trim() !== '' ? value : fallback
    return <span {...rest}>{shown}</span>
  }
  return (
    <Time dateTime={date.toISOString()} {...rest}>
      {formatDateTime(date, locale)}
    </Time>
  )
}
