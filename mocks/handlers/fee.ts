import { Role } from '@/api/primitives'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import type { RechargeRecord } from '@/api/fee'
import { creditPoints } from '../store/points'
import { nextId, nextTime, nextTxHash } from '../store/store'
import type { ChainAccountRecord, Store } from '../store/types'
import { MockFailure, route, type MockSession } from '../http/define-route'
import {
  balanceOf,
  contains,
  inRange,
  newestFirst,
  paginate,
  requireAccount,
  requireSession,
  toPointsBalance,
  visibleAccounts,
} from '../http/views'
import { collectiblesInScope } from './nft'

/** Moves points and writes the record and both ledger lines; checks first, so a refusal changes nothing. */
function movePoints(
  store: Store,
  kind: RechargeRecord['kind'],
  from: ChainAccountRecord,
  to: ChainAccountRecord,
  value: string,
  memo: string,
  txHash: string | undefined,
): RechargeRecord {
  const points = Number(value)
  if (kind !== 'self_recharge' && balanceOf(store, from.account) < points)
    throw new MockFailure(apiErrorCodes.insufficientPoints, '积分余额不足')
  const time = nextTime()
  const record: RechargeRecord = {
    id: nextId(),
    kind,
    from: from.account,
    to: to.account,
    value,
    memo,
    tx_hash: txHash ?? nextTxHash(),
    create_time: time,
  }
  store.recharges.push(record)
  const line = (account: string, type: Store['ledger'][number]['type'], change: number, counterparty: string) => {
    const balance = creditPoints(store, account, change, time)
    store.ledger.push({
      id: nextId(),
      account,
      type,
      change: change >= 0 ? `+${change}` : String(change),
      balance_after: String(balance),
      counterparty,
      func_name: null,
      tx_hash: record.tx_hash,
      create_time: time,
    })
  }
  if (kind === 'self_recharge') {
    line(to.account, 'self_recharge', points, from.account)
  } else {
    line(from.account, kind === 'recharge' ? 'recharge' : 'distribution_out', -points, to.account)
    line(to.account, kind === 'recharge' ? 'recharge' : 'distribution_in', points, from.account)
  }
  return record
}

function findVisible(store: Store, session: MockSession, name: string): ChainAccountRecord {
  const account = visibleAccounts(store, session).find((candidate) => candidate.account === name)
  if (!account) throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
  return account
}

function anyAccount(store: Store, name: string): ChainAccountRecord {
  const account = store.accounts.find((candidate) => candidate.account === name)
  if (!account) throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
  return account
}

/** A distribution's type: to a platform party ('2') or a user ('0'), by the receiving account's role. */
function receivedByRole(store: Store, to: string, role: '0' | '2' | undefined): boolean {
  return role === undefined || store.accounts.find((candidate) => candidate.account === to)?.role === Number(role)
}

