import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, sealed, startTestServer, type TestServer } from '../test/harness'
import { parties, seed, VAULT_CIPHERTEXT, type Seeded } from '../test/seed'

/**
 * Issue 19 item 7: a session token alone never replaces key material. Changing the passphrase check and the
 * key ciphertexts needs the login password again (step-up), and the server keeps what it replaces, which an
 * operator can list and put back.
 */

let server: TestServer
let seeded: Seeded
let holder: string
let operator: string
const GARBAGE = 'garbage-garbage-garbage'
const NEW_CHECK = `${VAULT_CIPHERTEXT}new`
const NEW_KEY = `${VAULT_CIPHERTEXT}key`

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  holder = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  await call(server, 'POST', '/api/v1/permission/setPassword', {
    token: holder,
    body: { passphrase_check: VAULT_CIPHERTEXT, keys: [] },
  })
})
afterAll(() => server.close())

async function stored() {
  const user = await server.app.context.db
    .selectFrom('users')
    .select('passphrase_check')
    .where('user_name', '=', parties.userAlpha.user_name)
    .executeTakeFirstOrThrow()
  const account = await server.app.context.db
    .selectFrom('chain_accounts')
    .select('encrypted_private_key')
    .where('account', '=', parties.userAlpha.account)
    .executeTakeFirstOrThrow()
  return { check: user.passphrase_check, key: account.encrypted_private_key }
}

function change(body: Record<string, unknown>) {
  return call(server, 'POST', '/api/v1/permission/changePassword', { token: holder, body })
}

const keys = (ciphertext: string) => [
  { perm_accounts_id: seeded.accountIds.userAlpha, encrypted_private_key: ciphertext },
]

describe('changing key material', () => {
  it('a session token alone changes nothing: no step-up, or a wrong login password, is refused', async () => {
    const before = await stored()
    const bare = await change({ passphrase_check: GARBAGE, keys: keys(GARBAGE) })
    expect(bare.status).toBe(400)
    const wrong = await change({
      passphrase_check: GARBAGE,
      keys: keys(GARBAGE),
      ...(await sealed(server, { password: 'not the password' })),
    })
    expect(wrong.body).toMatchObject({ error_code: 400, message: '登录密码错误' })
    expect(await stored()).toEqual(before)
  })

  it('with the login password it changes, keeps the replaced values, and an operator restores them', async () => {
    const before = await stored()
    const changed = await change({
      passphrase_check: NEW_CHECK,
      keys: keys(NEW_KEY),
      ...(await sealed(server, { password: parties.userAlpha.password })),
    })
    expect(changed.body).toMatchObject({ error_code: 0, data: 1 })
    expect(await stored()).toEqual({ check: NEW_CHECK, key: NEW_KEY })

    type Versions = { list: { version_id: string; kind: string; account: string | null; cause: string }[] }
    const refused = await call(server, 'GET', '/api/v1/permission/keyVersions', {
      token: holder,
      query: { current: '1', size: '10' },
    })
    expect(refused.status).toBe(403)
    const versions = await call<Versions>(server, 'GET', '/api/v1/permission/keyVersions', {
      token: operator,
      query: { current: '1', size: '10', user_name: parties.userAlpha.user_name },
    })
    const latest = versions.body.data.list.filter((row) => row.cause === 'change_passphrase')
    expect(latest.map((row) => [row.kind, row.account]).sort()).toEqual([
      ['passphrase_check', null],
      ['private_key', parties.userAlpha.account],
    ])
    // Nothing secret is listed: no ciphertext.
    expect(JSON.stringify(versions.body)).not.toContain(VAULT_CIPHERTEXT)

    const version = latest[0]?.version_id ?? ''
    const notByHolder = await call(server, 'POST', '/api/v1/permission/restoreKeyVersion', {
      token: holder,
      body: { version_id: version },
    })
    expect(notByHolder.status).toBe(403)
    const restored = await call(server, 'POST', '/api/v1/permission/restoreKeyVersion', {
      token: operator,
      body: { version_id: version },
    })
    expect(restored.body).toMatchObject({ error_code: 0, data: 1 })
    expect(await stored()).toEqual(before)
    // The restore kept what it replaced in turn.
    const after = await call<Versions>(server, 'GET', '/api/v1/permission/keyVersions', {
      token: operator,
      query: { current: '1', size: '10', user_name: parties.userAlpha.user_name },
    })
    expect(after.body.data.list.filter((row) => row.cause === 'restore')).toHaveLength(2)
  })
})
