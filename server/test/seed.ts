import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { inject } from 'vitest'
import { nameKey } from '@/api/names'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/schema'

/**
 * Test fixtures: an operator, two platforms (alpha, beta) each with one user, and a newcomer without a chain
 * account; collectibles, provenance, approvals, fee rules, points and ledgers as the indexer would write them.
 */
export const PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
/** Stands for a browser-made key-vault ciphertext (the server never opens it). */
export const VAULT_CIPHERTEXT = 'v2.c2FsdHNhbHRzYWx0c2FsdA.aXZpdml2aXZpdml2.Y2lwaGVydGV4dGNpcGhlcnRleHQ'

export function txHash(label: string): string {
  return createHash('sha256').update(label).digest('hex')
}

export const parties = {
  operator: { user_name: 'operator_admin', password: 'Operator#2026', account: 'ddcoperator1' },
  platformAlpha: { user_name: 'platform_alpha', password: 'Platform#2026', account: 'ddcplatforma' },
  userAlpha: { user_name: 'user_alpha', password: 'UserAlpha#2026', account: 'useralpha111' },
  platformBeta: { user_name: 'platform_beta', password: 'Platform#2026', account: 'ddcplatformb' },
  userBeta: { user_name: 'user_beta', password: 'UserBeta#2026', account: 'userbeta1111' },
  newcomer: { user_name: 'newcomer_1', password: 'Newcomer#2026', account: null },
} as const
export type PartyName = keyof typeof parties

const hashes = new Map<string, Promise<string>>()
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    // Made once per run by the node project's global setup (server/test/seed-hashes.setup.ts); outside Vitest
    // (the benchmarks) here.
    const made = process.env.VITEST ? inject('seedPasswordHashes')?.[password] : undefined
    hash = made ? Promise.resolve(made) : hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour, 0, 0))

export interface Seeded {
  readonly userIds: Record<PartyName, string>
  readonly accountIds: Partial<Record<PartyName, string>>
}

