import { describe, expect, it } from 'vitest'
import { mintedNftIds } from './return-values'

describe('mintedNftIds', () => {
  it('reads the id a mint returns and the consecutive ids of a mintbatch', () => {
    const sent = [
      { account: 'ddccontract', name: 'mint', data: { nft_uri: 'a' } },
      { account: 'ddccontract', name: 'mintbatch', data: { nft_uris: ['b', 'c', 'd'] } },
    ]
    const traces = [
      {
        receiver: 'ddccontract',
        act: { account: 'ddccontract', name: 'mint' },
        return_value_hex_data: '0700000000000000',
      },
      { receiver: 'bob', act: { account: 'ddccontract', name: 'mint' }, return_value_hex_data: '' },
      {
        receiver: 'ddccontract',
        act: { account: 'ddccontract', name: 'mintbatch' },
        return_value_hex_data: '0900000000000000',
      },
    ]
    expect(mintedNftIds(traces, sent)).toEqual(['7', '9', '10', '11'])
    expect(mintedNftIds(undefined, sent)).toEqual([])
  })
})
