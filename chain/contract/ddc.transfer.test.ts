// Moving and burning collectibles: transfer, batchtrans, burn, burnbatch.
import { describe, expect, it } from 'vitest'
import * as errors from './errors'
import {
  SINGLE,
  MULTI,
  send,
  expectFailure,
  rows,
  points,
  nftRow,
  holding,
  mint,
  freezeAccount,
  withContract,
} from './testing/harness'

withContract()

describe('transfer', () => {
  const transfer = (sender: string, from: string, to: string, nftId: number, amount: number, businessType: number) =>
    send('transfer', { sender, from, to, nft_id: nftId, amount, memo: 'gift', business_type: businessType }, sender)

  it('moves a single-copy collectible from its owner and charges the sender', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'transfer', value: 7 }, 'op')
    const id = await mint('plat1', 'alice', SINGLE)
    await transfer('alice', 'alice', 'bob', id, 1, SINGLE)
    expect(nftRow(id)).toMatchObject({ owner: 'bob' })
    expect(points('alice')).toBe(1_000 - 7)
  })

  it('lets the approved account and an operator approved for all move it, and nobody else', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(transfer('bob', 'alice', 'bob', id, 1, SINGLE), errors.ERR_NOT_APPROVED)
    await send('approve', { sender: 'alice', to: 'bob', nft_id: id, business_type: SINGLE }, 'alice')
    expect(nftRow(id)).toMatchObject({ approved: 'bob' })
    await transfer('bob', 'alice', 'plat1', id, 1, SINGLE)
    expect(nftRow(id)).toMatchObject({ owner: 'plat1', approved: '' })

    await send('approvalall', { sender: 'plat1', to: 'bob', approved: true, business_type: SINGLE }, 'plat1')
    await transfer('bob', 'plat1', 'alice', id, 1, SINGLE)
    expect(nftRow(id)).toMatchObject({ owner: 'alice' })
    await expectFailure(transfer('alice', 'bob', 'plat1', id, 1, SINGLE), errors.ERR_NOT_OWNER)
    await transfer('alice', 'alice', 'bob', id, 1, SINGLE)
    await expect(
      send(
        'transfer',
        { sender: 'bob', from: 'bob', to: 'alice', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'alice',
      ),
    ).rejects.toThrow('missing required authority bob')
  })

  it('refuses frozen collectibles, frozen parties, bad amounts, self transfers, short points and unknown ids', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 2, SINGLE), errors.ERR_SINGLE_COPY_AMOUNT)
    await expectFailure(transfer('alice', 'alice', 'alice', id, 1, SINGLE), errors.ERR_SELF_TRANSFER)
    await expectFailure(transfer('alice', 'alice', 'bob', 999, 1, SINGLE), errors.ERR_UNKNOWN_NFT)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, MULTI), errors.ERR_BUSINESS_TYPE_MISMATCH)
    await expectFailure(transfer('alice', 'alice', 'outsider', id, 1, SINGLE), errors.ERR_UNKNOWN_RECIPIENT)
    await expectFailure(
      send(
        'transfer',
        {
          sender: 'alice',
          from: 'alice',
          to: 'bob',
          nft_id: id,
          amount: 1,
          memo: 'm'.repeat(257),
          business_type: SINGLE,
        },
        'alice',
      ),
      errors.ERR_MEMO_TOO_LONG,
    )

    await send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, SINGLE), errors.ERR_NFT_FROZEN)
    await send('unfreeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')

    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'transfer', value: 1_001 }, 'op')
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, SINGLE), errors.ERR_INSUFFICIENT_POINTS)
    await send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'transfer' }, 'op')

    await freezeAccount('plat1', 'bob', true)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, SINGLE), errors.ERR_RECIPIENT_NOT_ACTIVE)
    await send('approve', { sender: 'alice', to: 'plat1', nft_id: id, business_type: SINGLE }, 'alice')
    await freezeAccount('op', 'alice')
    await expectFailure(transfer('alice', 'alice', 'plat1', id, 1, SINGLE), errors.ERR_SENDER_NOT_ACTIVE)
    await expectFailure(transfer('plat1', 'alice', 'plat1', id, 1, SINGLE), errors.ERR_SENDER_NOT_ACTIVE) // the owner is frozen
    expect(nftRow(id)).toMatchObject({ owner: 'alice' })
  })

  it("moves copies of a multi-copy collectible within the holder's balance", async () => {
    const id = await mint('plat1', 'alice', MULTI, 10)
    await transfer('alice', 'alice', 'bob', id, 4, MULTI)
    expect([holding(id, 'alice'), holding(id, 'bob')]).toEqual([6, 4])
    await transfer('alice', 'alice', 'bob', id, 6, MULTI)
    expect([holding(id, 'alice'), holding(id, 'bob')]).toEqual([0, 10])
    expect(rows('nftbalances').filter((row) => row.owner === 'alice')).toEqual([])
    await expectFailure(transfer('bob', 'bob', 'alice', id, 11, MULTI), errors.ERR_INSUFFICIENT_BALANCE)
    await expectFailure(transfer('bob', 'bob', 'alice', id, 0, MULTI), errors.ERR_INVALID_AMOUNT)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, MULTI), errors.ERR_NOT_OWNER)
    await expectFailure(transfer('alice', 'bob', 'alice', id, 1, MULTI), errors.ERR_NOT_APPROVED)
    await send('approve', { sender: 'bob', to: 'alice', nft_id: id, business_type: MULTI }, 'bob')
    await transfer('alice', 'bob', 'alice', id, 3, MULTI)
    expect([holding(id, 'alice'), holding(id, 'bob')]).toEqual([3, 7])
    expect(nftRow(id)).toMatchObject({ supply: 10 })
  })

  it('batchtrans moves every listed collectible and charges per item', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'batchtrans', value: 2 }, 'op')
    const a = await mint('plat1', 'alice', MULTI, 5)
    const b = await mint('plat1', 'alice', MULTI, 5)
    await send(
      'batchtrans',
      { sender: 'alice', from: 'alice', to: 'bob', nft_ids: [a, b], amounts: [1, 5], memo: '', business_type: MULTI },
      'alice',
    )
    expect([holding(a, 'bob'), holding(b, 'bob'), holding(a, 'alice')]).toEqual([1, 5, 4])
    expect(points('alice')).toBe(1_000 - 4)
    const batch = (ids: number[], amounts: number[]) =>
      send(
        'batchtrans',
        { sender: 'alice', from: 'alice', to: 'bob', nft_ids: ids, amounts, memo: '', business_type: MULTI },
        'alice',
      )
    await expectFailure(batch([a], [1, 1]), errors.ERR_BATCH_LENGTH_MISMATCH)
    await expectFailure(batch([], []), errors.ERR_EMPTY_BATCH)
    await expectFailure(batch([a, b], [1, 1]), errors.ERR_NOT_OWNER) // alice holds no more of b
    expect(holding(a, 'alice')).toBe(4) // the failed batch moved nothing
  })
})

