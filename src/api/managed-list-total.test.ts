import { describe, expect, it } from 'vitest'
import { managedListCountLimit, managedListTotal } from './nft'

describe('managed list totals', () => {
  it('count 10,000 rows for any page in the first 10,000, then 10,000 past the page at a round number', () => {
    expect(managedListCountLimit({ current: 1, size: 10 })).toBe(10_000)
    expect(managedListCountLimit({ current: 999, size: 10 })).toBe(10_000)
    expect(managedListCountLimit({ current: 1, size: 10_000 })).toBe(20_000)
    expect(managedListCountLimit({ current: 1001, size: 10 })).toBe(20_000)
    // Always past the page's end, so the next page can be asked for.
    for (const page of [
      { current: 1, size: 100 },
      { current: 100, size: 100 },
      { current: 2500, size: 20 },
    ])
      expect(managedListCountLimit(page)).toBeGreaterThan(page.current * page.size)
  })

  it('answer the exact total up to the limit and a lower bound beyond', () => {
    expect(managedListTotal(10_000, { current: 1, size: 10 })).toEqual({ total: 10_000 })
    expect(managedListTotal(10_001, { current: 1, size: 10 })).toEqual({ total: 10_000, total_capped: true })
    expect(managedListTotal(0, { current: 3, size: 10 })).toEqual({ total: 0 })
  })
})
