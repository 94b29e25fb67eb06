import { describe, expect, it } from 'vitest'
import { BusinessType } from '@/api/primitives'
import { nftActionBuilder } from './nft-actions'

const build = nftActionBuilder('ddccontract', 'platform1111')

describe("the spec's ddc_* inputs become the contract's nft_* fields", () => {
  it('maps ids and uris, single and batch, and sends no ddc_* field', () => {
    const actions = [
      build.mint721({ to: 'user11111111', ddc_uri: 'ipfs://a' }),
      build.mint1155({ to: 'user11111111', ddc_uri: 'ipfs://b', amount: 5 }),
      build.mintBatch721({ to: 'user11111111', ddc_uris: ['ipfs://c', 'ipfs://d'] }),
      build.mintBatch1155({ to: 'user11111111', ddc_uris: ['ipfs://e'], amounts: [3] }),
      build.transfer721({ from: 'platform1111', to: 'user11111111', ddc_id: '7' }),
      build.transferBatch721({ from: 'platform1111', to: 'user11111111', ddc_ids: ['7', '8'] }),
      build.transfer1155({ from: 'platform1111', to: 'user11111111', ddc_id: 9, amount: 2 }),
      build.transferBatch1155({ from: 'platform1111', to: 'user11111111', ddc_ids: [9], amounts: [2] }),
      build.freeze({ ddc_id: 7, business_type: BusinessType.SingleCopy }),
      build.burnbatch({ owner: 'user11111111', ddc_ids: [9], business_type: BusinessType.MultiCopy }),
      build.setUri({ ddc_id: 7, ddc_uri: 'ipfs://f', business_type: BusinessType.SingleCopy }),
    ]
    expect(actions.map((action) => action.data)).toEqual([
      expect.objectContaining({ nft_uri: 'ipfs://a', business_type: BusinessType.SingleCopy, amount: '1' }),
      expect.objectContaining({ nft_uri: 'ipfs://b', business_type: BusinessType.MultiCopy, amount: '5' }),
      expect.objectContaining({ nft_uris: ['ipfs://c', 'ipfs://d'], amounts: ['1', '1'] }),
      expect.objectContaining({ nft_uris: ['ipfs://e'], amounts: ['3'], business_type: BusinessType.MultiCopy }),
      expect.objectContaining({ nft_id: '7', amount: '1', business_type: BusinessType.SingleCopy }),
      expect.objectContaining({ nft_ids: ['7', '8'], amounts: ['1', '1'] }),
      expect.objectContaining({ nft_id: '9', amount: '2', business_type: BusinessType.MultiCopy }),
      expect.objectContaining({ nft_ids: ['9'], amounts: ['2'] }),
      { sender: 'platform1111', nft_id: '7', business_type: BusinessType.SingleCopy },
      { sender: 'platform1111', owner: 'user11111111', nft_ids: ['9'], business_type: BusinessType.MultiCopy },
      { sender: 'platform1111', nft_id: '7', nft_uri: 'ipfs://f', business_type: BusinessType.SingleCopy },
    ])
    for (const action of actions) expect(Object.keys(action.data).filter((key) => key.startsWith('ddc_'))).toEqual([])
  })
})
