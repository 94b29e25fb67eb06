import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'

describe('query client', () => {
  it('caches nothing, never retries and never refetches on window focus (spec §9)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()
    expect(queries).toMatchObject({ gcTime: 0, staleTime: 0, retry: false, refetchOnWindowFocus: false })
    expect(mutations).toMatchObject({ retry: false })
  })
})
