import type { SelectQueryBuilder } from 'kysely'
import { pageWindow } from '../http/time'

type Query<DB, TB extends keyof DB, Row> = SelectQueryBuilder<DB, TB, Row>

/**
 * One page of a filtered list (spec §9 `current`/`size` paging) and how many rows the whole filter matches:
 * the same query counted, then sorted by `order` and cut to the page.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  query: Query<DB, TB, Row>,
  page: { current: number; size: number },
  order: (query: Query<DB, TB, Row>) => Query<DB, TB, Row>,
): Promise<{ total: number; rows: Row[] }> {
  const counted = (await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()) as { count: string }
  const { limit, offset } = pageWindow(page)
  const rows = await order(query).limit(limit).offset(offset).execute()
  return { total: Number(counted.count), rows }
}
