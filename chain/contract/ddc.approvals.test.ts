// Approvals: approve, approvebatch, approvalall, delapproval.
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

describe('approvals', () => {
  it('approve and delapproval set and clear the per-collectible approval of its owner', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(
      send('approve', { sender: 'bob', to: 'plat1', nft_id: id, business_type: SINGLE }, 'bob'),
      errors.ERR_NOT_OWNER,
    )
    await expectFailure(
      send('approve', { sender: 'alice', to: 'alice', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_SELF_APPROVE,
    )
    await expectFailure(
      send('approve', { sender: 'alice', to: 'outsider', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_UNKNOWN_RECIPIENT,
    )
    await send('approve', { sender: 'alice', to: 'bob', nft_id: id, business_type: SINGLE }, 'alice')
    await send('delapproval', { sender: 'alice', nft_id: id, business_type: SINGLE }, 'alice')
    expect(nftRow(id)).toMatchObject({ approved: '' })
    await expectFailure(
      send('delapproval', { sender: 'alice', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_NO_APPROVAL,
    )
    await expectFailure(
      send('delapproval', { sender: 'bob', nft_id: id, business_type: SINGLE }, 'bob'),
      errors.ERR_NOT_OWNER,
    )
    await freezeAccount('plat1', 'bob', true)
    await expectFailure(
      send('approve', { sender: 'alice', to: 'bob', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_RECIPIENT_NOT_ACTIVE,
    )
  })

  it('approvebatch approves each listed collectible of a holder', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'approvebatch', value: 1 }, 'op')
    const a = await mint('plat1', 'alice', MULTI, 2)
    const b = await mint('plat1', 'alice', MULTI, 2)
    await send('approvebatch', { sender: 'alice', to: 'bob', nft_ids: [a, b], business_type: MULTI }, 'alice')
    expect(
      rows('nftbalances')
        .filter((row) => row.owner === 'alice')
        .map((row) => row.approved),
    ).toEqual(['bob', 'bob'])
    expect(points('alice')).toBe(1_000 - 2)
    await send('delapproval', { sender: 'alice', nft_id: a, business_type: MULTI }, 'alice')
    await expectFailure(
      send(
        'transfer',
        { sender: 'bob', from: 'alice', to: 'bob', nft_id: a, amount: 1, memo: '', business_type: MULTI },
        'bob',
      ),
      errors.ERR_NOT_APPROVED,
    )
    await expectFailure(
      send('approvebatch', { sender: 'bob', to: 'alice', nft_ids: [a], business_type: MULTI }, 'bob'),
      errors.ERR_NOT_OWNER,
    )
  })

  it("approvalall approves and revokes an operator for all of an owner's collectibles of a type", async () => {
    await send('approvalall', { sender: 'alice', to: 'bob', approved: true, business_type: SINGLE }, 'alice')
    expect(rows('s21userappr')).toEqual([
      expect.objectContaining({ owner: 'alice', to: 'bob', business_type: 1, approved: true }),
    ])
    await expectFailure(
      send('approvalall', { sender: 'alice', to: 'bob', approved: true, business_type: SINGLE }, 'alice'),
      errors.ERR_ALREADY_APPROVED,
    )
    await send('approvalall', { sender: 'alice', to: 'plat1', approved: true, business_type: MULTI }, 'alice')
    await send('approvalall', { sender: 'alice', to: 'bob', approved: false, business_type: SINGLE }, 'alice')
    expect(rows('s21userappr').find((row) => row.to === 'bob')).toMatchObject({ approved: false })
    await expectFailure(
      send('approvalall', { sender: 'alice', to: 'bob', approved: false, business_type: SINGLE }, 'alice'),
      errors.ERR_NO_APPROVAL,
    )
    await expectFailure(
      send('approvalall', { sender: 'alice', to: 'alice', approved: true, business_type: SINGLE }, 'alice'),
      errors.ERR_SELF_APPROVE,
    )

    const id = await mint('plat1', 'alice', MULTI, 3)
    await send(
      'transfer',
      { sender: 'plat1', from: 'alice', to: 'bob', nft_id: id, amount: 1, memo: '', business_type: MULTI },
      'plat1',
    )
    expect(holding(id, 'bob')).toBe(1)
    await expect(
      send('approvalall', { sender: 'alice', to: 'carol', approved: true, business_type: SINGLE }, 'bob'),
    ).rejects.toThrow('missing required authority alice')
  })
})
