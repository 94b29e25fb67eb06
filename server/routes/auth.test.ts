import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPayload } from '@/lib/crypto/payload'
import { DEVELOPMENT_REGISTER_CODE } from '@/lib/crypto/config'
import { call, login, sealed, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
})
afterAll(() => server.close())

const register = async (payload: object) =>
  call(server, 'POST', '/api/v1/system/register', { body: await sealed(server, payload) })

describe('accounts and sessions', () => {
  it('registers, then logs in with a fresh 256-bit token each time, stored only as a hash', async () => {
    const created = await register({
      name: 'dora_2026',
      password: 'Dora#2026x',
      phone: '+8613912345678',
      code: DEVELOPMENT_REGISTER_CODE,
    })
    expect(created.body).toMatchObject({ error_code: 0, data: { user_name: 'dora_2026' } })
    const first = await login(server, 'dora_2026', 'Dora#2026x')
    const second = await login(server, 'dora_2026', 'Dora#2026x')
    expect(first).not.toBe(second)
    expect(Buffer.from(first, 'base64url')).toHaveLength(32)
    const stored = await server.app.context.db.selectFrom('sessions').select('token_hash').execute()
    expect(stored.map((row) => row.token_hash)).not.toContain(first)
    const user = await server.app.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', 'dora_2026')
      .executeTakeFirstOrThrow()
    expect(user.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect((await call(server, 'POST', '/api/v1/system/getInfo', { token: first })).body.data).toMatchObject({
      user: { user_name: 'dora_2026' },
      account: null,
      permissions: [],
    })
  })

  it('refuses a weak password, a wrong register code and a taken name', async () => {
    const weak = await register({
      name: 'eve_1',
      password: 'weak',
      phone: '13812345678',
      code: DEVELOPMENT_REGISTER_CODE,
    })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe('长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)')
    const wrongCode = await register({ name: 'eve_1', password: 'Abcdef1!', phone: '13812345678', code: 'nope' })
    expect(wrongCode.body).toMatchObject({ error_code: 400, message: 'register code error' })
    const taken = await register({
      name: parties.operator.user_name,
      password: 'Abcdef1!',
      phone: '13812345678',
      code: DEVELOPMENT_REGISTER_CODE,
    })
    expect(taken.body).toMatchObject({ error_code: 409 })
  })

  it("refuses an account name over 64 characters in the form's words, naming no field (issue 20 item 6)", async () => {
    const long = await register({
      name: 'n'.repeat(200),
      password: 'Dora#2026x',
      phone: '13912345678',
      code: DEVELOPMENT_REGISTER_CODE,
    })
    expect(long.body).toMatchObject({ error_code: 400, message: '账户名最多64个字符' })
  })

  it('answers an empty array for wrong credentials and unknown names alike', async () => {
    for (const [account, password] of [
      [parties.platformBeta.user_name, 'Wrong#2026'],
      ['nobody_here', 'Wrong#2026'],
    ] as const) {
      const result = await call(server, 'POST', '/api/v1/system/login', {
        body: await sealed(server, { account, password }),
      })
      expect(result.body).toMatchObject({ error_code: 0, data: [] })
    }
  })

  it('refuses a replayed payload, a stale one and one without time and nonce', async () => {
    const body = await sealed(server, { account: parties.userBeta.user_name, password: parties.userBeta.password })
    expect((await call(server, 'POST', '/api/v1/system/login', { body })).body.error_code).toBe(0)
    const replay = await call(server, 'POST', '/api/v1/system/login', { body })
    expect(replay.body).toMatchObject({ error_code: 400, message: 'payload already used' })
    const publicKey = server.app.context.payloadKey.publicKeySpkiBase64
    const stale = await encryptPayload(publicKey, {
      account: parties.userBeta.user_name,
      password: parties.userBeta.password,
      ts: Date.now() - 10 * 60 * 1000,
      nonce: 'a'.repeat(32),
    })
    expect((await call(server, 'POST', '/api/v1/system/login', { body: { data: stale } })).body.message).toBe(
      'payload expired: please try again',
    )
    const bare = await encryptPayload(publicKey, { account: 'x', password: 'y' })
    expect((await call(server, 'POST', '/api/v1/system/login', { body: { data: bare } })).body.message).toBe(
      'payload is missing its time and nonce',
    )
    const garbage = await call(server, 'POST', '/api/v1/system/login', {
      body: { data: 'p1.AAAA.BBBB.CCCCCCCCCCCCCCCCCCCCCC' },
    })
    expect(garbage.body).toMatchObject({ error_code: 400, message: 'payload cannot be decrypted' })
  })

  it('asks for a captcha after three wrong passwords in a row, and accepts a solved one', async () => {
    const account = parties.platformAlpha.user_name
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await call(server, 'POST', '/api/v1/system/login', {
        body: await sealed(server, { account, password: 'Wrong#2026' }),
      })
      expect(result.body.data).toEqual([])
    }
    const blocked = await call(server, 'POST', '/api/v1/system/login', {
      body: await sealed(server, { account, password: parties.platformAlpha.password }),
    })
    expect(blocked.body).toMatchObject({ error_code: 1001, message: 'verification code error' })
    const captcha = await call<{ captcha_id: string }>(server, 'GET', '/api/v1/system/getCode')
    const code = server.captchas.get(captcha.body.data.captcha_id) as string
    const solved = await call(server, 'POST', '/api/v1/system/login', {
      body: await sealed(server, {
        account,
        password: parties.platformAlpha.password,
        captcha_id: captcha.body.data.captcha_id,
        captcha_code: code.toLowerCase(),
      }),
    })
    expect(solved.body.data).toMatchObject({ user: { user_name: account } })
  })

  it('checks a token (token login) and revokes it at logout', async () => {
    const token = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
    const checked = await call(server, 'GET', '/api/v1/permission/auth_check_token', { token })
    expect(checked.body.data).toMatchObject({ user_name: parties.userAlpha.user_name })
    expect((await call(server, 'POST', '/api/v1/system/logout', { token })).body.data).toBe(1)
    const after = await call(server, 'GET', '/api/v1/permission/auth_check_token', { token })
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('登录已失效或过期，请重新登录')
  })

  it('ends a session at its expiry', async () => {
    const token = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
    await server.app.context.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute()
    expect((await call(server, 'POST', '/api/v1/system/getInfo', { token })).status).toBe(401)
  })

  it('revokes the other sessions when the password changes', async () => {
    const { user_name, password } = parties.newcomer
    const here = await login(server, user_name, password)
    const elsewhere = await login(server, user_name, password)
    const wrongOld = await call(server, 'POST', '/api/v1/system/changePassword', {
      token: here,
      body: await sealed(server, { old_password: 'Nope#2026', new_password: 'Changed#2026' }),
    })
    expect(wrongOld.body).toMatchObject({ error_code: 400, message: '原密码错误' })
    const changed = await call(server, 'POST', '/api/v1/system/changePassword', {
      token: here,
      body: await sealed(server, { old_password: password, new_password: 'Changed#2026' }),
    })
    expect(changed.body.data).toBe(1)
    expect((await call(server, 'POST', '/api/v1/system/getInfo', { token: elsewhere })).status).toBe(401)
    expect((await call(server, 'POST', '/api/v1/system/getInfo', { token: here })).status).toBe(200)
    await login(server, user_name, 'Changed#2026')
  })
})

