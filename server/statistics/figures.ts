import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { Role, type NftActionName } from '@/api/primitives'
import {
  LOW_BALANCE_POINTS,
  type Dashboard,
  type Granularity,
  type PeriodFigures,
  type Series,
  type StatisticsDataType,
} from '@/api/statistics'
import { defaultPeriods, periodStart } from '@/lib/statistics/periods'
import type { Database } from '../db/schema'
import type { Session } from '../http/session'
import { formatTime } from '../http/time'

/**
 * The home dashboard's figures and the statistics series, from the indexer-fed tables (provenance, charges,
 * points balances). The operator sees the whole network; a platform the collectibles it minted and the fees
 * of its own and its users' accounts.
 */

type Db = Kysely<Database>

const MINT_ACTIONS: readonly NftActionName[] = ['mint', 'mintbatch']
const TRANSFER_ACTIONS: readonly NftActionName[] = ['transfer', 'batchtrans']
const RECENT_ROWS = 5
const LOWEST_ROWS = 5

/**
 * Each collectible's platform: the one that minted it, from its mint row (one per nft_id on a chain). Not
 * from the holdings: a burn deletes them, and the history would move to no platform.
 */
function platformOfCollectible(db: Db) {
  return db
    .selectFrom('provenance as mint')
    .select(['mint.nft_id', (eb) => eb.fn.max('mint.platform').as('platform')])
    .where('mint.action_name', 'in', MINT_ACTIONS)
    .groupBy('mint.nft_id')
    .as('owner_platform')
}

/** Provenance in the session's scope, with each row's platform, between `from` (inclusive) and `to`. */
function operationsIn(db: Db, session: Session, from: Date, to: Date) {
  let query = db
    .selectFrom('provenance')
    .leftJoin(platformOfCollectible(db), 'owner_platform.nft_id', 'provenance.nft_id')
    .where('provenance.create_time', '>=', from)
    .where('provenance.create_time', '<', to)
  if (session.role !== Role.Operator)
    query = query.where('owner_platform.platform', '=', session.account?.platform ?? '')
  return query
}

/** Charges in the session's scope between `from` (inclusive) and `to`. */
function chargesIn(db: Db, session: Session, from: Date, to: Date) {
  let query = db.selectFrom('charges').where('charges.create_time', '>=', from).where('charges.create_time', '<', to)
  if (session.role !== Role.Operator)
    query = query.where(
      'charges.account',
      'in',
      db
        .selectFrom('chain_accounts')
        .select('chain_accounts.account')
        .where('chain_accounts.platform', '=', session.account?.platform ?? ''),
    )
  return query
}

async function figures(db: Db, session: Session, from: Date, to: Date): Promise<PeriodFigures> {
  const operations = await operationsIn(db, session, from, to)
    .select((eb) => [
      eb.fn.countAll<string>().as('operations'),
      eb.fn.count<string>(eb.case().when('provenance.action_name', 'in', MINT_ACTIONS).then(1).end()).as('mints'),
    ])
    .executeTakeFirst()
  const fees = await chargesIn(db, session, from, to)
    .select(sql<string>`coalesce(sum(charges.value), 0)`.as('fees'))
    .executeTakeFirst()
  return {
    operations: String(operations?.operations ?? 0),
    fees: String(fees?.fees ?? 0),
    mints: String(operations?.mints ?? 0),
  }
}

