import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, sealed, startTestServer, type TestServer } from '../test/harness'
import { parties, PUBLIC_KEY, seed, txHash, VAULT_CIPHERTEXT, type Seeded } from '../test/seed'

let server: TestServer
let seeded: Seeded
let operator: string

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
})
afterAll(() => server.close())

describe('manager rights (the gate of the manager screens)', () => {
  it('follows the indexer: false until setaccrole made the account a manager; the contract account always is', async () => {
    const rights = () =>
      call<{ account: string; is_manager: boolean }>(server, 'GET', '/api/v1/permission/managerRights', {
        token: operator,
      })
    expect((await rights()).body.data).toEqual({ account: 'ddcoperator1', is_manager: false })
    const db = server.app.context.db
    await db
      .insertInto('indexed_accounts')
      .values({
        account: 'ddcoperator1',
        role: 1,
        is_manager: true,
        operator_state: 1,
        platform_state: 1,
        leader: 'ddccontract',
        account_name: '',
        account_did: '',
        leader_did: '',
        update_time: new Date(),
      })
      .execute()
    expect((await rights()).body.data).toEqual({ account: 'ddcoperator1', is_manager: true })
    await db.updateTable('indexed_accounts').set({ is_manager: false }).where('account', '=', 'ddcoperator1').execute()
    expect((await rights()).body.data.is_manager).toBe(false)
    // The contract account is the root manager without any s21account row.
    await db.updateTable('chains').set({ contract_account: 'ddcoperator1' }).execute()
    try {
      expect((await rights()).body.data.is_manager).toBe(true)
    } finally {
      await db.updateTable('chains').set({ contract_account: 'ddccontract' }).execute()
    }
    const platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    const refused = await call(server, 'GET', '/api/v1/permission/managerRights', { token: platform })
    expect(refused.status).toBe(403)
  })
})

describe('account management and reviews', () => {
  it('pages and filters the operator’s account list', async () => {
    const page = await call<{ list: { account: string }[]; total: number }>(
      server,
      'GET',
      '/api/v1/permission/accountList',
      {
        token: operator,
        query: { current: '2', size: '2' },
      },
    )
    expect(page.body.data.total).toBe(5)
    expect(page.body.data.list).toHaveLength(2)
    const platforms = await call<{ list: { account: string; balance: string }[] }>(
      server,
      'GET',
      '/api/v1/permission/accountList',
      { token: operator, query: { role: '2' } },
    )
    expect(platforms.body.data.list.map((row) => [row.account, row.balance]).sort()).toEqual([
      ['ddcplatforma', '5000'],
      ['ddcplatformb', '3000'],
    ])
  })

  it('rejects with a reason, approves into a new chain account of the applicant', async () => {
    const newcomer = await login(server, parties.newcomer.user_name, parties.newcomer.password)
    const apply = (account: string) =>
      call<{ apply_id: string }>(server, 'POST', '/api/v1/system/applyAccount', {
        token: newcomer,
        body: { account, type: 1, public_key: PUBLIC_KEY, chain_info_id: '1', bussiness_name: '星河数藏' },
      })
    const first = await apply('newcomeracct')
    const noReason = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: operator,
      body: { apply_id: first.body.data.apply_id, approved: false },
    })
    expect(noReason.body).toMatchObject({ error_code: 400, message: 'reason: a rejection needs a reason' })
    const rejected = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: operator,
      body: { apply_id: first.body.data.apply_id, approved: false, reason: '资料不全' },
    })
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reason: '资料不全', reviewer: 'ddcoperator1' })
    const twice = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: operator,
      body: { apply_id: first.body.data.apply_id, approved: true },
    })
    expect(twice.body).toMatchObject({ error_code: 409, message: '该申请已审核' })

    const second = await apply('newcomeracct')
    const platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    const pending = await call<{ list: { apply_id: string }[] }>(server, 'GET', '/api/v1/permission/getNeedApproved', {
      token: platform,
    })
    expect(pending.body.data.list.map((row) => row.apply_id)).toEqual([second.body.data.apply_id])
    // The approval completes once the indexer has the platform's newaccount of that name (issue 19 item 6).
    const creation = txHash('newcomeracct created')
    await server.app.context.db
      .insertInto('indexed_new_accounts')
      .values({
        account: 'newcomeracct',
        chain_info_id: '1',
        creator: 'ddcplatforma',
        owner_keys: JSON.stringify([PUBLIC_KEY]),
        active_keys: JSON.stringify([PUBLIC_KEY]),
        tx_hash: creation,
        block_number: '10',
        block_time: new Date(),
      })
      .execute()
    await server.app.context.db
      .insertInto('indexed_transactions')
      .values({
        tx_hash: creation,
        chain_info_id: '1',
        block_number: '10',
        block_hash: 'a'.repeat(64),
        block_time: new Date(),
      })
      .execute()
    const approved = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: platform,
      body: { apply_id: second.body.data.apply_id, approved: true, tx_id: creation },
    })
    expect(approved.body.error_code).toBe(0)
    const info = await call(server, 'GET', '/api/v1/permission/getAccountInfo', {
      token: platform,
      query: { account: 'newcomeracct' },
    })
    expect(info.body.data).toMatchObject({ account: 'newcomeracct', role: 0, user_name: parties.newcomer.user_name })
    const history = await call<{ total: number }>(server, 'GET', '/api/v1/permission/approved', {
      token: operator,
      query: { state: 'rejected' },
    })
    expect(history.body.data.total).toBe(1)
  })
})

