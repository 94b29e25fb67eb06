import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClient, type ChainClient } from '@/lib/chain'
import { startDevnet, type RunningDevnet } from '../../chain/devnet/devnet'
import type { DatabaseHandle } from '../db/database'
import type { Indexer } from '../indexer/indexer'
import { indexerDatabase, indexerFor } from '../indexer/test/support'
import { waitForIndexed } from '../routes/chain'
import { chainBalancesReader } from './chain-balances'
import { reconcile } from './reconcile'

/**
 * Reconciliation against the real devnet and contract: after a self-recharge, a recharge to a platform, a
 * platform's distribution to its user and a charged mint, the server's points ledger (written by the indexer)
 * sums to the contract's s21balance for every account; a ledger line the chain never saw shows as a difference.
 */

let devnet: RunningDevnet
let dataDir: string
let database: DatabaseHandle
let indexer: Indexer
const keys = new Map<string, string>()

function as(account: string): ChainClient {
  const privateKey = keys.get(account)
  if (!privateKey) throw new Error(`no key for ${account}`)
  return createChainClient({
    rpcUrl: devnet.url,
    contractAccount: devnet.contractAccount,
    signer: { account, privateKey },
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-reconcile-devnet-'))
  devnet = await startDevnet({ port: 0, dataDir })
  const accounts = JSON.parse(readFileSync(path.join(dataDir, 'dev-accounts.json'), 'utf8')) as {
    account: string
    private_key: string
  }[]
  for (const entry of accounts) keys.set(entry.account, entry.private_key)
  const opened = await indexerDatabase(null)
  database = opened.handle
  indexer = indexerFor(database.db, opened.chainInfoId, devnet.url, { pollMs: 50 })
  indexer.start()
})

afterAll(async () => {
  await indexer?.stop()
  await database?.close()
  await devnet?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/**
 * Sends, then waits until indexed. On a loaded machine the devnet's first run of the contract can outlast a
 * transaction's 30 s expiry; an expired transaction changed nothing, so it is signed again.
 */
async function sent(send: () => Promise<{ transactionId: string }>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { transactionId } = await send()
      expect(await waitForIndexed(database.db, transactionId, 60_000)).not.toBeNull()
      return transactionId
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error && /expired/.test(error.message))) throw error
    }
  }
}

describe('reconciliation on the devnet', () => {
  it('a recharge, a distribution and a charged mint leave zero differences', { timeout: 120_000 }, async () => {
    const readChain = chainBalancesReader(devnet.url, devnet.contractAccount)
    const platformBefore = BigInt(await as('operator1').readPoints('platform1'))

    await sent(() => as('operator1').selfRecharge({ value: '5000' }))
    await sent(() => as('operator1').recharge({ to: 'platform1', value: '1200', memo: 'reconcile' }))
    await sent(() => as('platform1').recharge({ to: 'consumer1', value: '300', memo: 'share' }))
    const mintTx = await sent(() =>
      as('platform1').mint721({ to: 'consumer1', ddc_uri: 'ipfs://reconcile', memo: 'charged' }),
    )

    // The mint was charged (the genesis fee rule), so the check below covers fees too.
    const charge = await database.db
      .selectFrom('charges')
      .selectAll()
      .where('tx_hash', '=', mintTx)
      .executeTakeFirstOrThrow()
    expect(BigInt(charge.value)).toBeGreaterThan(0n)
    const kinds = await database.db.selectFrom('recharges').select('kind').execute()
    expect(new Set(kinds.map((row) => row.kind))).toEqual(new Set(['self_recharge', 'recharge', 'distribution']))
    expect(BigInt(await as('operator1').readPoints('platform1'))).toBe(
      platformBefore + 1200n - 300n - BigInt(charge.value),
    )

    const result = await reconcile(database.db, readChain)
    expect(result.differences).toEqual([])
    expect(result.accounts_checked).toBeGreaterThanOrEqual(4)
    expect(Number(result.indexed_block)).toBeGreaterThan(0)

    // A ledger line without a chain transaction behind it is found.
    await database.db
      .insertInto('ledger')
      .values({
        account: 'consumer1',
        type: 'recharge',
        change: '+7',
        balance_after: '0',
        counterparty: 'nobody',
        func_name: null,
        tx_hash: 'f'.repeat(64),
        create_time: new Date(),
      })
      .execute()
    const broken = await reconcile(database.db, readChain)
    expect(broken.differences).toEqual([expect.objectContaining({ account: 'consumer1', difference: '7' })])
  })
})
