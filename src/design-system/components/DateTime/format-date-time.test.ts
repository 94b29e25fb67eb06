import { describe, expect, it } from 'vitest'
import { formatDateTime, parseDateTime } from './format-date-time'

describe('formatDateTime', () => {
  it('formats a Date as YYYY-MM-DD HH:mm:ss in local time, zero-padded', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05')
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59')
  })

  it('formats epoch milliseconds', () => {
    const moment = new Date(2023, 5, 15, 8, 30, 0)
    expect(formatDateTime(moment.getTime())).toBe('2023-06-15 08:30:00')
  })

  it('reads the server format as local time and gives it back unchanged', () => {
    expect(formatDateTime('2024-03-09 17:45:01')).toBe('2024-03-09 17:45:01')
    expect(formatDateTime('2024-03-09T17:45')).toBe('2024-03-09 17:45:00')
  })

  it('converts an ISO string with a zone to local time', () => {
    const iso = '2024-03-09T12:00:00.000Z'
    expect(formatDateTime(iso)).toBe(formatDateTime(new Date(Date.UTC(2024, 2, 9, 12, 0, 0))))
  })

  it('writes the English console as Intl en-US does, with the same local moment', () => {
    expect(formatDateTime('2026-01-05 15:04:05', 'en-US')).toBe('01/05/2026, 03:04:05 PM')
    expect(formatDateTime('2026-01-05 15:04:05', 'zh-CN')).toBe('2026-01-05 15:04:05')
  })

  it('gives an empty string for what is not a date', () => {
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDateTime('')).toBe('')
    expect(formatDateTime(Number.NaN)).toBe('')
    expect(formatDateTime(new Date('invalid'))).toBe('')
  })

  it('does not share the Date it was given', () => {
    const original = new Date(2024, 0, 1)
    const parsed = parseDateTime(original)
    expect(parsed).not.toBe(original)
    expect(parsed?.getTime()).toBe(original.getTime())
  })
})