describe('forgotten password', () => {
  it('never resets on name and phone alone: a code goes to the phone on record, good once', async () => {
    const created = await register({
      name: 'fay_2026',
      password: 'Fay#2026xx',
      phone: '13955556666',
      code: DEVELOPMENT_REGISTER_CODE,
    })
    expect(created.body.error_code).toBe(0)
    const reset = (sms_code: string, new_password = 'Reset#2026') =>
      sealed(server, { name: 'fay_2026', phone: '13955556666', sms_code, new_password }).then((body) =>
        call(server, 'POST', '/api/v1/system/resetPassword', { body }),
      )
    expect((await reset('000000')).body).toMatchObject({ error_code: 400, message: '验证码错误或已过期' })

    const wrongPhone = await call(server, 'POST', '/api/v1/system/sendResetCode', {
      body: await sealed(server, { name: 'fay_2026', phone: '13900000000' }),
    })
    expect(wrongPhone.body.data).toBe(1)
    await server.app.context.afterAnswer.settle()
    expect(await server.app.context.db.selectFrom('sms_outbox').selectAll().execute()).toHaveLength(0)

    const sent = await call(server, 'POST', '/api/v1/system/sendResetCode', {
      body: await sealed(server, { name: 'fay_2026', phone: '+8613955556666' }),
    })
    expect(sent.body.data).toBe(1)
    await server.app.context.afterAnswer.settle()
    const [message] = await server.app.context.db.selectFrom('sms_outbox').selectAll().execute()
    expect(message?.phone).toBe('13955556666')
    const code = /(\d{6})/.exec(message?.body ?? '')?.[1] as string
    expect((await reset(code)).body.data).toBe(1)
    expect((await reset(code, 'Again#2026')).body.message).toBe('验证码错误或已过期')
    await login(server, 'fay_2026', 'Reset#2026')
  })
})
