import { sql, type Kysely, type RawBuilder } from 'kysely'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { codeHash } from '../auth/captcha'
import type { Database } from '../db/schema'
import { ApiFailure, notFound } from '../http/failure'
import { countHitSql, rateLimits, refuseOverLimit } from '../http/rate-limit'
import { route } from '../http/route'
import type { Session } from '../http/session'
import { pageWindow } from '../http/time'
import { pageOf } from '../db/page-of'
import { prepared } from '../db/prepared'
import { collectibleScope, containsPattern, requireSession } from './scope'
import {
  toApproval,
  toCollectible,
  toProvenance,
  toTransfer,
  type CollectibleRow,
  type ProvenanceRow,
} from './collectibles'

/** Approvals a session may read: on collectibles in its scope, or given by or to one of its accounts. */
export function approvalsInScope(db: Kysely<Database>, session: Session) {
  const mine = db.selectFrom('chain_accounts').select('account').where('user_id', '=', session.user.user_id)
  return db
    .selectFrom('approvals')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('approvals.nft_id', 'in', db.selectFrom('collectibles').select('nft_id').where(collectibleScope(session))),
        eb('approvals.owner', 'in', mine),
        eb('approvals.to_account', 'in', mine),
      ]),
    )
}

export async function approvalPage(
  db: Kysely<Database>,
  session: Session,
  input: {
    current: number
    size: number
    nft_id?: string
    nft_id_exact?: string
    owner?: string
    business_type?: number
  },
) {
  let query = approvalsInScope(db, session)
  if (input.business_type !== undefined) query = query.where('approvals.business_type', '=', input.business_type)
  if (input.nft_id) query = query.where('approvals.nft_id', 'ilike', containsPattern(input.nft_id))
  if (input.nft_id_exact) query = query.where('approvals.nft_id', '=', input.nft_id_exact)
  if (input.owner) query = query.where('approvals.owner', 'ilike', containsPattern(input.owner))
  const { total, rows } = await pageOf(query, input, (all) =>
    all.orderBy('approvals.create_time', 'desc').orderBy('approvals.history_id', 'desc'),
  )
  return { total, list: rows.map(toApproval) }
}

/** One page of a collectible's provenance and the count, newest first, in one prepared statement. */
async function provenancePageWhere(
  db: Kysely<Database>,
  nftId: RawBuilder<unknown>,
  page: { current: number; size: number },
) {
  const { limit, offset } = pageWindow(page)
  const result = await prepared(sql<ProvenanceRow & { total: string }>`select history_id, business_type, nft_id,
      tx_hash, create_time, sender, from_account, to_account, action_name, amount, count(*) over () as total
    from provenance where nft_id = ${nftId}
    order by create_time desc, history_id desc limit ${limit} offset ${offset}`).execute(db)
  const rows = result.rows
  // A page past the end has no row to carry the count: count apart (rare).
  const total = rows[0]
    ? Number(rows[0].total)
    : offset === 0
      ? 0
      : Number(
          (await sql<{ count: string }>`select count(*) as count from provenance where nft_id = ${nftId}`.execute(db))
            .rows[0]?.count ?? 0,
        )
  return { total, list: rows.map(toProvenance) }
}

export function provenancePage(db: Kysely<Database>, nftId: string, page: { current: number; size: number }) {
  return provenancePageWhere(db, sql`${nftId}`, page)
}

/** The provenance of the collectible an `erc_info_id` and business type name (none when nothing has them). */
function provenancePageOfHolding(
  db: Kysely<Database>,
  holding: { erc_info_id: string; business_type: number },
  page: { current: number; size: number },
) {
  return provenancePageWhere(
    db,
    sql`(select nft_id from collectibles
      where erc_info_id = ${holding.erc_info_id} and business_type = ${holding.business_type} limit 1)`,
    page,
  )
}

