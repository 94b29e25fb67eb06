import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signBindChallenge } from '@/lib/chain/key-proof'
import { generateKeys } from '@/lib/chain/keys'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, PUBLIC_KEY, seed, txHash } from '../test/seed'

/**
 * Issue 19 item 6: a chain account is bound to a user only on proof. An approval of a new name needs the
 * indexed newaccount the approver made after the application; an existing account needs its key's signature
 * over a one-time challenge; the audit log takes a report only from the account that signed the transaction.
 */

/** A chain node that knows only the accounts given here (get_account), as nodeos answers. */
const chainAccounts = new Map<string, string>()
let node: Server
let server: TestServer
let operator: string
let platform: string

beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const name = (JSON.parse(body || '{}') as { account_name?: string }).account_name ?? ''
      const key = chainAccounts.get(name)
      if (request.url !== '/v1/chain/get_account' || !key) {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ code: 500, error: { name: 'unknown_key_exception' } }))
        return
      }
      const authority = { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          account_name: name,
          permissions: [
            { perm_name: 'owner', parent: '', required_auth: authority },
            { perm_name: 'active', parent: 'owner', required_auth: authority },
          ],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  const { port } = node.address() as AddressInfo
  server = await startTestServer({ env: { CHAIN_RPC: `http://127.0.0.1:${port}` } })
  await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => node.close(resolve))
})

const db = () => server.app.context.db

async function newcomerToken(): Promise<string> {
  return login(server, parties.newcomer.user_name, parties.newcomer.password)
}

async function apply(token: string, body: Record<string, unknown>) {
  return call<{ apply_id: string }>(server, 'POST', '/api/v1/system/applyAccount', {
    token,
    body: { type: 1, public_key: PUBLIC_KEY, chain_info_id: '1', bussiness_name: '星河数藏', ...body },
  })
}

function approve(applyId: string, txId?: string) {
  return call(server, 'POST', '/api/1.0/app/user_apply/review', {
    token: platform,
    body: { apply_id: applyId, approved: true, ...(txId ? { tx_id: txId } : {}) },
  })
}

async function heldBy(account: string): Promise<string | null> {
  const row = await db()
    .selectFrom('chain_accounts')
    .select('user_id')
    .where('account', '=', account)
    .executeTakeFirst()
  return row?.user_id ?? null
}

async function indexNewAccount(account: string, creator: string, ownerKey: string, block: number, tx: string) {
  await db()
    .insertInto('indexed_new_accounts')
    .values({
      account,
      chain_info_id: '1',
      creator,
      owner_keys: JSON.stringify([ownerKey]),
      active_keys: JSON.stringify([ownerKey]),
      tx_hash: tx,
      block_number: String(block),
      block_time: new Date(),
    })
    .execute()
  await db()
    .insertInto('indexed_transactions')
    .values({
      tx_hash: tx,
      chain_info_id: '1',
      block_number: String(block),
      block_hash: 'b'.repeat(64),
      block_time: new Date(),
    })
    .execute()
}

async function reject(applyId: string) {
  await call(server, 'POST', '/api/1.0/app/user_apply/review', {
    token: platform,
    body: { apply_id: applyId, approved: false, reason: '测试' },
  })
}

describe('approving an application for a new name', () => {
  it('is refused without the transaction that created it: applying for ddccontract binds nothing', async () => {
    const newcomer = await newcomerToken()
    await db()
      .insertInto('indexer_cursor')
      .values({ chain_info_id: '1', block_number: '100', block_time: new Date() })
      .execute()
    const applied = await apply(newcomer, { account: 'ddccontract' })
    expect(applied.body.error_code).toBe(0)
    const bare = await approve(applied.body.data.apply_id)
    expect(bare.body).toMatchObject({ error_code: 400 })
    // The contract account was created long before the application (the indexer reaches it late).
    await indexNewAccount('ddccontract', 'ddcplatforma', PUBLIC_KEY, 50, txHash('old creation'))
    const old = await approve(applied.body.data.apply_id, txHash('old creation'))
    expect(old.body).toMatchObject({ error_code: 409, message: '该交易未创建申请的链账户' })
    expect(await heldBy('ddccontract')).toBeNull()
    await reject(applied.body.data.apply_id)
  })

  it('is refused when the name was made by someone else or with another key; completes with its own creation', async () => {
    const newcomer = await newcomerToken()
    const applied = await apply(newcomer, { account: 'freshname111' })
    const applyId = applied.body.data.apply_id
    expect(await approve(applyId, txHash('not indexed'))).toMatchObject({ body: { error_code: 409 } })
    await indexNewAccount('freshname111', 'ddcplatformb', PUBLIC_KEY, 120, txHash('by beta'))
    expect((await approve(applyId, txHash('by beta'))).body.message).toBe('该交易未创建申请的链账户')
    await db().deleteFrom('indexed_new_accounts').where('account', '=', 'freshname111').execute()
    await indexNewAccount('freshname111', 'ddcplatforma', generateKeys().publicKey, 121, txHash('other key'))
    expect((await approve(applyId, txHash('other key'))).body.message).toBe('该交易未创建申请的链账户')
    expect(await heldBy('freshname111')).toBeNull()

    await db().deleteFrom('indexed_new_accounts').where('account', '=', 'freshname111').execute()
    await indexNewAccount('freshname111', 'ddcplatforma', PUBLIC_KEY, 122, txHash('the approval'))
    const approved = await approve(applyId, txHash('the approval'))
    expect(approved.body).toMatchObject({ error_code: 0, data: { state: 'approved' } })
    expect(await heldBy('freshname111')).not.toBeNull()
  }, 30_000)

  it('an application for a name the indexer saw created is refused at once', async () => {
    const other = await login(server, parties.userBeta.user_name, parties.userBeta.password)
    const applied = await apply(other, { account: 'ddccontract' })
    expect(applied.body).toMatchObject({ error_code: 409, message: '链上已存在该账户' })
  })
})

