// Minting collectibles, and the limits of every batch action.
import { describe, expect, it } from 'vitest'
import * as errors from './errors'
import {
  blockchain,
  CONTRACT,
  SINGLE,
  MULTI,
  send,
  expectFailure,
  rows,
  points,
  nftRow,
  holding,
  nextNftId,
  mint,
  freezeAccount,
  withContract,
} from './testing/harness'

withContract()

describe('mint', () => {
  it('mints a single-copy collectible owned by the recipient and returns its id', async () => {
    const id = await mint('plat1', 'alice', SINGLE, 1, 'ipfs://one')
    expect(nftRow(id)).toMatchObject({
      business_type: 1,
      creator: 'plat1',
      owner: 'alice',
      supply: 1,
      nft_uri: 'ipfs://one',
      memo: 'memo',
      frozen: false,
      approved: '',
    })
    const returned = blockchain.actionTraces.at(-1)?.returnValue
    expect(returned === undefined ? undefined : Buffer.from(returned).readBigUInt64LE()).toBe(BigInt(id))
    expect(rows('nftbalances')).toEqual([])
  })

  it('mints multi-copy collectibles as a holding of the recipient', async () => {
    const id = await mint('plat1', 'alice', MULTI, 100)
    expect(nftRow(id)).toMatchObject({ business_type: 2, owner: '', supply: 100 })
    expect(holding(id, 'alice')).toBe(100)
  })

  it('charges the mint fee to the sender and credits the contract account', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 40 }, 'op')
    await mint('plat1', 'alice', SINGLE)
    expect(points('plat1')).toBe(8_000 - 40)
    expect(points(CONTRACT)).toBe(40)
  })

  it('refuses short points, bad amounts, a bad business type, a wrong signer, a wrong role and frozen parties', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 8_001 }, 'op')
    await expectFailure(mint('plat1', 'alice', SINGLE), errors.ERR_INSUFFICIENT_POINTS)
    await expectFailure(mint('plat1', 'alice', SINGLE, 2), errors.ERR_SINGLE_COPY_AMOUNT)
    await expectFailure(mint('plat1', 'alice', MULTI, 0), errors.ERR_INVALID_AMOUNT)
    await expectFailure(mint('plat1', 'alice', 3), errors.ERR_INVALID_BUSINESS_TYPE)
    await expectFailure(mint('plat1', 'alice', 0), errors.ERR_INVALID_BUSINESS_TYPE)
    await expectFailure(mint('alice', 'alice', SINGLE), errors.ERR_NO_PERMISSION)
    await expectFailure(mint('plat1', 'outsider', SINGLE), errors.ERR_UNKNOWN_RECIPIENT)
    await expectFailure(mint('outsider', 'alice', SINGLE), errors.ERR_UNKNOWN_ACCOUNT)
    await expectFailure(mint('plat1', 'alice', SINGLE, 1, 'x'.repeat(513)), errors.ERR_URI_TOO_LONG)
    await expect(
      send('mint', { sender: 'plat1', to: 'alice', amount: 1, nft_uri: '', business_type: SINGLE, memo: '' }, 'alice'),
    ).rejects.toThrow('missing required authority plat1')
    await freezeAccount('plat1', 'alice', true)
    await expectFailure(mint('plat1', 'alice', MULTI, 1), errors.ERR_RECIPIENT_NOT_ACTIVE)
    await freezeAccount('op', 'plat1')
    await expectFailure(mint('plat1', 'bob', MULTI, 1), errors.ERR_SENDER_NOT_ACTIVE)
  })

  it('mintbatch mints consecutive ids and charges the fee per item', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'mintbatch', value: 5 }, 'op')
    const first = nextNftId()
    await send(
      'mintbatch',
      { sender: 'plat1', to: 'bob', amounts: [3, 4, 5], nft_uris: ['a', 'b', 'c'], business_type: MULTI, memo: '' },
      'plat1',
    )
    expect([first, first + 1, first + 2].map((id) => holding(id, 'bob'))).toEqual([3, 4, 5])
    expect(nftRow(first + 2)).toMatchObject({ nft_uri: 'c', supply: 5 })
    expect(points('plat1')).toBe(8_000 - 15)
    const returned = blockchain.actionTraces.at(-1)?.returnValue
    expect(returned === undefined ? undefined : Buffer.from(returned).readBigUInt64LE()).toBe(BigInt(first))

    const batch = (amounts: number[], uris: string[], businessType = MULTI) =>
      send(
        'mintbatch',
        { sender: 'plat1', to: 'bob', amounts, nft_uris: uris, business_type: businessType, memo: '' },
        'plat1',
      )
    await expectFailure(batch([1, 2], ['a']), errors.ERR_BATCH_LENGTH_MISMATCH)
    await expectFailure(batch([], []), errors.ERR_EMPTY_BATCH)
    await expectFailure(
      batch(
        Array.from({ length: 51 }, () => 1),
        Array.from({ length: 51 }, () => 'u'),
      ),
      errors.ERR_BATCH_TOO_LARGE,
    )
    await expectFailure(batch([1, 2], ['a', 'b'], SINGLE), errors.ERR_SINGLE_COPY_AMOUNT)
    await expectFailure(batch([1, 0], ['a', 'b']), errors.ERR_INVALID_AMOUNT)
    await expectFailure(
      send(
        'mintbatch',
        { sender: 'alice', to: 'bob', amounts: [1], nft_uris: ['a'], business_type: SINGLE, memo: '' },
        'alice',
      ),
      errors.ERR_NO_PERMISSION,
    )
  })
})

describe('batch limits', () => {
  it('a full batch of 50 mints, moves and burns within one transaction', async () => {
    const first = nextNftId()
    const count = 50
    await send(
      'mintbatch',
      {
        sender: 'plat1',
        to: 'alice',
        amounts: Array.from({ length: count }, () => 2),
        nft_uris: Array.from({ length: count }, (_, i) => `ipfs://${i}`),
        business_type: MULTI,
        memo: 'drop',
      },
      'plat1',
    )
    const ids = Array.from({ length: count }, (_, i) => first + i)
    await send(
      'batchtrans',
      {
        sender: 'alice',
        from: 'alice',
        to: 'bob',
        nft_ids: ids,
        amounts: ids.map(() => 1),
        memo: '',
        business_type: MULTI,
      },
      'alice',
    )
    expect(ids.map((id) => holding(id, 'bob'))).toEqual(ids.map(() => 1))
    await send('burnbatch', { sender: 'bob', owner: 'bob', nft_ids: ids, business_type: MULTI }, 'bob')
    expect(ids.map((id) => nftRow(id)?.supply)).toEqual(ids.map(() => 1))
  })
})
