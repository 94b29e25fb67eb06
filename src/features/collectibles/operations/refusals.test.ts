import { fillTemplate } from '@/lib/i18n/fill-template'
import { describe, expect, it } from 'vitest'
import type { ManagedCollectible } from '@/api/nft'
import { ActiveState, BusinessType } from '@/api/primitives'
import { chargedCountOf, contractActionOf } from './operation-request'
import { MAX_BATCH } from '@/api/operation-rules'
import { refusalsOf } from './refusals'

function collectible(patch: Partial<ManagedCollectible> = {}): ManagedCollectible {
  return {
    nft_id: '7',
    erc_info_id: '7',
    chain_info_id: '1',
    chain_type: 'devnet',
    business_type: BusinessType.MultiCopy,
    supply: '10',
    nft_uri: 'ipfs://a',
    nft_memo: '',
    owner: 'platform1',
    create_time: '2026-11-23 10:00:00',
    state: ActiveState.Enabled,
    approved: '',
    amount: '5',
    tx_hash: 'a'.repeat(64),
    ...patch,
  }
}

const context = { account: 'platform1', collectibles: [collectible()] }
const keys = (refusals: ReturnType<typeof refusalsOf>) => refusals.map((refusal) => refusal.key)

describe('refusals before signing', () => {
  it('refuses a transfer to the current account', () => {
    const request = {
      kind: 'transfer',
      businessType: BusinessType.MultiCopy,
      from: 'platform1',
      to: 'platform1',
      ids: ['7'],
      amounts: ['1'],
      memo: '',
    } as const
    expect(keys(refusalsOf(request, context))).toEqual(['selfRecipient'])
  })

  it('refuses a bad account name and an empty recipient', () => {
    const approve = { kind: 'approve', businessType: BusinessType.MultiCopy, ids: ['7'] } as const
    expect(keys(refusalsOf({ ...approve, to: 'Bad.Name!' }, context))).toEqual(['accountName'])
    expect(keys(refusalsOf({ ...approve, to: ' ' }, context))).toEqual(['required'])
  })

  it('refuses an amount above the holding, naming the holding', () => {
    const request = {
      kind: 'transfer',
      businessType: BusinessType.MultiCopy,
      from: 'platform1',
      to: 'consumer1',
      ids: ['7'],
      amounts: ['6'],
      memo: '',
    } as const
    const [refusal] = refusalsOf(request, context)
    expect(refusal).toEqual({ field: 'amount', key: 'amountAboveHolding', values: { held: '5' } })
    expect(fillTemplate('超过（{held}）', refusal?.values)).toBe('超过（5）')
  })

  it('refuses a single-copy amount other than 1 and non-numeric amounts', () => {
    const mint = { kind: 'mint', to: 'consumer1', uris: ['ipfs://x'], memo: '' } as const
    expect(keys(refusalsOf({ ...mint, businessType: BusinessType.SingleCopy, amounts: ['2'] }, context))).toEqual([
      'singleCopyAmount',
    ])
    expect(keys(refusalsOf({ ...mint, businessType: BusinessType.MultiCopy, amounts: ['0'] }, context))).toEqual([
      'amount',
    ])
    expect(refusalsOf({ ...mint, businessType: BusinessType.MultiCopy, amounts: ['3'] }, context)).toEqual([])
  })

  it('lets a platform mint to itself but refuses empty URIs and oversized batches', () => {
    const base = { kind: 'mint', businessType: BusinessType.SingleCopy, to: 'platform1', memo: '' } as const
    expect(refusalsOf({ ...base, uris: ['ipfs://a'], amounts: ['1'] }, context)).toEqual([])
    expect(keys(refusalsOf({ ...base, uris: ['ipfs://a', ''], amounts: ['1', '1'] }, context))).toEqual(['required'])
    const many = Array.from({ length: MAX_BATCH + 1 }, (_, index) => `ipfs://${index}`)
    expect(keys(refusalsOf({ ...base, uris: many, amounts: many.map(() => '1') }, context))).toEqual(['tooManyRows'])
  })

  it('refuses operations on a frozen collectible, once per batch', () => {
    const frozen = { account: 'platform1', collectibles: [collectible({ state: ActiveState.Frozen })] }
    const burn = { kind: 'burn', businessType: BusinessType.MultiCopy, owner: 'platform1', ids: ['7', '7'] } as const
    expect(keys(refusalsOf(burn, frozen))).toEqual(['nftFrozen'])
    expect(keys(refusalsOf({ kind: 'freeze', businessType: BusinessType.MultiCopy, ids: ['7'] }, frozen))).toEqual([
      'alreadyFrozen',
    ])
    expect(keys(refusalsOf({ kind: 'unfreeze', businessType: BusinessType.MultiCopy, ids: ['7'] }, context))).toEqual([
      'notFrozen',
    ])
  })

  it('refuses deleting an approval that does not exist', () => {
    const request = { kind: 'deleteApproval', businessType: BusinessType.MultiCopy, ids: ['7'] } as const
    expect(keys(refusalsOf(request, context))).toEqual(['noApproval'])
  })
})

describe('contract action and fee count', () => {
  it('uses the batch action for several collectibles and charges per collectible', () => {
    const batch = {
      kind: 'transfer',
      businessType: BusinessType.SingleCopy,
      from: 'platform1',
      to: 'consumer1',
      ids: ['1', '2', '3'],
      amounts: ['1', '1', '1'],
      memo: '',
    } as const
    expect(contractActionOf(batch)).toBe('batchtrans')
    expect(chargedCountOf(batch)).toBe(3)
    const mint = {
      kind: 'mint',
      businessType: BusinessType.MultiCopy,
      to: 'a',
      uris: ['x'],
      amounts: ['9'],
      memo: '',
    } as const
    expect(contractActionOf(mint)).toBe('mint')
    expect(chargedCountOf(mint)).toBe(1)
    expect(contractActionOf({ kind: 'freeze', businessType: BusinessType.SingleCopy, ids: ['1', '2'] })).toBe('freeze')
    expect(chargedCountOf({ kind: 'freeze', businessType: BusinessType.SingleCopy, ids: ['1', '2'] })).toBe(2)
  })
})
