import { fillTemplate } from '@/lib/i18n/fill-template'
import { describe, expect, it } from 'vitest'
import { expandDateRange, isDateRangeReversed } from './date-range'

describe('record filters: date range', () => {
  it('covers the first day from its start and the last day to its end (spec §5)', () => {
    expect(expandDateRange({ start: '2026-11-01', end: '2026-11-23' })).toEqual({
      start_time: '2026-11-01 00:00:00',
      end_time: '2026-11-23 23:59:59',
    })
    expect(expandDateRange({ start: '2026-11-23', end: '2026-11-23' })).toEqual({
      start_time: '2026-11-23 00:00:00',
      end_time: '2026-11-23 23:59:59',
    })
  })

  it('leaves out an unset or malformed bound', () => {
    expect(expandDateRange({ start: '', end: '' })).toEqual({})
    expect(expandDateRange({ start: '2026-11-01', end: '' })).toEqual({ start_time: '2026-11-01 00:00:00' })
    expect(expandDateRange({ start: '11/01/2026', end: '2026-11-02' })).toEqual({ end_time: '2026-11-02 23:59:59' })
  })

  it('tells an end before the start', () => {
    expect(isDateRangeReversed({ start: '2026-11-02', end: '2026-11-01' })).toBe(true)
    expect(isDateRangeReversed({ start: '2026-11-01', end: '2026-11-01' })).toBe(false)
    expect(isDateRangeReversed({ start: '', end: '2026-11-01' })).toBe(false)
  })

  it('fills catalogue placeholders', () => {
    expect(fillTemplate('还差 {points} 积分', { points: '40' })).toBe('还差 40 积分')
    expect(fillTemplate('{a} {missing}', { a: 1 })).toBe('1 {missing}')
  })
})