describe('burn', () => {
  const burn = (sender: string, owner: string, nftId: number, businessType: number) =>
    send('burn', { sender, owner, nft_id: nftId, business_type: businessType }, sender)

  it('burns a single-copy collectible of its owner', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'burn', value: 9 }, 'op')
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(burn('bob', 'alice', id, SINGLE), errors.ERR_NOT_APPROVED)
    await expectFailure(burn('bob', 'bob', id, SINGLE), errors.ERR_NOT_OWNER)
    await burn('alice', 'alice', id, SINGLE)
    expect(nftRow(id)).toBeUndefined()
    expect(points('alice')).toBe(1_000 - 9)
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_UNKNOWN_NFT)
  })

  it("burns all of the owner's copies and lowers the supply", async () => {
    const id = await mint('plat1', 'alice', MULTI, 10)
    await send(
      'transfer',
      { sender: 'alice', from: 'alice', to: 'bob', nft_id: id, amount: 4, memo: '', business_type: MULTI },
      'alice',
    )
    await burn('bob', 'bob', id, MULTI)
    expect(nftRow(id)).toMatchObject({ supply: 6 })
    expect(holding(id, 'bob')).toBe(0)
    await send('approvalall', { sender: 'alice', to: 'bob', approved: true, business_type: MULTI }, 'alice')
    await burn('bob', 'alice', id, MULTI)
    expect(nftRow(id)).toBeUndefined()
  })

  it('refuses frozen collectibles, frozen owners, a wrong role and short points', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_NFT_FROZEN)
    await send('unfreeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'burn', value: 5_000 }, 'op')
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_INSUFFICIENT_POINTS)
    await send('delfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'burn' }, 'op')
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_NO_PERMISSION)
    await freezeAccount('op', 'alice')
    await expectFailure(burn('op', 'alice', id, SINGLE), errors.ERR_SENDER_NOT_ACTIVE)
    expect(nftRow(id)).toMatchObject({ owner: 'alice' })
  })

  it('burnbatch burns every listed collectible or none', async () => {
    const a = await mint('plat1', 'alice', SINGLE)
    const b = await mint('plat1', 'alice', SINGLE)
    const c = await mint('plat1', 'bob', SINGLE)
    await expectFailure(
      send('burnbatch', { sender: 'alice', owner: 'alice', nft_ids: [a, c], business_type: SINGLE }, 'alice'),
      errors.ERR_NOT_OWNER,
    )
    expect(nftRow(a)).toBeDefined()
    await send('burnbatch', { sender: 'alice', owner: 'alice', nft_ids: [a, b], business_type: SINGLE }, 'alice')
    expect([nftRow(a), nftRow(b)]).toEqual([undefined, undefined])
    await expectFailure(
      send('burnbatch', { sender: 'alice', owner: 'alice', nft_ids: [], business_type: SINGLE }, 'alice'),
      errors.ERR_EMPTY_BATCH,
    )
  })
})
