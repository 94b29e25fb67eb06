import { sql, type Kysely } from 'kysely'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { checkCaptcha } from '../auth/captcha'
import type { Database } from '../db/schema'
import { ApiFailure, notFound } from '../http/failure'
import { rateLimits } from '../http/rate-limit'
import { route } from '../http/route'
import type { Session } from '../http/session'
import { pageWindow } from '../http/time'
import { pageOf } from '../db/page-of'
import { collectibleScope, containsPattern, requireSession } from './scope'
import { toApproval, toCollectible, toProvenance, toTransfer } from './collectibles'

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

export async function provenancePage(db: Kysely<Database>, nftId: string, page: { current: number; size: number }) {
  const total = await db
    .selectFrom('provenance')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('nft_id', '=', nftId)
    .executeTakeFirstOrThrow()
  const { limit, offset } = pageWindow(page)
  const rows = await db
    .selectFrom('provenance')
    .selectAll()
    .where('nft_id', '=', nftId)
    .orderBy('create_time', 'desc')
    .orderBy('history_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  return { total: Number(total.count), list: rows.map(toProvenance) }
}

export const nftRoutes = [
  route(
    endpoints.getNftByNftIdOrOwner,
    async ({ input, context }) => {
      if (!(await checkCaptcha(context, input.captcha_id, input.code)))
        throw new ApiFailure(apiErrorCodes.verificationCode, apiMessages.verificationCode)
      const { limit, offset } = pageWindow(input)
      // Two index range scans (by number, by owner) instead of one OR the planner cannot order cheaply.
      const matches = sql<{
        nft_id: string
        erc_info_id: string
        chain_info_id: string
        business_type: number
        owner: string
        create_time: Date
        id: string
      }>`((select id, nft_id, erc_info_id, chain_info_id, business_type, owner, create_time from collectibles
            where chain_info_id = ${input.chain_info_id} and nft_id = ${input.parameter})
          union
          (select id, nft_id, erc_info_id, chain_info_id, business_type, owner, create_time from collectibles
            where chain_info_id = ${input.chain_info_id} and owner = ${input.parameter}))`
      const rows = await context.db
        .selectFrom(matches.as('m'))
        .leftJoin('chains', 'chains.chain_info_id', 'm.chain_info_id')
        .select(['m.nft_id', 'm.erc_info_id', 'm.chain_info_id', 'm.business_type', 'm.owner', 'chains.chain_type'])
        .select(sql<string>`count(*) over ()`.as('total'))
        .orderBy('m.create_time', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
      const total = rows[0]
        ? Number(rows[0].total)
        : offset === 0
          ? 0
          : Number(
              (
                await context.db
                  .selectFrom(matches.as('m'))
                  .select((eb) => eb.fn.countAll<string>().as('count'))
                  .executeTakeFirstOrThrow()
              ).count,
            )
      return {
        total,
        list: rows.map((row) => ({
          nft_id: row.nft_id,
          erc_info_id: row.erc_info_id,
          chain_info_id: row.chain_info_id,
          chain_type: row.chain_type ?? '',
          business_type: row.business_type as 1 | 2,
          owner: row.owner,
        })),
      }
    },
    { ipLimits: [rateLimits.searchByIp] },
  ),

  route(endpoints.getDetailNftById, async ({ input, context }) => {
    const rows = await context.db
      .selectFrom('collectibles')
      .leftJoin('chains', 'chains.chain_info_id', 'collectibles.chain_info_id')
      .selectAll('collectibles')
      .select('chains.chain_type')
      .where('collectibles.erc_info_id', '=', input.erc_info_id)
      .where('collectibles.business_type', '=', input.business_type)
      .where('collectibles.owner', '=', input.owner)
      .limit(100)
      .execute()
    return rows.map(toCollectible)
  }),

  route(endpoints.getTransferNftById, async ({ input, context }) => {
    const holding = await context.db
      .selectFrom('collectibles')
      .select('nft_id')
      .where('erc_info_id', '=', input.erc_info_id)
      .where('business_type', '=', input.business_type)
      .limit(1)
      .executeTakeFirst()
    if (!holding) return { list: [], total: 0 }
    return provenancePage(context.db, holding.nft_id, input)
  }),

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
