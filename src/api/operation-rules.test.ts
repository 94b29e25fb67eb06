import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { operatorRechargeRequest } from './fee'
import { BusinessType } from './primitives'
import {
  amountRule,
  MAX_BATCH,
  MAX_MEMO_LENGTH,
  MAX_URI_LENGTH,
  memoRule,
  operationRules,
  recipientRule,
  uriRule,
} from './operation-rules'

const contractConstants = readFileSync(path.join(import.meta.dirname, '../../chain/contract/ddc.constants.ts'), 'utf8')
function contractLimit(name: string): number {
  const found = new RegExp(`export const ${name}: i32 = (\\d+)`).exec(contractConstants)
  if (!found?.[1]) throw new Error(`${name} is not in ddc.constants.ts`)
  return Number(found[1])
}

describe('operation rules', () => {
  it("are the contract's limits", () => {
    expect({ MAX_BATCH, MAX_URI_LENGTH, MAX_MEMO_LENGTH }).toEqual({
      MAX_BATCH: contractLimit('MAX_BATCH'),
      MAX_URI_LENGTH: contractLimit('MAX_URI_LENGTH'),
      MAX_MEMO_LENGTH: contractLimit('MAX_MEMO_LENGTH'),
    })
  })

  it('refuse what the issue found minted or failing only after signing', () => {
    expect(uriRule(`ipfs://${'a'.repeat(600)}`)).toEqual({ key: 'uriTooLong', max: 512 })
    expect(uriRule('not a uri at all')).toEqual({ key: 'uri' })
    expect(uriRule('ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')).toBeNull()
    expect(memoRule('m'.repeat(257))).toEqual({ key: 'memoTooLong', max: 256 })
    expect(memoRule('m'.repeat(256))).toBeNull()
  })

  it('refuse amounts that are not positive whole numbers, and single-copy amounts other than 1', () => {
    for (const amount of ['0', '-5', '1.5', 'abc', '18446744073709551616'])
      expect(amountRule(amount, BusinessType.MultiCopy)).toEqual({ key: 'amount' })
    expect(amountRule('2', BusinessType.SingleCopy)).toEqual({ key: 'singleCopyAmount' })
    expect(amountRule('18446744073709551615', BusinessType.MultiCopy)).toBeNull()
  })

  it('refuse the signer as recipient only where the action says so', () => {
    expect(recipientRule('platform1', 'platform1')).toEqual({ key: 'selfRecipient' })
    expect(recipientRule('platform1', null)).toBeNull()
    expect(recipientRule('Bad Name', null)).toEqual({ key: 'accountName' })
  })

  it('name every field each action takes', () => {
    expect(Object.keys(operationRules.mint)).toEqual(['to', 'uri', 'amount', 'memo'])
    expect(Object.keys(operationRules.transfer)).toEqual(['to', 'number', 'amount', 'memo'])
    expect(Object.keys(operationRules.setUri)).toEqual(['uri'])
  })

  it("keep the server's points memo within the same limit", () => {
    const recharge = (memo: string) => operatorRechargeRequest.safeParse({ to: 'consumer1', value: '1', memo }).success
    expect(recharge('m'.repeat(MAX_MEMO_LENGTH))).toBe(true)
    expect(recharge('m'.repeat(MAX_MEMO_LENGTH + 1))).toBe(false)
  })
})
