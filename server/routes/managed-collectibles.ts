import { sql } from 'kysely'
import { endpoints } from '@/api/endpoints'
import { managedListCountLimit, managedListTotal } from '@/api/nft'
import { BusinessType } from '@/api/primitives'
import { notFound } from '../http/failure'
import { route, type ServerRoute } from '../http/route'
import { pageWindow } from '../http/time'
import { rangeBounds } from '../http/time'
import { toManagedCollectible } from './collectibles'
import { approvalPage, provenancePage } from './nft'
import { collectibleScope, containsPattern, requireSession } from './scope'

type ManagedEndpoints =
  | {
      list: typeof endpoints.getNft721List
      detail: typeof endpoints.getDetailNft721
      history: typeof endpoints.getTransferNft721
      approved: typeof endpoints.approved721
    }
  | {
      list: typeof endpoints.getNft1155List
      detail: typeof endpoints.getDetailNft1155
      history: typeof endpoints.getTransferNft1155
      approved: typeof endpoints.approved1155
    }

/** The 721 and 1155 areas answer the same way, each for its business type, each within the caller's scope. */
function managedCollectibleRoutes(businessType: BusinessType, area: ManagedEndpoints): ServerRoute[] {
  return [
    route(area.list, async ({ input, session, context }) => {
      const live = requireSession(session)
      let query = context.db
        .selectFrom('collectibles')
        .leftJoin('chains', 'chains.chain_info_id', 'collectibles.chain_info_id')
        .selectAll('collectibles')
        .select('chains.chain_type')
        .where('collectibles.business_type', '=', businessType)
        .where(collectibleScope(live))
      if (input.nft_id) query = query.where('collectibles.nft_id', 'ilike', containsPattern(input.nft_id))
      if (input.nft_id_exact) query = query.where('collectibles.nft_id', '=', input.nft_id_exact)
      if (input.owner) query = query.where('collectibles.owner', 'ilike', containsPattern(input.owner))
      if (input.nft_uri) query = query.where('collectibles.nft_uri', 'ilike', containsPattern(input.nft_uri))
      if (input.state) query = query.where('collectibles.state', '=', Number(input.state))
      if (input.platform) query = query.where('collectibles.platform', '=', input.platform)
      const { from, to } = rangeBounds(input.start_time, input.end_time)
      if (from) query = query.where('collectibles.create_time', '>=', from)
      if (to) query = query.where('collectibles.create_time', '<=', to)
      const direction = input.order ?? 'desc'
      // Both orders match an index of migration 12 (scope columns, then the sort key, then id).
      const ordered =
        input.sort === 'nft_id'
          ? query.orderBy(sql`(collectibles.nft_id::numeric)`, direction).orderBy('collectibles.id', direction)
          : query.orderBy('collectibles.create_time', direction).orderBy('collectibles.id', direction)
      const { limit, offset } = pageWindow(input)
      // Counted only as far as the page's end and a fixed stretch beyond: a 100,000-row scope's full count cost
      // more than the page. Past that the total is a lower bound, which the list shows as "N+".
      const countLimit = managedListCountLimit(input)
      const [counted, rows] = await Promise.all([
        context.db
          .selectFrom(
            query
              .clearSelect()
              .select(sql<number>`1`.as('one'))
              .limit(countLimit + 1)
              .as('matching'),
          )
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
        ordered.limit(limit).offset(offset).execute(),
      ])
      return { ...managedListTotal(Number(counted.count), input), list: rows.map(toManagedCollectible) }
    }),
    route(area.detail, async ({ input, session, context }) => {
      let query = context.db
        .selectFrom('collectibles')
        .leftJoin('chains', 'chains.chain_info_id', 'collectibles.chain_info_id')
        .selectAll('collectibles')
        .select('chains.chain_type')
        .where('collectibles.business_type', '=', businessType)
        .where('collectibles.nft_id', '=', input.nft_id)
        .where(collectibleScope(requireSession(session)))
      if (input.owner) query = query.where('collectibles.owner', '=', input.owner)
      const found = await query.limit(1).executeTakeFirst()
      if (!found) throw notFound('藏品不存在')
      return toManagedCollectible(found)
    }),
    route(area.history, async ({ input, session, context }) => {
      const visible = await context.db
        .selectFrom('collectibles')
        .select('nft_id')
        .where('business_type', '=', businessType)
        .where('nft_id', '=', input.nft_id)
        .where(collectibleScope(requireSession(session)))
        .limit(1)
        .executeTakeFirst()
      if (!visible) throw notFound('藏品不存在')
      return provenancePage(context.db, input.nft_id, input)
    }),
    route(area.approved, ({ input, session, context }) =>
      approvalPage(context.db, requireSession(session), { ...input, business_type: businessType }),
    ),
  ]
}

export const nft721Routes = managedCollectibleRoutes(BusinessType.SingleCopy, {
  list: endpoints.getNft721List,
  detail: endpoints.getDetailNft721,
  history: endpoints.getTransferNft721,
  approved: endpoints.approved721,
})

export const nft1155Routes = managedCollectibleRoutes(BusinessType.MultiCopy, {
  list: endpoints.getNft1155List,
  detail: endpoints.getDetailNft1155,
  history: endpoints.getTransferNft1155,
  approved: endpoints.approved1155,
})