export const nftRoutes = [
  route(
    endpoints.getNftByNftIdOrOwner,
    async ({ input, context, ipLimitHit }) => {
      if (!ipLimitHit) throw new Error('the visitor search counts its IP limit in its statement')
      const { limit, offset } = pageWindow(input)
      // Two index range scans (by number, by owner) instead of one OR the planner cannot order cheaply.
      const matches = (admitted: RawBuilder<unknown>) => sql`((select id, nft_id, erc_info_id, chain_info_id,
            business_type, owner, create_time from collectibles
            where chain_info_id = ${input.chain_info_id} and nft_id = ${input.parameter} and ${admitted})
          union
          (select id, nft_id, erc_info_id, chain_info_id, business_type, owner, create_time from collectibles
            where chain_info_id = ${input.chain_info_id} and owner = ${input.parameter} and ${admitted}))`
      // One round trip: count the IP's hit; spend the captcha unless over the limit (deleted whatever the
      // answer, as checkCaptcha does); search only when the captcha was right and alive.
      const result = await prepared(sql<{
        hits: number
        admitted: boolean
        nft_id: string | null
        erc_info_id: string
        chain_info_id: string
        business_type: number
        owner: string
        chain_type: string | null
        total: string
      }>`with hit as (${countHitSql(ipLimitHit)}),
        spent as (delete from captchas where captcha_id = ${input.captcha_id}
          and (select hits from hit) <= ${ipLimitHit.allowed} returning code_hash, expires_at),
        gate as (select exists (select from spent where code_hash = ${codeHash(input.code)}
          and expires_at >= ${new Date()}) as admitted),
        m as ${matches(sql`(select admitted from gate)`)}
        select hit.hits, gate.admitted, page.* from hit cross join gate left join lateral (
          select m.nft_id, m.erc_info_id, m.chain_info_id, m.business_type, m.owner, chains.chain_type,
            count(*) over () as total
          from m left join chains on chains.chain_info_id = m.chain_info_id
          order by m.create_time desc, m.id desc limit ${limit} offset ${offset}) page on true`).execute(context.db)
      const first = result.rows[0]
      refuseOverLimit(ipLimitHit, Number(first?.hits))
      context.metrics.captchaAnswers.inc({ use: 'search', result: first?.admitted ? 'right' : 'wrong' })
      if (!first?.admitted) throw new ApiFailure(apiErrorCodes.verificationCode, apiMessages.verificationCode)
      const rows = result.rows.filter((row) => row.nft_id !== null)
      const total = rows[0]
        ? Number(rows[0].total)
        : offset === 0
          ? 0
          : Number(
              (
                await context.db
                  .selectFrom(matches(sql`true`).as('m'))
                  .select((eb) => eb.fn.countAll<string>().as('count'))
                  .executeTakeFirstOrThrow()
              ).count,
            )
      return {
        total,
        list: rows.map((row) => ({
          nft_id: row.nft_id as string,
          erc_info_id: row.erc_info_id,
          chain_info_id: row.chain_info_id,
          chain_type: row.chain_type ?? '',
          business_type: row.business_type as 1 | 2,
          owner: row.owner,
        })),
      }
    },
    { statementIpLimit: rateLimits.searchByIp },
  ),

  route(endpoints.getDetailNftById, async ({ input, context }) => {
    const result = await prepared(sql<CollectibleRow>`select c.nft_id, c.erc_info_id, c.chain_info_id,
        c.business_type, c.supply, c.nft_uri, c.nft_memo, c.owner, c.create_time, chains.chain_type
      from collectibles c left join chains on chains.chain_info_id = c.chain_info_id
      where c.erc_info_id = ${input.erc_info_id} and c.business_type = ${input.business_type}
        and c.owner = ${input.owner}
      limit 100`).execute(context.db)
    return result.rows.map(toCollectible)
  }),

  route(endpoints.getTransferNftById, ({ input, context }) => provenancePageOfHolding(context.db, input, input)),

  route(endpoints.getTransferDetailById, async ({ input, context }) => {
    const record = await context.db
      .selectFrom('provenance')
      .selectAll()
      .where('history_id', '=', input.history_id)
      .where('business_type', '=', input.business_type)
      .executeTakeFirst()
    if (!record) throw notFound('交易记录不存在')
    return toTransfer(record)
  }),

  route(endpoints.approvedHistory, ({ input, session, context }) =>
    approvalPage(context.db, requireSession(session), input),
  ),
]
