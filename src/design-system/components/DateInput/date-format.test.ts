import { describe, expect, it } from 'vitest'
import { formatDateValue, isApiDate } from '../../internal/date-text'
import { addDays, parseDateText } from './date-format'

describe('date fields in the console locale', () => {
  it('writes an API date as each locale does, English as Intl en-US does', () => {
    expect(formatDateValue('2026-11-27', 'zh-CN')).toBe('2026-11-27')
    expect(formatDateValue('2026-01-05', 'en-US')).toBe('01/05/2026')
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' })
    expect(formatDateValue('2026-01-05', 'en-US')).toBe(intl.format(new Date(2026, 0, 5)))
  })

  it("reads what the user types in the locale's order, and the API form in any locale", () => {
    expect(parseDateText('11/27/2026', 'en-US')).toBe('2026-11-27')
    expect(parseDateText(' 1/5/2026 ', 'en-US')).toBe('2026-01-05')
    expect(parseDateText('2026-11-27', 'en-US')).toBe('2026-11-27')
    expect(parseDateText('2026/1/5', 'zh-CN')).toBe('2026-01-05')
  })

  it('refuses what is not a whole real day', () => {
    for (const text of ['27/11/2026', '02/30/2026', '11/27/26', '11/27', 'tomorrow', '2026-13-01'])
      expect(parseDateText(text, 'en-US'), text).toBeNull()
    expect(parseDateText('2026-02-29', 'zh-CN')).toBeNull()
    expect(parseDateText('2028-02-29', 'zh-CN')).toBe('2028-02-29')
    expect(isApiDate('2026-02-30')).toBe(false)
  })

  it('steps across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
