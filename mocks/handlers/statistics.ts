import { Role, type NftActionName } from '@/api/primitives'
import { endpoints } from '@/api/endpoints'
import {
  LOW_BALANCE_POINTS,
  type Dashboard,
  type PeriodFigures,
  type ReconciliationDifference,
  type Series,
} from '@/api/statistics'
import { defaultPeriods, periodOfTime, periodStart } from '@/lib/statistics/periods'
import { formatTime } from '../store/random'
import { route, type MockSession } from '../http/define-route'
import { balanceOf, requireSession } from '../http/views'
import type { Store } from '../store/types'
import { collectiblesInScope } from './nft'

/** The mock's "now" is its own clock (the fixtures are dated), so the figures stay the same every run. */
function mockNow(store: Store): Date {
  return new Date(store.sequence.clock)
}

const MINT_ACTIONS: readonly string[] = ['mint', 'mintbatch'] satisfies NftActionName[]
const TRANSFER_ACTIONS: readonly string[] = ['transfer', 'batchtrans'] satisfies NftActionName[]

function platformByNft(store: Store): Map<string, string> {
  return new Map(store.collectibles.map((nft) => [nft.nft_id, nft.platform]))
}

function operationsInScope(store: Store, session: MockSession) {
  const platforms = platformByNft(store)
  const visible =
    session.role === Role.Operator ? null : new Set(collectiblesInScope(store, session).map((nft) => nft.nft_id))
  return store.transfers
    .filter((row) => visible === null || visible.has(row.nft_id))
    .map((row) => ({ ...row, platform: platforms.get(row.nft_id) ?? '' }))
}

function chargesInScope(store: Store, session: MockSession) {
  if (session.role === Role.Operator) return store.charges
  const platform = session.account?.platform ?? ''
  const accounts = new Set(store.accounts.filter((row) => row.platform === platform).map((row) => row.account))
  return store.charges.filter((row) => accounts.has(row.account))
}

function between(time: string, from: Date, to: Date): boolean {
  const at = Date.parse(`${time.replace(' ', 'T')}Z`)
  return at >= from.getTime() && at < to.getTime()
}

function figures(store: Store, session: MockSession, from: Date, to: Date): PeriodFigures {
  const operations = operationsInScope(store, session).filter((row) => between(row.create_time, from, to))
  const fees = chargesInScope(store, session)
    .filter((row) => between(row.create_time, from, to))
    .reduce((sum, row) => sum + BigInt(row.value), 0n)
  return {
    operations: String(operations.length),
    fees: String(fees),
    mints: String(operations.filter((row) => MINT_ACTIONS.includes(row.action_name)).length),
  }
}

function tally<T>(rows: readonly T[], keyOf: (row: T) => string, valueOf: (rows: T[]) => bigint): Map<string, string> {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row])
  return new Map([...groups].map(([key, members]) => [key, String(valueOf(members))]))
}

export const statisticsRoutes = [
  route(endpoints.getDashboard, ({ session, store }): Dashboard => {
    const live = requireSession(session)
    const now = mockNow(store)
    const end = new Date(now.getTime() + 1)
    const recent = operationsInScope(store, live)
      .sort((a, b) => b.create_time.localeCompare(a.create_time) || Number(BigInt(b.history_id) - BigInt(a.history_id)))
      .slice(0, 5)
    const lowest =
      live.role === Role.Operator
        ? store.accounts
            .filter((row) => row.role === Role.Platform)
            .map((row) => ({
              account: row.account,
              bussiness_name: row.bussiness_name,
              balance: balanceOf(store, row.account),
            }))
            .sort((a, b) => a.balance - b.balance || a.account.localeCompare(b.account))
            .slice(0, 5)
            .map((row) => ({ ...row, balance: String(row.balance) }))
        : []
    return {
      today: figures(store, live, periodStart(now, 'day'), end),
      month: figures(store, live, periodStart(now, 'month'), end),
      recent: recent.map((row) => ({
        history_id: row.history_id,
        business_type: row.business_type,
        nft_id: row.nft_id,
        action_name: row.action_name,
        sender: row.sender,
        to: row.to,
        tx_hash: row.tx_hash,
        create_time: row.create_time,
      })),
      lowest_balances: lowest,
      low_balance_below: LOW_BALANCE_POINTS,
    }
  }),

  route(endpoints.getStatisticsSeries, ({ input, session, store }): Series => {
    const live = requireSession(session)
    const { keys, from, to } = defaultPeriods(mockNow(store), input.granularity)
    const periodOf = (row: { create_time: string }) => periodOfTime(row.create_time, input.granularity)
    let byPeriod: Map<string, string>
    let byKey: Map<string, string>
    if (input.data_type === 'points-consumed') {
      const charges = chargesInScope(store, live).filter((row) => between(row.create_time, from, to))
      const sum = (rows: typeof charges) => rows.reduce((total, row) => total + BigInt(row.value), 0n)
      byPeriod = tally(charges, periodOf, sum)
      byKey = tally(charges, (row) => row.func_name, sum)
    } else {
      const wanted =
        input.data_type === 'mints' ? MINT_ACTIONS : input.data_type === 'transfers' ? TRANSFER_ACTIONS : null
      const operations = operationsInScope(store, live).filter(
        (row) => between(row.create_time, from, to) && (wanted === null || wanted.includes(row.action_name)),
      )
      const measure = (rows: typeof operations) =>
        BigInt(input.data_type === 'active-accounts' ? new Set(rows.map((row) => row.sender)).size : rows.length)
      byPeriod = tally(operations, periodOf, measure)
      byKey = tally(operations, (row) => row.platform, measure)
    }
    return {
      data_type: input.data_type,
      granularity: input.granularity,
      series: keys.map((period) => ({ period, value: byPeriod.get(period) ?? '0' })),
      breakdown_by: input.data_type === 'points-consumed' ? 'function' : 'platform',
      breakdown: [...byKey]
        .map(([key, value]) => ({ key, value }))
        .sort((a, b) => Number(BigInt(b.value) - BigInt(a.value)) || a.key.localeCompare(b.key)),
    }
  }),

  // The mock's points balances stand in for the chain's s21balance table.
  route(endpoints.getReconciliation, ({ store }) => {
    const ledger = new Map<string, bigint>()
    for (const line of store.ledger) ledger.set(line.account, (ledger.get(line.account) ?? 0n) + BigInt(line.change))
    const chain = new Map([...store.balances.values()].map((row) => [row.account, BigInt(row.balance)]))
    const accounts = [...new Set([...ledger.keys(), ...chain.keys()])].sort()
    const differences: ReconciliationDifference[] = accounts
      .filter((account) => (ledger.get(account) ?? 0n) !== (chain.get(account) ?? 0n))
      .map((account) => {
        const holder = store.accounts.find((row) => row.account === account)
        const ledgerPoints = ledger.get(account) ?? 0n
        const chainPoints = chain.get(account) ?? 0n
        return {
          account,
          role: holder?.role ?? 0,
          bussiness_name: holder?.bussiness_name ?? '',
          ledger_points: String(ledgerPoints),
          chain_points: String(chainPoints),
          difference: String(ledgerPoints - chainPoints),
        }
      })
    return {
      checked_at: formatTime(mockNow(store)),
      accounts_checked: accounts.length,
      indexed_block: String(store.sequence.block),
      differences,
    }
  }),
]
