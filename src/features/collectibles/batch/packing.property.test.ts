import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BusinessType } from '@/api/primitives'
import type { BatchRow } from './batch-rows'
import { actionBytes, defaultPackingLimits, packRows, planFee, type PackingLimits } from './packing'

const recipients = ['consumer1', 'consumer2', 'consumer3', 'platform2']
const mintRows = fc
  .array(
    fc.record({
      to: fc.constantFrom(...recipients),
      uri: fc.string({ minLength: 1, maxLength: 512 }).map((text) => `ipfs://${text}`),
      amount: fc.bigInt({ min: 1n, max: 1000n }).map(String),
      memo: fc.constantFrom('', 'drop', '空投'),
    }),
    { maxLength: 120 },
  )
  .map((rows): BatchRow[] => rows.map((row, index) => ({ kind: 'mint', line: index + 2, ...row })))
const transferRows = fc
  .array(fc.record({ to: fc.constantFrom(...recipients), amount: fc.bigInt({ min: 1n, max: 9n }).map(String) }), {
    maxLength: 120,
  })
  .map((rows): BatchRow[] =>
    rows.map((row, index) => ({ kind: 'transfer', line: index + 2, number: String(1000 + index), ...row })),
  )
const limits = fc.record({
  maxRowsPerAction: fc.integer({ min: 1, max: 50 }),
  maxActionsPerTransaction: fc.integer({ min: 1, max: 8 }),
  maxRowsPerTransaction: fc.integer({ min: 1, max: 60 }),
  maxTransactionBytes: fc.integer({ min: 1200, max: 20_000 }),
})

function checkPlan(rows: BatchRow[], limit: PackingLimits) {
  const kind = rows[0]?.kind ?? 'mint'
  const plan = packRows(kind, rows, limit)
  const byLine = new Map(rows.map((row) => [row.line, row]))
  // Every row exactly once.
  expect(plan.flatMap((transaction) => transaction.lines).sort((a, b) => a - b)).toEqual(rows.map((row) => row.line))
  for (const transaction of plan) {
    expect(transaction.actions.length).toBeGreaterThan(0)
    expect(transaction.actions.length).toBeLessThanOrEqual(limit.maxActionsPerTransaction)
    // A single oversized action may stand alone; otherwise the row and size bounds hold.
    if (transaction.actions.length > 1) {
      expect(transaction.lines.length).toBeLessThanOrEqual(limit.maxRowsPerTransaction)
      expect(transaction.bytes).toBeLessThanOrEqual(limit.maxTransactionBytes)
    }
    expect(transaction.lines).toEqual(transaction.actions.flatMap((action) => action.lines))
    for (const action of transaction.actions) {
      const actionRows = action.lines.map((line) => byLine.get(line) as BatchRow)
      expect(action.lines.length).toBeLessThanOrEqual(limit.maxRowsPerAction)
      // One recipient (and one memo) per action, as mintbatch and batchtrans take them.
      for (const row of actionRows) {
        expect(row.to).toBe(action.to)
        if (row.kind === 'mint') expect(row.memo).toBe(action.memo)
      }
      // File order within an action.
      expect([...action.lines].sort((a, b) => a - b)).toEqual(action.lines)
      const batchName = kind === 'mint' ? 'mintbatch' : 'batchtrans'
      expect(action.name).toBe(action.lines.length === 1 ? kind : batchName)
      if (action.lines.length > 1)
        expect(actionBytes(kind, actionRows, action.memo)).toBeLessThanOrEqual(limit.maxTransactionBytes)
    }
  }
  // Deterministic: a resume packs the same rows the same way.
  expect(packRows(kind, rows, limit)).toEqual(plan)
  return plan
}

describe('packing rows into transactions', () => {
  it('puts every mint row in exactly one action within the bounds', () => {
    fc.assert(
      fc.property(mintRows, limits, (rows, limit) => void checkPlan(rows, limit)),
      { numRuns: 200 },
    )
  })

  it('puts every transfer row in exactly one action within the bounds', () => {
    fc.assert(
      fc.property(transferRows, limits, (rows, limit) => void checkPlan(rows, limit)),
      { numRuns: 200 },
    )
  })

  it('stays far below the contract batch limit (50) and a node transaction size with the defaults', () => {
    fc.assert(
      fc.property(mintRows, (rows) => {
        for (const transaction of checkPlan(rows, defaultPackingLimits)) {
          expect(transaction.lines.length).toBeLessThanOrEqual(20)
          expect(transaction.bytes).toBeLessThanOrEqual(8192)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('packs 50 rows to five recipients into a few mintbatch transactions', () => {
    const rows: BatchRow[] = Array.from({ length: 50 }, (_, index) => ({
      kind: 'mint',
      line: index + 2,
      to: `consumer${(index % 5) + 1}`,
      uri: `ipfs://batch/${index}`,
      amount: '1',
      memo: '',
    }))
    const plan = packRows('mint', rows)
    expect(plan).toHaveLength(3)
    expect(plan.flatMap((transaction) => transaction.actions.map((action) => action.name))).toEqual(
      Array(5).fill('mintbatch'),
    )
  })

  it('prices a plan as fee rule × rows per function', () => {
    const rows: BatchRow[] = [
      { kind: 'mint', line: 2, to: 'consumer1', uri: 'ipfs://a', amount: '1', memo: '' },
      { kind: 'mint', line: 3, to: 'consumer1', uri: 'ipfs://b', amount: '1', memo: '' },
      { kind: 'mint', line: 4, to: 'consumer2', uri: 'ipfs://c', amount: '1', memo: '' },
    ]
    const rules = [
      { business_type: 1, func_name: 'mint', value: '10' },
      { business_type: 1, func_name: 'mintbatch', value: '3' },
      { business_type: 2, func_name: 'mintbatch', value: '1000' },
    ]
    expect(planFee(packRows('mint', rows), rules, BusinessType.SingleCopy)).toBe(String(2 * 3 + 10))
    expect(planFee(packRows('mint', rows), [], BusinessType.SingleCopy)).toBe('0')
  })
})