describe('chain passphrase (ciphertexts only)', () => {
  it('sets once, changes all keys or none, and hands the ciphertexts back for verification', async () => {
    const beta = await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
    expect((await call(server, 'GET', '/api/v1/permission/setOrChange', { token: beta })).body.data).toEqual({
      passphrase_set: false,
    })
    const set = await call(server, 'POST', '/api/v1/permission/setPassword', {
      token: beta,
      body: { passphrase_check: VAULT_CIPHERTEXT, keys: [] },
    })
    expect(set.body.data).toBe(1)
    const again = await call(server, 'POST', '/api/v1/permission/setPassword', {
      token: beta,
      body: { passphrase_check: VAULT_CIPHERTEXT, keys: [] },
    })
    expect(again.body).toMatchObject({ error_code: 1004 })

    const holder = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
    const stepUp = () => sealed(server, { password: parties.userAlpha.password })
    const partial = await call(server, 'POST', '/api/v1/permission/changePassword', {
      token: holder,
      body: { passphrase_check: `${VAULT_CIPHERTEXT}2`, keys: [], ...(await stepUp()) },
    })
    expect(partial.body.message).toBe('keys: every stored key must be re-encrypted (missing useralpha111)')
    const changed = await call(server, 'POST', '/api/v1/permission/changePassword', {
      token: holder,
      body: {
        passphrase_check: `${VAULT_CIPHERTEXT}2`,
        keys: [{ perm_accounts_id: seeded.accountIds.userAlpha, encrypted_private_key: `${VAULT_CIPHERTEXT}3` }],
        ...(await stepUp()),
      },
    })
    expect(changed.body.data).toBe(1)
    const verify = await call(server, 'POST', '/api/v1/permission/verify', { token: holder, body: {} })
    expect(verify.body.data).toEqual({
      passphrase_check: `${VAULT_CIPHERTEXT}2`,
      account: 'useralpha111',
      encrypted_private_key: `${VAULT_CIPHERTEXT}3`,
    })
  })
})