export async function seed(db: Kysely<Database>): Promise<Seeded> {
  const chain = await db.selectFrom('chains').select('chain_info_id').orderBy('chain_info_id').executeTakeFirstOrThrow()
  const chainInfoId = chain.chain_info_id
  const userIds = {} as Record<PartyName, string>
  const accountIds: Partial<Record<PartyName, string>> = {}
  const accounts: Record<
    Exclude<PartyName, 'newcomer'>,
    { role: number; platform: string | null; business: string; type: 1 | 2 }
  > = {
    operator: { role: 1, platform: null, business: '运营方', type: 2 },
    platformAlpha: { role: 2, platform: 'ddcplatforma', business: '星河数藏', type: 2 },
    userAlpha: { role: 0, platform: 'ddcplatforma', business: '星河数藏', type: 2 },
    platformBeta: { role: 2, platform: 'ddcplatformb', business: '云端藏馆', type: 1 },
    userBeta: { role: 0, platform: 'ddcplatformb', business: '云端藏馆', type: 1 },
  }
  let phone = 13800000001
  for (const [name, party] of Object.entries(parties) as [PartyName, (typeof parties)[PartyName]][]) {
    const user = await db
      .insertInto('users')
      .values({
        user_name: party.user_name,
        name_key: nameKey(party.user_name),
        phone: String(phone++),
        password_hash: await passwordHash(party.password),
        create_time: at(2),
        passphrase_check: name === 'userAlpha' || name === 'operator' ? VAULT_CIPHERTEXT : null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow()
    userIds[name] = user.user_id
    if (name === 'newcomer' || party.account === null) continue
    const shape = accounts[name]
    const account = await db
      .insertInto('chain_accounts')
      .values({
        account: party.account,
        user_id: user.user_id,
        type: shape.type,
        role: shape.role,
        public_key: PUBLIC_KEY,
        chain_info_id: chainInfoId,
        bussiness_name: shape.business,
        platform: shape.platform,
        create_time: at(3),
        encrypted_private_key: shape.type === 2 ? VAULT_CIPHERTEXT : null,
      })
      .returning('perm_accounts_id')
      .executeTakeFirstOrThrow()
    accountIds[name] = account.perm_accounts_id
    await db
      .updateTable('users')
      .set({ current_account_id: account.perm_accounts_id })
      .where('user_id', '=', user.user_id)
      .execute()
  }

  const collectibles = [
    { nft_id: '1001', business_type: 1, owner: 'useralpha111', platform: 'ddcplatforma', amount: '1' },
    { nft_id: '1002', business_type: 2, owner: 'ddcplatforma', platform: 'ddcplatforma', amount: '50' },
    { nft_id: '2001', business_type: 1, owner: 'userbeta1111', platform: 'ddcplatformb', amount: '1' },
    { nft_id: '2002', business_type: 2, owner: 'userbeta1111', platform: 'ddcplatformb', amount: '7' },
  ]
  for (const [index, nft] of collectibles.entries()) {
    await db
      .insertInto('collectibles')
      .values({
        ...nft,
        erc_info_id: String(500 + index),
        chain_info_id: chainInfoId,
        supply: nft.amount,
        nft_uri: `https://example.invalid/nft/${nft.nft_id}.json`,
        nft_memo: `collectible ${nft.nft_id}`,
        create_time: at(4 + index),
        tx_hash: txHash(`mint ${nft.nft_id}`),
      })
      .execute()
    await db
      .insertInto('provenance')
      .values({
        business_type: nft.business_type,
        nft_id: nft.nft_id,
        tx_hash: txHash(`mint ${nft.nft_id}`),
        create_time: at(4 + index),
        sender: nft.platform,
        from_account: '',
        to_account: nft.owner,
        action_name: 'mint',
        amount: nft.amount,
        platform: nft.platform,
        contract_name: 'ddccontract',
        raw_data: JSON.stringify({ to: nft.owner, id: nft.nft_id }),
        block_number: String(100 + index),
        block_hash: txHash(`block ${index}`),
        actions: JSON.stringify([
          {
            create_time: '2026-01-04 09:00:00',
            action_name: 'mint',
            sender: nft.platform,
            contract_name: 'ddccontract',
            raw_data: '{}',
          },
        ]),
      })
      .execute()
    await db
      .insertInto('approvals')
      .values({
        nft_id: nft.nft_id,
        business_type: nft.business_type,
        owner: nft.owner,
        to_account: nft.platform,
        approved: true,
        tx_hash: txHash(`approve ${nft.nft_id}`),
        create_time: at(10 + index),
      })
      .execute()
  }

  for (const business_type of [1, 2]) {
    for (const [func_name, value] of [
      ['mint', '10'],
      ['transfer', '2'],
      ['burn', '1'],
    ] as const) {
      await db
        .insertInto('fee_rules')
        .values({ business_type, func_name, value, update_time: at(1) })
        .execute()
    }
  }
  const balances = {
    ddcoperator1: '1000000',
    ddcplatforma: '5000',
    useralpha111: '100',
    ddcplatformb: '3000',
    userbeta1111: '5',
  }
  for (const [account, balance] of Object.entries(balances)) {
    await db
      .insertInto('points_balances')
      .values({ account, balance, update_time: at(20) })
      .execute()
  }
  const recharges = [
    { kind: 'self_recharge', from_account: 'ddcoperator1', to_account: 'ddcoperator1', value: '1000000' },
    { kind: 'recharge', from_account: 'ddcoperator1', to_account: 'ddcplatforma', value: '5000' },
    { kind: 'recharge', from_account: 'ddcoperator1', to_account: 'ddcplatformb', value: '3000' },
    { kind: 'distribution', from_account: 'ddcplatforma', to_account: 'useralpha111', value: '100' },
    { kind: 'distribution', from_account: 'ddcplatformb', to_account: 'userbeta1111', value: '5' },
  ] as const
  for (const [index, recharge] of recharges.entries()) {
    const tx = txHash(`recharge ${index}`)
    await db
      .insertInto('recharges')
      .values({ ...recharge, memo: '', tx_hash: tx, create_time: at(15 + index) })
      .execute()
    const lines =
      recharge.kind === 'self_recharge'
        ? [{ account: recharge.to_account, type: 'self_recharge' as const, change: `+${recharge.value}` }]
        : [
            {
              account: recharge.from_account,
              type: recharge.kind === 'recharge' ? ('recharge' as const) : ('distribution_out' as const),
              change: `-${recharge.value}`,
            },
            {
              account: recharge.to_account,
              type: recharge.kind === 'recharge' ? ('recharge' as const) : ('distribution_in' as const),
              change: `+${recharge.value}`,
            },
          ]
    for (const line of lines) {
      await db
        .insertInto('ledger')
        .values({
          ...line,
          balance_after: '0',
          counterparty: line.account === recharge.from_account ? recharge.to_account : recharge.from_account,
          func_name: null,
          tx_hash: tx,
          create_time: at(15 + index),
        })
        .execute()
    }
  }
  for (const account of ['useralpha111', 'userbeta1111']) {
    await db
      .insertInto('charges')
      .values({
        account,
        business_type: 1,
        func_name: 'mint',
        value: '10',
        tx_hash: txHash(`charge ${account}`),
        create_time: at(21),
      })
      .execute()
  }
  return { userIds, accountIds }
}
