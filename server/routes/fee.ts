import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import type { ChargeableFunction } from '@/api/primitives'
import type { RechargeRecord } from '@/api/fee'
import type { ServerContext } from '../context'
import type { Database, RechargesTable } from '../db/schema'
import { ApiFailure, badRequest } from '../http/failure'
import { route } from '../http/route'
import type { ChainAccountRow, Session } from '../http/session'
import { formatTime, rangeBounds } from '../http/time'
import { pageOf } from '../db/page-of'
import {
  collectibleScope,
  containsPattern,
  findVisibleAccount,
  requireAccount,
  requireSession,
  visibleAccountFilter,
} from './scope'

function toRecharge(row: Selectable<RechargesTable>): RechargeRecord {
  return {
    id: row.id,
    kind: row.kind,
    from: row.from_account,
    to: row.to_account,
    value: row.value,
    memo: row.memo,
    tx_hash: row.tx_hash,
    create_time: formatTime(row.create_time),
  }
}

/** `{ list, total }` of any query with a create_time and an id, newest first. */
async function page<Table extends 'recharges' | 'charges' | 'ledger', Row>(
  query: SelectQueryBuilder<Database, Table, Row>,
  input: { current: number; size: number; start_time?: string; end_time?: string },
  table: Table,
) {
  const { from, to } = rangeBounds(input.start_time, input.end_time)
  let bounded = query
  // The three tables share create_time and id; Kysely cannot see that through the generic.
  const column = `${table}.create_time` as never
  if (from) bounded = bounded.where(column, '>=', from as never)
  if (to) bounded = bounded.where(column, '<=', to as never)
  return pageOf(bounded, input, (all) => all.orderBy(column, 'desc').orderBy(`${table}.id` as never, 'desc'))
}

/** Where the account is the sender or the receiver (`=` an account, `ilike` a search pattern). */
const involving = (account: string, match: '=' | 'ilike') => (eb: ExpressionBuilder<Database, 'recharges'>) =>
  eb.or([eb('recharges.from_account', match, account), eb('recharges.to_account', match, account)])

/**
 * One page of distributions: all of them, or those of one account (`own`); the search matches either side,
 * the type (`to_role`) the receiver's role.
 */
async function distributions(
  context: ServerContext,
  input: {
    account?: string
    to_role?: '0' | '2'
    current: number
    size: number
    start_time?: string
    end_time?: string
  },
  own: string | null,
) {
  let query = context.db.selectFrom('recharges').selectAll().where('recharges.kind', '=', 'distribution')
  if (own !== null) query = query.where(involving(own, '='))
  if (input.account) query = query.where(involving(containsPattern(input.account), 'ilike'))
  // The type: to platform parties or to users, by the receiving account's role.
  if (input.to_role !== undefined)
    query = query.where(
      'recharges.to_account',
      'in',
      context.db.selectFrom('chain_accounts').select('account').where('role', '=', Number(input.to_role)),
    )
  const { total, rows } = await page(query, input, 'recharges')
  return { total, list: rows.map(toRecharge) }
}

/**
 * Points move on the chain: the console sends the transfer, the indexer records it. The server never
 * credits or debits from a request body. These calls confirm an indexed transaction: `tx_hash` names it,
 * and `to`/`value` must match what the chain recorded from the caller's current account.
 */
async function confirmIndexedRecharge(
  context: ServerContext,
  kind: RechargeRecord['kind'],
  from: ChainAccountRow,
  expected: { to: string; value: string; tx_hash?: string },
): Promise<RechargeRecord> {
  if (!expected.tx_hash) throw badRequest('tx_hash: 积分由链上交易决定，请先发送链上交易并提交其交易哈希')
  const row = await context.db
    .selectFrom('recharges')
    .selectAll()
    .where('tx_hash', '=', expected.tx_hash)
    .executeTakeFirst()
  if (!row) throw new ApiFailure(apiErrorCodes.notFound, '交易尚未被索引，请稍后刷新')
  if (
    row.kind !== kind ||
    row.from_account !== from.account ||
    row.to_account !== expected.to ||
    row.value !== expected.value
  )
    throw badRequest('tx_hash: 链上交易与请求不符')
  return toRecharge(row)
}

function chargesVisibleTo(context: ServerContext, session: Session) {
  return context.db
    .selectFrom('charges')
    .selectAll()
    .where(
      'charges.account',
      'in',
      context.db.selectFrom('chain_accounts').select('account').where(visibleAccountFilter(session)),
    )
}

