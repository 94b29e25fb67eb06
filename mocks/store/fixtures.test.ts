import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { feeRule, ledgerEntry, rechargeRecord } from '@/api/fee'
import { managedCollectible, transferRecord, approvalRecord } from '@/api/nft'
import { accountApplication, chainOption } from '@/api/system'
import { CHAIN_ACCOUNT_NAME_PATTERN } from '@/api/forms'
import { buildFixtures } from './fixtures'

describe('mock fixtures', () => {
  it('are the same on every build (seeded), so screenshots stay stable', () => {
    const first = buildFixtures()
    const second = buildFixtures()
    expect(second.collectibles).toEqual(first.collectibles)
    expect(second.transfers.map((record) => record.tx_hash)).toEqual(first.transfers.map((record) => record.tx_hash))
    expect([...second.balances.values()]).toEqual([...first.balances.values()])
  })

  it('conform to the API schemas', () => {
    const store = buildFixtures()
    expect(() => z.array(chainOption).parse(store.chains)).not.toThrow()
    expect(() => z.array(managedCollectible).parse(store.collectibles)).not.toThrow()
    expect(() => z.array(transferRecord).parse(store.transfers)).not.toThrow()
    expect(() => z.array(approvalRecord).parse(store.approvals)).not.toThrow()
    expect(() => z.array(feeRule).parse(store.feeRules)).not.toThrow()
    expect(() => z.array(rechargeRecord).parse(store.recharges)).not.toThrow()
    expect(() => z.array(ledgerEntry).parse(store.ledger)).not.toThrow()
    expect(() => z.array(accountApplication).parse(store.applications)).not.toThrow()
    for (const account of store.accounts) expect(account.account).toMatch(CHAIN_ACCOUNT_NAME_PATTERN)
  })

  it('hold the realistic spread the screens need', () => {
    const store = buildFixtures()
    expect(store.collectibles.filter((nft) => nft.business_type === 1)).toHaveLength(300)
    expect(store.collectibles.filter((nft) => nft.business_type === 2).length).toBeGreaterThan(150)
    expect(store.collectibles.some((nft) => nft.state === 2)).toBe(true)
    expect(store.accounts.some((account) => account.type === 1)).toBe(true)
    expect(store.accounts.filter((account) => account.role === 2).length).toBeGreaterThanOrEqual(5)
    expect(store.applications.filter((application) => application.state === 'pending').length).toBeGreaterThan(5)
    // Every balance equals its ledger: the last line of each account shows the balance.
    for (const [account, record] of store.balances) {
      const lines = store.ledger.filter((entry) => entry.account === account)
      expect(lines.at(-1)?.balance_after).toBe(String(record.balance))
      expect(record.balance).toBeGreaterThanOrEqual(0)
    }
  })
})