export async function dashboard(db: Db, session: Session, now: Date): Promise<Dashboard> {
  const today = periodStart(now, 'day')
  const month = periodStart(now, 'month')
  const end = new Date(now.getTime() + 1)
  const recent = await operationsIn(db, session, new Date(0), end)
    .select([
      'provenance.history_id',
      'provenance.business_type',
      'provenance.nft_id',
      'provenance.action_name',
      'provenance.sender',
      'provenance.to_account',
      'provenance.tx_hash',
      'provenance.create_time',
    ])
    .orderBy('provenance.create_time', 'desc')
    .orderBy('provenance.history_id', 'desc')
    .limit(RECENT_ROWS)
    .execute()
  const lowest =
    session.role === Role.Operator
      ? await db
          .selectFrom('chain_accounts')
          .leftJoin('points_balances', 'points_balances.account', 'chain_accounts.account')
          .select([
            'chain_accounts.account',
            'chain_accounts.bussiness_name',
            sql<string>`coalesce(points_balances.balance, 0)`.as('balance'),
          ])
          .where('chain_accounts.role', '=', Role.Platform)
          .orderBy(sql`coalesce(points_balances.balance, 0)`)
          .orderBy('chain_accounts.account')
          .limit(LOWEST_ROWS)
          .execute()
      : []
  return {
    today: await figures(db, session, today, end),
    month: await figures(db, session, month, end),
    recent: recent.map((row) => ({
      history_id: row.history_id,
      business_type: row.business_type as 1 | 2,
      nft_id: row.nft_id,
      action_name: row.action_name as NftActionName,
      sender: row.sender,
      to: row.to_account,
      tx_hash: row.tx_hash,
      create_time: formatTime(row.create_time),
    })),
    lowest_balances: lowest.map((row) => ({
      account: row.account,
      bussiness_name: row.bussiness_name,
      balance: String(row.balance),
    })),
    low_balance_below: LOW_BALANCE_POINTS,
  }
}

const sqlUnit = { day: sql.lit('day'), week: sql.lit('week'), month: sql.lit('month') } as const

function periodOf(column: 'provenance.create_time' | 'charges.create_time', granularity: Granularity) {
  return sql<string>`to_char(date_trunc(${sqlUnit[granularity]}, ${sql.ref(column)} at time zone 'UTC'), 'YYYY-MM-DD')`
}

function actionsOf(dataType: Exclude<StatisticsDataType, 'points-consumed'>) {
  return (eb: ExpressionBuilder<Database, 'provenance'>) =>
    dataType === 'mints'
      ? eb('provenance.action_name', 'in', MINT_ACTIONS)
      : dataType === 'transfers'
        ? eb('provenance.action_name', 'in', TRANSFER_ACTIONS)
        : eb.lit(true)
}

export async function series(
  db: Db,
  session: Session,
  now: Date,
  dataType: StatisticsDataType,
  granularity: Granularity,
): Promise<Series> {
  const { keys, from, to } = defaultPeriods(now, granularity)
  let byPeriod: { period: string; value: string | number | bigint }[]
  let byKey: { key: string | null; value: string | number | bigint }[]
  if (dataType === 'points-consumed') {
    const charges = chargesIn(db, session, from, to)
    byPeriod = await charges
      .select([periodOf('charges.create_time', granularity).as('period'), sql<string>`sum(charges.value)`.as('value')])
      .groupBy('period')
      .execute()
    byKey = await charges
      .select(['charges.func_name as key', sql<string>`sum(charges.value)`.as('value')])
      .groupBy('charges.func_name')
      .execute()
  } else {
    const operations = operationsIn(db, session, from, to).where(actionsOf(dataType))
    const measure =
      dataType === 'active-accounts' ? sql<string>`count(distinct provenance.sender)` : sql<string>`count(*)`
    byPeriod = await operations
      .select([periodOf('provenance.create_time', granularity).as('period'), measure.as('value')])
      .groupBy('period')
      .execute()
    byKey = await operations
      .select(['owner_platform.platform as key', measure.as('value')])
      .groupBy('owner_platform.platform')
      .execute()
  }
  const values = new Map(byPeriod.map((row) => [row.period, String(row.value)]))
  return {
    data_type: dataType,
    granularity,
    series: keys.map((period) => ({ period, value: values.get(period) ?? '0' })),
    breakdown_by: dataType === 'points-consumed' ? 'function' : 'platform',
    breakdown: byKey
      .map((row) => ({ key: row.key ?? '', value: String(row.value) }))
      .sort((a, b) => Number(BigInt(b.value) - BigInt(a.value)) || a.key.localeCompare(b.key)),
  }
}
