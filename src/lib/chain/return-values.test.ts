import { describe, expect, it } from 'vitest'
import { mintedNftIds } from './return-values'

describe('mintedNftIds', () => {
  it('reads the id a mint returns and the consecutive ids of a mintbatch', () => {
    const sent = [
      { account: 'ddc', name: 'mint', data: { nft_uri: 'a' } },
      { account: 'ddc', name: 'mintbatch', data: { nft_uris: ['b', 'c', 'd'] } },
    ]
    const traces = [
      { receiver: 'ddc', act: { account: 'ddc', name: 'mint' }, return_value_hex_data: '0700000000000000' },
      { receiver: 'bob', act: { account: 'ddc', name: 'mint' }, return_value_hex_data: '' },
      { receiver: 'ddc', act: { account: 'ddc', name: 'mintbatch' }, return_value_hex_data: '0900000000000000' },
    ]
    expect(mintedNftIds(traces, sent)).toEqual(['7', '9', '10', '11'])
    expect(mintedNftIds(undefined, sent)).toEqual([])
  })
})
