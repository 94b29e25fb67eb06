import { describe, expect, it } from 'vitest'
import { filterProblems } from './filter-problems'
import { emptyFilters } from './list-query'

describe('filter problems', () => {
  it('refuses a start date after the end date and a malformed platform account', () => {
    expect(filterProblems({ ...emptyFilters, start_time: '2026-03-02', end_time: '2026-03-01' })).toEqual({
      end_time: 'badRange',
    })
    expect(filterProblems({ ...emptyFilters, start_time: '2026-03-01', end_time: '2026-03-01' })).toEqual({})
    expect(filterProblems({ ...emptyFilters, platform: 'Not.Valid!' })).toEqual({ platform: 'badAccount' })
    expect(filterProblems({ ...emptyFilters, start_time: '13/01/2026', end_time: '2026-02-30' })).toEqual({
      start_time: 'badDate',
      end_time: 'badDate',
    })
  })
})