describe('binding an existing account', () => {
  const challenge = async (token: string) =>
    (
      await call<{ challenge_id: string; challenge: string }>(server, 'POST', '/api/v1/system/bindChallenge', {
        token,
        body: {},
      })
    ).body.data

  it('needs the signature of the account key over a fresh challenge, spent once', async () => {
    const holder = generateKeys()
    chainAccounts.set('existing1111', holder.publicKey)
    const user = await login(server, parties.userBeta.user_name, parties.userBeta.password)

    const unsigned = await apply(user, {
      apply_type: 'bind_account',
      account: 'existing1111',
      public_key: holder.publicKey,
    })
    expect(unsigned.body.error_code).toBe(400)

    // A key that is not the account's: refused, even though the signature itself is good.
    const stranger = generateKeys()
    const first = await challenge(user)
    const wrongKey = await apply(user, {
      apply_type: 'bind_account',
      account: 'existing1111',
      public_key: stranger.publicKey,
      challenge_id: first.challenge_id,
      signature: signBindChallenge(stranger.privateKey, 'existing1111', first.challenge),
    })
    expect(wrongKey.body).toMatchObject({ error_code: 400, message: 'signature: 签名的密钥不属于该链账户' })

    const second = await challenge(user)
    const signature = signBindChallenge(holder.privateKey, 'existing1111', second.challenge)
    const body = {
      apply_type: 'bind_account',
      account: 'existing1111',
      public_key: holder.publicKey,
      challenge_id: second.challenge_id,
      signature,
    }
    const applied = await apply(user, body)
    expect(applied.body.error_code).toBe(0)
    // The same challenge again: spent.
    const replayed = await apply(await newcomerToken(), body)
    expect(replayed.body.error_code).toBe(400)

    expect((await approve(applied.body.data.apply_id)).body.error_code).toBe(0)
    const userBeta = await db()
      .selectFrom('users')
      .select('user_id')
      .where('user_name', '=', 'user_beta')
      .executeTakeFirstOrThrow()
    expect(await heldBy('existing1111')).toBe(userBeta.user_id)
  })

  it('an account the node does not know, or one already held, is refused', async () => {
    const keys = generateKeys()
    const newcomer = await newcomerToken()
    const fresh = await challenge(newcomer)
    const unknown = await apply(newcomer, {
      apply_type: 'bind_account',
      account: 'nosuchacct11',
      public_key: keys.publicKey,
      challenge_id: fresh.challenge_id,
      signature: signBindChallenge(keys.privateKey, 'nosuchacct11', fresh.challenge),
    })
    expect(unknown.body).toMatchObject({ error_code: 400, message: 'account: 链上不存在该账户' })
    const held = await apply(newcomer, { apply_type: 'bind_account', account: parties.userAlpha.account })
    expect(held.body).toMatchObject({ error_code: 409, message: '该链账户已被绑定' })
  })
})

describe('the audit log', () => {
  it('does not take a report from an account that did not sign the transaction, even one it manages', async () => {
    // ddcplatforma signed this freeze; the operator manages ddcplatforma but did not sign it.
    const tx = txHash('freeze signed by the platform')
    await db()
      .insertInto('indexed_transactions')
      .values({
        tx_hash: tx,
        chain_info_id: '1',
        block_number: '130',
        block_hash: 'c'.repeat(64),
        block_time: new Date(),
        actions: JSON.stringify([{ account: 'ddccontract', name: 'updateaccsta', auth: ['ddcplatforma'] }]),
      })
      .execute()
    const claimed = await call(server, 'POST', '/api/v1/permission/auditRecord', {
      token: operator,
      body: { operation: 'freeze_account', account: 'ddcplatforma', tx_id: tx },
    })
    expect(claimed.body).toMatchObject({ error_code: 0, data: { result: 'mismatch' } })
    type Log = { list: { result: string; actor_account: string }[] }
    const log = () =>
      call<Log>(server, 'GET', '/api/v1/permission/auditLog', {
        token: operator,
        query: { operation: 'freeze_account', account: 'ddcplatforma' },
      })
    expect((await log()).body.data.list.map((row) => [row.actor_account, row.result])).toEqual([
      ['ddcoperator1', 'mismatch'],
    ])
    // The signer itself may report it.
    const own = await call<{ result: string }>(server, 'POST', '/api/v1/permission/auditRecord', {
      token: platform,
      body: { operation: 'freeze_account', account: 'ddcplatforma', tx_id: tx },
    })
    expect(own.body).toMatchObject({ error_code: 0, data: { result: 'success' } })
    expect((await log()).body.data.list.map((row) => [row.actor_account, row.result])).toEqual([
      ['ddcplatforma', 'success'],
    ])
  })
})