export const feeRoutes = [
  route(endpoints.getFee, ({ input, store }) =>
    store.feeRules.filter((rule) => input.business_type === undefined || rule.business_type === input.business_type),
  ),

  route(endpoints.getOpertorRecharge, ({ input, store }) => {
    const rows = store.recharges.filter(
      (record) =>
        record.kind !== 'distribution' &&
        (input.kind === undefined || record.kind === input.kind) &&
        contains(record.to, input.account) &&
        inRange(record.create_time, input.start_time, input.end_time),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getSupply, ({ input, session, store }) => {
    const live = requireSession(session)
    const account = input.account ? findVisible(store, live, input.account) : requireAccount(live)
    const balance = toPointsBalance(store, account)
    if (!balance) throw new MockFailure(apiErrorCodes.noPointsAccount, '积分账户不存在')
    return balance
  }),

  route(endpoints.getNftSupply, ({ input, session, store }) => {
    const scope = collectiblesInScope(store, requireSession(session))
    return ([1, 2] as const)
      .filter((type) => input.business_type === undefined || input.business_type === type)
      .map((business_type) => {
        const rows = scope.filter((nft) => nft.business_type === business_type)
        return {
          business_type,
          collectibles: String(new Set(rows.map((nft) => nft.nft_id)).size),
          copies: String(rows.reduce((sum, nft) => sum + Number(nft.amount), 0)),
          holders: String(new Set(rows.map((nft) => nft.owner)).size),
        }
      })
  }),

  route(endpoints.opertorRecharge, ({ input, session, store }) =>
    movePoints(
      store,
      'recharge',
      requireAccount(session),
      anyAccount(store, input.to),
      input.value,
      input.memo,
      input.tx_hash,
    ),
  ),

  route(endpoints.opertorSelfRecharge, ({ input, session, store }) => {
    const operator = requireAccount(session)
    return movePoints(store, 'self_recharge', operator, operator, input.value, '自充值', input.tx_hash)
  }),

  route(endpoints.recharge, ({ input, session, store }) => {
    const live = requireSession(session)
    const from = requireAccount(live)
    const to = findVisible(store, live, input.to)
    if (to.account === from.account) throw new MockFailure(apiErrorCodes.badRequest, 'to: 接收方不能是当前链账户', 400)
    return movePoints(store, 'distribution', from, to, input.value, input.memo, input.tx_hash)
  }),

  route(endpoints.getPersonalAssign, ({ input, session, store }) => {
    const current = requireAccount(session).account
    const rows = store.recharges.filter(
      (record) =>
        record.kind === 'distribution' &&
        (record.from === current || record.to === current) &&
        contains(`${record.from} ${record.to}`, input.account) &&
        receivedByRole(store, record.to, input.to_role) &&
        inRange(record.create_time, input.start_time, input.end_time),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getManagerAssign, ({ input, store }) => {
    const rows = store.recharges.filter(
      (record) =>
        record.kind === 'distribution' &&
        contains(`${record.from} ${record.to}`, input.account) &&
        receivedByRole(store, record.to, input.to_role) &&
        inRange(record.create_time, input.start_time, input.end_time),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getChargeDetailsOpertor, ({ input, store }) => {
    const rows = store.charges.filter(
      (charge) =>
        contains(charge.account, input.account) &&
        (input.business_type === undefined || charge.business_type === input.business_type) &&
        inRange(charge.create_time, input.start_time, input.end_time),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getChargeDetailsManager, ({ input, session, store }) => {
    const scope = new Set(visibleAccounts(store, requireSession(session)).map((account) => account.account))
    const rows = store.charges.filter(
      (charge) =>
        scope.has(charge.account) &&
        contains(charge.account, input.account) &&
        (input.business_type === undefined || charge.business_type === input.business_type) &&
        inRange(charge.create_time, input.start_time, input.end_time),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getSupplyList, ({ input, store }) => {
    const rows = store.accounts
      .filter(
        (account) =>
          contains(account.account, input.account) && (input.role === undefined || String(account.role) === input.role),
      )
      .flatMap((account) => toPointsBalance(store, account) ?? [])
      .sort((a, b) => Number(b.balance) - Number(a.balance))
    return paginate(rows, input)
  }),

  route(endpoints.getAccountFlow, ({ input, session, store }) => {
    const live = requireSession(session)
    const account = input.account ? findVisible(store, live, input.account) : requireAccount(live)
    const rows = store.ledger.filter(
      (entry) =>
        entry.account === account.account &&
        (input.type === undefined || entry.type === input.type) &&
        inRange(entry.create_time, input.start_time, input.end_time),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getAccount, ({ input, session, store }) => {
    const live = requireSession(session)
    const wantedRole = input.type === '1' ? Role.Platform : 0
    // Both types within the caller's scope, as the server: a platform never lists another platform.
    return visibleAccounts(store, live)
      .filter((account) => account.role === wantedRole && account.perm_accounts_id !== live.account?.perm_accounts_id)
      .map((account) => ({
        account: account.account,
        role: account.role,
        bussiness_name: account.bussiness_name,
        user_name: store.users.find((user) => user.user_id === account.user_id)?.user_name ?? '',
      }))
      .filter((pick) => contains(`${pick.account} ${pick.bussiness_name} ${pick.user_name}`, input.parameter))
      .slice(0, 50)
  }),

  route(endpoints.isAction, ({ input, session, store }) => {
    const account = requireSession(session).account
    const rule = store.feeRules.find(
      (candidate) => candidate.business_type === input.business_type && candidate.func_name === input.method,
    )
    if (!account) return 0 as const
    return balanceOf(store, account.account) >= Number(rule?.value ?? 0) ? (1 as const) : (0 as const)
  }),
]
