import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Role } from '@/api/primitives'
import type { DatabaseHandle } from '../db/database'
import { migrate } from '../db/migrations'
import type { Session } from '../http/session'
import { CONTRACT, FakeNode, type ScriptedAction } from '../indexer/test/fake-node'
import { indexerDatabase, indexerFor, indexUpTo } from '../indexer/test/support'
import { dashboard, series } from './figures'

/**
 * Statistics count what happened on chain: burning a collectible later leaves its mint counted, and counted
 * for the platform that minted it (its holding row is gone, its mint event is not).
 */
let node: FakeNode
let handle: DatabaseHandle | null = null

beforeEach(async () => {
  node = await FakeNode.start()
})
afterEach(async () => {
  await node.close()
  await handle?.close()
  handle = null
})

const act = (name: string, params: Record<string, unknown>, extra: Partial<ScriptedAction> = {}): ScriptedAction => ({
  name,
  params,
  ...extra,
})

function sessionOf(role: number, platform: string | null): Session {
  const time = new Date(0)
  return {
    tokenHash: '',
    user: {
      user_id: '1',
      user_name: 'statistics',
      phone: '',
      password_hash: '',
      create_time: time,
      current_account_id: null,
      passphrase_check: null,
      name_key: null,
    },
    account: {
      perm_accounts_id: '1',
      account: platform ?? 'operator1',
      user_id: '1',
      type: 1,
      role,
      operator_state: 1,
      platform_state: 1,
      public_key: '',
      chain_info_id: '1',
      bussiness_name: '',
      apply_id: null,
      platform,
      create_time: time,
      encrypted_private_key: null,
      creator: null,
    },
    role,
    expiresAt: new Date(Date.UTC(2100, 0, 1)),
  }
}

/** A platform mints three collectibles, then its user burns one of them. */
function writeMintsThenBurn(): void {
  node.addBlock([
    {
      actions: [
        act('init', {}, { actor: CONTRACT }),
        act('operatoradd', {
          sender: CONTRACT,
          account: 'operator1',
          account_name: 'Op',
          account_did: '',
          leader_did: '',
        }),
      ],
    },
  ])
  node.addBlock([
    {
      actions: [
        act('operatoradd', {
          sender: 'operator1',
          account: 'platform1',
          account_name: '星河数藏',
          account_did: '',
          leader_did: '',
        }),
        act('operatoradd', {
          sender: 'platform1',
          account: 'consumer1',
          account_name: 'Alice',
          account_did: '',
          leader_did: '',
        }),
      ],
    },
  ])
  node.addBlock([
    {
      actions: [
        act('mintbatch', {
          sender: 'platform1',
          to: 'consumer1',
          amounts: ['1', '1', '1'],
          nft_uris: ['ipfs://one', 'ipfs://two', 'ipfs://three'],
          business_type: 1,
          memo: '',
        }),
      ],
    },
  ])
  node.addBlock([
    { actions: [act('burn', { sender: 'consumer1', owner: 'consumer1', nft_id: '1', business_type: 1 })] },
  ])
  node.addBlock()
}

/** The history indexed into a fresh database. */
async function indexed() {
  writeMintsThenBurn()
  node.setIrreversible(node.head)
  const opened = await indexerDatabase(null)
  handle = opened.handle
  await indexUpTo(indexerFor(handle.db, opened.chainInfoId, node.url), 5)
  return handle.db
}

// The blocks are on 1 January 2026.
const now = new Date(Date.UTC(2026, 0, 1, 12, 0, 0))

describe('statistics after a burn', () => {
  it("keeps the burned collectible's mint counted, under the platform that minted it", async () => {
    const db = await indexed()
    expect(await db.selectFrom('collectibles').select('nft_id').orderBy('nft_id').execute()).toEqual([
      { nft_id: '2' },
      { nft_id: '3' },
    ])
    const operator = sessionOf(Role.Operator, null)
    const platform = sessionOf(Role.Platform, 'platform1')

    const network = await series(db, operator, now, 'mints', 'day')
    expect(network.series.at(-1)).toEqual({ period: '2026-01-01', value: '3' })
    expect(network.breakdown).toEqual([{ key: 'platform1', value: '3' }])
    const all = await series(db, operator, now, 'active-accounts', 'day')
    expect(all.breakdown).toEqual([{ key: 'platform1', value: '2' }])

    const own = await series(db, platform, now, 'mints', 'day')
    expect(own.series.at(-1)).toEqual({ period: '2026-01-01', value: '3' })
    expect(own.breakdown).toEqual([{ key: 'platform1', value: '3' }])
    const figures = await dashboard(db, platform, now)
    expect(figures.today).toMatchObject({ operations: '4', mints: '3' })
    expect(figures.recent.map((row) => [row.action_name, row.nft_id])).toContainEqual(['burn', '1'])
  })

  it('migration 19 gives the mint rows indexed before it their platform, a burned collectible too', async () => {
    const db = await indexed()
    // The database as it was before migration 19.
    await sql`alter table provenance drop column platform`.execute(db)
    await sql`delete from schema_migrations where version = 19`.execute(db)
    expect(await migrate(db)).toEqual([19])
    const mints = await db
      .selectFrom('provenance')
      .select(['nft_id', 'action_name', 'platform'])
      .orderBy('history_id')
      .execute()
    expect(mints).toEqual([
      { nft_id: '1', action_name: 'mintbatch', platform: 'platform1' },
      { nft_id: '2', action_name: 'mintbatch', platform: 'platform1' },
      { nft_id: '3', action_name: 'mintbatch', platform: 'platform1' },
      { nft_id: '1', action_name: 'burn', platform: null },
    ])
    const own = await series(db, sessionOf(Role.Platform, 'platform1'), now, 'mints', 'day')
    expect(own.breakdown).toEqual([{ key: 'platform1', value: '3' }])
  })
})
