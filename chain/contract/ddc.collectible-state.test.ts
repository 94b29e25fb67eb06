// What changes a collectible in place: freeze, unfreeze, seturi.
import { describe, expect, it } from 'vitest'
import * as errors from './errors'
import {
  SINGLE,
  MULTI,
  send,
  expectFailure,
  points,
  nftRow,
  mint,
  freezeAccount,
  withContract,
} from './testing/harness'

withContract()

describe('freeze and unfreeze', () => {
  it('the creating platform and operators freeze collectibles; others may not', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    expect(nftRow(id)).toMatchObject({ frozen: true })
    await expectFailure(
      send('freeze', { sender: 'op', nft_id: id, business_type: SINGLE }, 'op'),
      errors.ERR_NFT_ALREADY_FROZEN,
    )
    await expectFailure(
      send('unfreeze', { sender: 'plat2', nft_id: id, business_type: SINGLE }, 'plat2'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('unfreeze', { sender: 'alice', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_NO_PERMISSION,
    )
    await send('unfreeze', { sender: 'op', nft_id: id, business_type: SINGLE }, 'op')
    expect(nftRow(id)).toMatchObject({ frozen: false })
    await expectFailure(
      send('unfreeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1'),
      errors.ERR_NFT_NOT_FROZEN,
    )
    await expectFailure(
      send('freeze', { sender: 'plat1', nft_id: 999, business_type: SINGLE }, 'plat1'),
      errors.ERR_UNKNOWN_NFT,
    )
    await expect(send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'op')).rejects.toThrow(
      'missing required authority plat1',
    )
  })

  it('charges the freeze fee and refuses short points and a frozen sender', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'freeze', value: 100 }, 'op')
    const id = await mint('plat1', 'alice', MULTI, 3)
    await send('freeze', { sender: 'plat1', nft_id: id, business_type: MULTI }, 'plat1')
    expect(points('plat1')).toBe(8_000 - 100)
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'unfreeze', value: 1_000_000 }, 'op')
    await expectFailure(
      send('unfreeze', { sender: 'plat1', nft_id: id, business_type: MULTI }, 'plat1'),
      errors.ERR_INSUFFICIENT_POINTS,
    )
    await freezeAccount('op', 'plat1')
    await expectFailure(
      send('unfreeze', { sender: 'plat1', nft_id: id, business_type: MULTI }, 'plat1'),
      errors.ERR_SENDER_NOT_ACTIVE,
    )
  })
})

describe('seturi', () => {
  it('the creator changes the resource identifier of a collectible that is not frozen', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'seturi', value: 11 }, 'op')
    const id = await mint('plat1', 'alice', SINGLE, 1, 'ipfs://old')
    await send('seturi', { sender: 'plat1', nft_id: id, nft_uri: 'ipfs://new', business_type: SINGLE }, 'plat1')
    expect(nftRow(id)).toMatchObject({ nft_uri: 'ipfs://new' })
    expect(points('plat1')).toBe(8_000 - 11)
    await expectFailure(
      send('seturi', { sender: 'plat2', nft_id: id, nft_uri: 'x', business_type: SINGLE }, 'plat2'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('seturi', { sender: 'alice', nft_id: id, nft_uri: 'x', business_type: SINGLE }, 'alice'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('seturi', { sender: 'plat1', nft_id: id, nft_uri: 'x'.repeat(513), business_type: SINGLE }, 'plat1'),
      errors.ERR_URI_TOO_LONG,
    )
    await send('freeze', { sender: 'op', nft_id: id, business_type: SINGLE }, 'op')
    await expectFailure(
      send('seturi', { sender: 'plat1', nft_id: id, nft_uri: 'x', business_type: SINGLE }, 'plat1'),
      errors.ERR_NFT_FROZEN,
    )
  })
})