export const feeRoutes = [
  route(endpoints.getFee, async ({ input, context }) => {
    let query = context.db.selectFrom('fee_rules').selectAll()
    if (input.business_type !== undefined) query = query.where('business_type', '=', input.business_type)
    const rows = await query.orderBy('business_type').orderBy('func_name').execute()
    return rows.map((row) => ({
      business_type: row.business_type as 1 | 2,
      func_name: row.func_name as ChargeableFunction,
      value: row.value,
      update_time: formatTime(row.update_time),
    }))
  }),

  route(endpoints.getOpertorRecharge, async ({ input, context }) => {
    let query = context.db.selectFrom('recharges').selectAll().where('recharges.kind', '!=', 'distribution')
    if (input.account) query = query.where('recharges.to_account', 'ilike', containsPattern(input.account))
    if (input.kind) query = query.where('recharges.kind', '=', input.kind)
    const { total, rows } = await page(query, input, 'recharges')
    return { total, list: rows.map(toRecharge) }
  }),

  route(endpoints.getSupply, async ({ input, session, context }) => {
    const live = requireSession(session)
    const account = input.account ? await findVisibleAccount(context.db, live, input.account) : requireAccount(live)
    const balance = await context.db
      .selectFrom('points_balances')
      .selectAll()
      .where('account', '=', account.account)
      .executeTakeFirst()
    if (!balance) throw new ApiFailure(apiErrorCodes.noPointsAccount, '积分账户不存在')
    return {
      account: account.account,
      role: account.role,
      bussiness_name: account.bussiness_name,
      balance: balance.balance,
      update_time: formatTime(balance.update_time),
    }
  }),

  route(endpoints.getNftSupply, async ({ input, session, context }) => {
    let query = context.db
      .selectFrom('collectibles')
      .select((eb) => [
        'collectibles.business_type',
        eb.fn.count<string>('collectibles.nft_id').distinct().as('collectibles'),
        eb.fn.coalesce(eb.fn.sum<string>('collectibles.amount'), eb.lit(0)).as('copies'),
        eb.fn.count<string>('collectibles.owner').distinct().as('holders'),
      ])
      .where(collectibleScope(requireSession(session)))
      .groupBy('collectibles.business_type')
    if (input.business_type !== undefined) query = query.where('collectibles.business_type', '=', input.business_type)
    const rows = await query.execute()
    return ([1, 2] as const)
      .filter((type) => input.business_type === undefined || input.business_type === type)
      .map((business_type) => {
        const row = rows.find((candidate) => candidate.business_type === business_type)
        return {
          business_type,
          collectibles: String(row?.collectibles ?? 0),
          copies: String(row?.copies ?? 0),
          holders: String(row?.holders ?? 0),
        }
      })
  }),

  route(endpoints.opertorRecharge, ({ input, session, context }) =>
    confirmIndexedRecharge(context, 'recharge', requireAccount(session), input),
  ),

  route(endpoints.opertorSelfRecharge, ({ input, session, context }) => {
    const operator = requireAccount(session)
    return confirmIndexedRecharge(context, 'self_recharge', operator, { ...input, to: operator.account })
  }),

  route(endpoints.recharge, async ({ input, session, context }) => {
    const live = requireSession(session)
    const from = requireAccount(live)
    const to = await findVisibleAccount(context.db, live, input.to)
    if (to.account === from.account) throw badRequest('to: 接收方不能是当前链账户')
    return confirmIndexedRecharge(context, 'distribution', from, input)
  }),

  route(endpoints.getPersonalAssign, ({ input, session, context }) =>
    distributions(context, input, requireAccount(session).account),
  ),

  route(endpoints.getManagerAssign, ({ input, context }) => distributions(context, input, null)),

  route(endpoints.getChargeDetailsOpertor, async ({ input, context }) => {
    let query = context.db.selectFrom('charges').selectAll()
    if (input.account) query = query.where('charges.account', 'ilike', containsPattern(input.account))
    if (input.business_type !== undefined) query = query.where('charges.business_type', '=', input.business_type)
    const { total, rows } = await page(query, input, 'charges')
    return { total, list: rows.map(toCharge) }
  }),

  route(endpoints.getChargeDetailsManager, async ({ input, session, context }) => {
    let query = chargesVisibleTo(context, requireSession(session))
    if (input.account) query = query.where('charges.account', 'ilike', containsPattern(input.account))
    if (input.business_type !== undefined) query = query.where('charges.business_type', '=', input.business_type)
    const { total, rows } = await page(query, input, 'charges')
    return { total, list: rows.map(toCharge) }
  }),

  route(endpoints.getSupplyList, async ({ input, context }) => {
    let query = context.db
      .selectFrom('points_balances')
      .innerJoin('chain_accounts', 'chain_accounts.account', 'points_balances.account')
      .select([
        'points_balances.account',
        'points_balances.balance',
        'points_balances.update_time',
        'chain_accounts.role',
        'chain_accounts.bussiness_name',
      ])
    if (input.account) query = query.where('points_balances.account', 'ilike', containsPattern(input.account))
    if (input.role !== undefined) query = query.where('chain_accounts.role', '=', Number(input.role))
    const { total, rows } = await pageOf(query, input, (all) =>
      all.orderBy('points_balances.balance', 'desc').orderBy('points_balances.account'),
    )
    return {
      total,
      list: rows.map((row) => ({
        account: row.account,
        role: row.role,
        bussiness_name: row.bussiness_name,
        balance: row.balance,
        update_time: formatTime(row.update_time),
      })),
    }
  }),

  route(endpoints.getAccountFlow, async ({ input, session, context }) => {
    const live = requireSession(session)
    const account = input.account ? await findVisibleAccount(context.db, live, input.account) : requireAccount(live)
    let query = context.db.selectFrom('ledger').selectAll().where('ledger.account', '=', account.account)
    if (input.type) query = query.where('ledger.type', '=', input.type)
    const { total, rows } = await page(query, input, 'ledger')
    return {
      total,
      list: rows.map((row) => ({
        id: row.id,
        account: row.account,
        type: row.type,
        change: row.change,
        balance_after: row.balance_after,
        counterparty: row.counterparty,
        func_name: row.func_name as ChargeableFunction | null,
        tx_hash: row.tx_hash,
        create_time: formatTime(row.create_time),
      })),
    }
  }),

  route(endpoints.getAccount, async ({ input, session, context }) => {
    const live = requireSession(session)
    // type 1: platforms, type 2: users; both only among the accounts the caller may see (the operator all,
    // a platform its own users): another platform's accounts and login names are never listed.
    let query = context.db
      .selectFrom('chain_accounts')
      .innerJoin('users', 'users.user_id', 'chain_accounts.user_id')
      .select(['chain_accounts.account', 'chain_accounts.role', 'chain_accounts.bussiness_name', 'users.user_name'])
      .where('chain_accounts.role', '=', input.type === '1' ? 2 : 0)
      .where(visibleAccountFilter(live))
    if (live.account) query = query.where('chain_accounts.perm_accounts_id', '!=', live.account.perm_accounts_id)
    if (input.parameter) {
      const pattern = containsPattern(input.parameter)
      query = query.where((eb) =>
        eb.or([
          eb('chain_accounts.account', 'ilike', pattern),
          eb('chain_accounts.bussiness_name', 'ilike', pattern),
          eb('users.user_name', 'ilike', pattern),
        ]),
      )
    }
    return query.orderBy('chain_accounts.account').limit(50).execute()
  }),

  route(endpoints.isAction, async ({ input, session, context }) => {
    const account = requireSession(session).account
    if (!account) return 0 as const
    const rule = await context.db
      .selectFrom('fee_rules')
      .select('value')
      .where('business_type', '=', input.business_type)
      .where('func_name', '=', input.method)
      .executeTakeFirst()
    const balance = await context.db
      .selectFrom('points_balances')
      .select('balance')
      .where('account', '=', account.account)
      .executeTakeFirst()
    return BigInt(balance?.balance ?? '0') >= BigInt(rule?.value ?? '0') ? (1 as const) : (0 as const)
  }),
]

function toCharge(row: {
  id: string
  account: string
  business_type: number
  func_name: string
  value: string
  tx_hash: string
  create_time: Date
}) {
  return {
    id: row.id,
    account: row.account,
    business_type: row.business_type as 1 | 2,
    func_name: row.func_name as ChargeableFunction,
    value: row.value,
    tx_hash: row.tx_hash,
    create_time: formatTime(row.create_time),
  }
}
