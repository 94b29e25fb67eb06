import { describe, expect, it } from 'vitest'
import {
  dealHref,
  detailsHref,
  readDealLink,
  readDetailsLink,
  readSearchHistoryState,
  readSearchQuery,
  searchHistoryState,
  searchQueryString,
} from './search-params'

describe('search query in the URL', () => {
  it('reads chain, text, page and size, and writes them back without the defaults', () => {
    const query = readSearchQuery(new URLSearchParams('chain_info_id=1&parameter=%20abc%20&current=3&size=20'))
    expect(query).toEqual({ chain_info_id: '1', parameter: 'abc', current: 3, size: 20 })
    expect(searchQueryString(query)).toBe('?chain_info_id=1&parameter=abc&current=3&size=20')
    expect(searchQueryString({ ...query, current: 1, size: 10 })).toBe('?chain_info_id=1&parameter=abc')
    expect(searchQueryString({ chain_info_id: '', parameter: '', current: 1, size: 10 })).toBe('')
  })

  it('falls back to page 1, size 10 and no chain for anything malformed', () => {
    expect(readSearchQuery(new URLSearchParams('chain_info_id=x&current=-2&size=7'))).toEqual({
      chain_info_id: '',
      parameter: '',
      current: 1,
      size: 10,
    })
    expect(readSearchQuery(new URLSearchParams(''))).toEqual({ chain_info_id: '', parameter: '', current: 1, size: 10 })
  })
})

describe('shown result in the history entry', () => {
  const result = {
    list: [
      {
        nft_id: '7',
        erc_info_id: '12',
        chain_info_id: '1',
        chain_type: 'Antelope',
        business_type: 1 as const,
        owner: 'alice',
      },
    ],
    total: 1,
  }

  it('comes back as it was saved', () => {
    const query = { chain_info_id: '1', parameter: 'alice', current: 1, size: 10 }
    expect(readSearchHistoryState(searchHistoryState(query, result))).toEqual({ query, result })
  })

  it('is ignored when missing or not a search result', () => {
    expect(readSearchHistoryState(null)).toBeNull()
    expect(readSearchHistoryState({ other: 1 })).toBeNull()
    expect(readSearchHistoryState({ collectionSearch: { query: {}, result: { list: 'nope', total: 1 } } })).toBeNull()
  })
})

describe('links between the pages', () => {
  it('round-trips the details link', () => {
    const href = detailsHref({ erc_info_id: '12', business_type: 2, owner: 'alice.p' })
    expect(href).toBe('/collection-search-details?erc_info_id=12&business_type=2&owner=alice.p')
    expect(readDetailsLink(new URL(href, 'http://x').searchParams)).toEqual({
      erc_info_id: '12',
      business_type: 2,
      owner: 'alice.p',
    })
  })

  it('round-trips the deal link', () => {
    const href = dealHref({ history_id: '99', business_type: 1 })
    expect(href).toBe('/collection-search-deal?history_id=99&business_type=1')
    expect(readDealLink(new URL(href, 'http://x').searchParams)).toEqual({ history_id: '99', business_type: 1 })
  })

  it('refuses incomplete or malformed links', () => {
    expect(readDetailsLink(new URLSearchParams('erc_info_id=12&business_type=3&owner=alice'))).toBeNull()
    expect(readDetailsLink(new URLSearchParams('erc_info_id=12&business_type=1'))).toBeNull()
    expect(readDealLink(new URLSearchParams('history_id=abc&business_type=1'))).toBeNull()
  })
})
