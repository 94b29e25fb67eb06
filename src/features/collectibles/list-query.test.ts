import { describe, expect, it } from 'vitest'
import { emptyFilters, listQueryString, listRequest, readListQuery } from './list-query'

describe('list query', () => {
  it('reads filters, order and page from the URL and writes them back without the defaults', () => {
    const params = new URLSearchParams(
      'nft_id=12&owner=alice&nft_uri=ipfs&state=2&start_time=2026-03-01&end_time=2026-03-31&platform=ddcplatform1&sort=nft_id:asc&current=3&size=50',
    )
    const query = readListQuery(params, 'operator')
    expect(query).toEqual({
      filters: {
        nft_id: '12',
        owner: 'alice',
        nft_uri: 'ipfs',
        state: '2',
        start_time: '2026-03-01',
        end_time: '2026-03-31',
        platform: 'ddcplatform1',
      },
      sort: 'nft_id:asc',
      current: 3,
      size: 50,
    })
    expect(new URLSearchParams(listQueryString(query)).toString()).toBe(params.toString())
    expect(listQueryString({ filters: emptyFilters, sort: 'create_time:desc', current: 1, size: 10 })).toBe('')
  })

  it('offers a 10,000-row page (the virtual table) and no other size beyond the spec sizes', () => {
    expect(readListQuery(new URLSearchParams('size=10000'), 'platform').size).toBe(10_000)
    expect(readListQuery(new URLSearchParams('size=1000'), 'platform').size).toBe(10)
  })

  it('falls back to the defaults for malformed values; a platform never filters by platform', () => {
    const query = readListQuery(
      new URLSearchParams('state=9&start_time=yesterday&sort=owner&current=0&size=7&platform=x'),
      'platform',
    )
    expect(query).toEqual({ filters: emptyFilters, sort: 'create_time:desc', current: 1, size: 10 })
  })

  it('asks the server only for the filters that are set, with the order', () => {
    expect(
      listRequest({
        filters: { ...emptyFilters, nft_uri: 'ipfs', state: '1', end_time: '2026-03-31' },
        sort: 'create_time:asc',
        current: 2,
        size: 20,
      }),
    ).toEqual({ sort: 'create_time', order: 'asc', nft_uri: 'ipfs', state: '1', end_time: '2026-03-31' })
  })
})