describe('audit log', () => {
  it('a key reset approved by the platform stores the applied key and is logged for it, not for another platform', async () => {
    const user = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
    const platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    const otherPlatform = await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
    const newKey = 'EOS7ijWCBmoXBi3CgtK7DJxentZZeTkeUnaSDvyro9dq7Sd1C3dC4'
    const applied = await call<{ apply_id: string }>(server, 'POST', '/api/v1/system/applyAccount', {
      token: user,
      body: {
        apply_type: 'reset_key',
        account: parties.userAlpha.account,
        type: 2,
        public_key: newKey,
        chain_info_id: '1',
        bussiness_name: '星河数藏',
        encrypted_private_key: VAULT_CIPHERTEXT,
      },
    })
    expect(applied.body.error_code).toBe(0)
    // A transaction the indexer has not seen: the row says "pending" until it has.
    const txId = 'f'.repeat(64)
    const reviewed = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: platform,
      body: { apply_id: applied.body.data.apply_id, approved: true, tx_id: txId },
    })
    expect(reviewed.body.error_code).toBe(0)
    const account = await server.app.context.db
      .selectFrom('chain_accounts')
      .select(['public_key', 'encrypted_private_key'])
      .where('account', '=', parties.userAlpha.account)
      .executeTakeFirstOrThrow()
    expect(account).toEqual({ public_key: newKey, encrypted_private_key: VAULT_CIPHERTEXT })

    type Log = { list: { operation: string; tx_id: string | null; result: string; user_name: string }[] }
    const query = { account: parties.userAlpha.account, operation: 'approve_application' }
    const seen = await call<Log>(server, 'GET', '/api/v1/permission/auditLog', { token: platform, query })
    expect(seen.body.data.list).toEqual([
      expect.objectContaining({ tx_id: txId, result: 'pending', user_name: parties.platformAlpha.user_name }),
    ])
    await server.app.context.db
      .insertInto('indexed_transactions')
      .values({
        tx_hash: txId,
        chain_info_id: '1',
        block_number: '77',
        block_hash: 'b'.repeat(64),
        block_time: new Date(),
      })
      .execute()
    const later = await call<Log>(server, 'GET', '/api/v1/permission/auditLog', { token: operator, query })
    expect(later.body.data.list.map((row) => row.result)).toEqual(['success'])
    const other = await call<Log>(server, 'GET', '/api/v1/permission/auditLog', { token: otherPlatform, query })
    expect(other.body.data.list).toEqual([])
    // Never a secret: the ciphertext the user sent is nowhere in the log.
    expect(JSON.stringify(later.body)).not.toContain(VAULT_CIPHERTEXT)
  })
})

// Last: these add accounts and audit rows the counts above do not expect.
describe('accounts created directly from /account-manage', () => {
  const indexCreation = async (account: string, leader: string, role: number, tx: string) => {
    const db = server.app.context.db
    await db
      .insertInto('indexed_accounts')
      .values({
        account,
        role,
        is_manager: false,
        operator_state: 1,
        platform_state: 1,
        leader,
        account_name: `display ${account}`,
        account_did: '',
        leader_did: '',
        update_time: new Date(),
      })
      .execute()
    const chain = await db.selectFrom('chains').select('chain_info_id').executeTakeFirstOrThrow()
    await db
      .insertInto('indexed_transactions')
      .values({
        tx_hash: tx,
        chain_info_id: chain.chain_info_id,
        block_number: '77',
        block_hash: 'b'.repeat(64),
        block_time: new Date(),
        indexed_at: new Date(),
      })
      .execute()
  }
  const report = (token: string, account: string, tx: string) =>
    call(server, 'POST', '/api/v1/permission/auditRecord', {
      token,
      body: { operation: 'create_account', account, tx_id: tx, public_key: PUBLIC_KEY },
    })
  const listed = async (token: string, account: string) => {
    const page = await call<{ list: { account: string; role: number; user_name: string; type: number }[] }>(
      server,
      'GET',
      '/api/v1/permission/accountList',
      { token, query: { account } },
    )
    return page.body.data.list.find((row) => row.account === account)
  }

  it('appear in the creator’s managed list once the indexer saw the creator register them', async () => {
    await indexCreation('directplat11', 'ddcoperator1', 2, '7'.repeat(64))
    expect(await listed(operator, 'directplat11')).toBeUndefined()
    expect((await report(operator, 'directplat11', '7'.repeat(64))).body).toMatchObject({ error_code: 0 })
    expect(await listed(operator, 'directplat11')).toMatchObject({ role: 2, user_name: '', type: 1 })

    // A platform's directly created account is a user of that platform: listed for it, not for another.
    const alpha = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    await indexCreation('directuser11', 'ddcplatforma', 3, '8'.repeat(64))
    await report(alpha, 'directuser11', '8'.repeat(64))
    expect(await listed(alpha, 'directuser11')).toMatchObject({ role: 0 })
    const beta = await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
    expect(await listed(beta, 'directuser11')).toBeUndefined()
    const detail = await call(server, 'GET', '/api/v1/permission/getAccountInfo', {
      token: alpha,
      query: { account: 'directuser11' },
    })
    expect(detail.body).toMatchObject({ error_code: 0, data: { account: 'directuser11', custodial_key_stored: false } })
  })

  it('are not listed for someone who reports an account another account created', async () => {
    await indexCreation('notmine11111', 'ddcplatformb', 3, '6'.repeat(64))
    const alpha = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    await report(alpha, 'notmine11111', '6'.repeat(64))
    expect(await listed(operator, 'notmine11111')).toBeUndefined()
  })
})
