import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * 1,000,000 collectibles with their provenance (a mint each, a transfer for every other one), written by
 * PostgreSQL itself with generate_series: seconds, not hours of round trips. 100,000 owners hold ten each.
 */
export const COLLECTIBLES = 1_000_000
export const OWNERS = 100_000

/** Antelope-valid owner names: `ow` + six letters a–j spelling the owner number. */
export function ownerName(index: number): string {
  return `ow${String(index % OWNERS)
    .padStart(6, '0')
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string)}`
}

export async function seedMillion(db: Kysely<Database>): Promise<{ seeded: boolean; ms: number }> {
  const started = performance.now()
  const existing = await sql<{ count: string }>`select count(*)::text as count from collectibles`.execute(db)
  if (Number(existing.rows[0]?.count ?? 0) >= COLLECTIBLES) return { seeded: false, ms: 0 }
  await sql`truncate collectibles, provenance restart identity`.execute(db)
  const owner = sql`'ow' || translate(lpad((g % ${sql.lit(OWNERS)})::text, 6, '0'), '0123456789', 'abcdefghij')`
  await sql`
    insert into collectibles (nft_id, erc_info_id, chain_info_id, business_type, supply, nft_uri, nft_memo, owner,
      create_time, state, approved, amount, tx_hash, platform)
    select g::text, g::text, 1, case when g % 4 = 0 then 2 else 1 end, 1, 'https://example.invalid/nft/' || g,
      'bench collectible ' || g, ${owner}, timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second', 1, '', 1,
      md5(g::text) || md5((g + 1)::text), 'ddcplatforma'
    from generate_series(1, ${sql.lit(COLLECTIBLES)}) as g`.execute(db)
  const actions = JSON.stringify([
    {
      create_time: '2026-01-01 00:00:00',
      action_name: 'mint',
      sender: 'ddcplatforma',
      contract_name: 'ddccontract',
      raw_data: '{}',
    },
  ])
  await sql`
    insert into provenance (business_type, nft_id, tx_hash, create_time, sender, from_account, to_account, action_name,
      amount, contract_name, raw_data, block_number, block_hash, actions, platform)
    select case when g % 4 = 0 then 2 else 1 end, g::text, md5(g::text) || md5((g + 1)::text),
      timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second', 'ddcplatforma', '', ${owner}, 'mint', 1, 'ddccontract',
      '{}', g, md5((g + 2)::text) || md5((g + 3)::text), ${actions}, 'ddcplatforma'
    from generate_series(1, ${sql.lit(COLLECTIBLES)}) as g`.execute(db)
  await sql`
    insert into provenance (business_type, nft_id, tx_hash, create_time, sender, from_account, to_account, action_name,
      amount, contract_name, raw_data, block_number, block_hash, actions)
    select case when g % 4 = 0 then 2 else 1 end, g::text, md5((g + 7)::text) || md5((g + 8)::text),
      timestamptz '2026-02-01 00:00:00+00' + g * interval '1 second', ${owner}, ${owner}, 'owjjjjjj', 'transfer', 1,
      'ddccontract', '{}', g + ${sql.lit(COLLECTIBLES)}, md5((g + 4)::text) || md5((g + 5)::text), ${actions}
    from generate_series(2, ${sql.lit(COLLECTIBLES)}, 2) as g`.execute(db)
  await sql`analyze collectibles`.execute(db)
  await sql`analyze provenance`.execute(db)
  return { seeded: true, ms: Math.round(performance.now() - started) }
}
