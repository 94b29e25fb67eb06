import { expect, it } from 'vitest'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
import { client, rawPost, failure, uniqueName, type BehaviourBackend } from './client'

/** The login captcha after wrong passwords, and the audit log. */
export function captchaAndAuditBehaviour(backend: () => BehaviourBackend): void {
  it('after repeated wrong passwords a login name needs a captcha, registered or not, even with the right password', async () => {
    const settings = backend()
    const visitor = client(settings)
    const userName = uniqueName('bc_')
    const password = 'Behave#2026'
    await visitor.api.callApi(
      endpoints.register,
      await visitor.sealed({ name: userName, password, phone: '13712345679', code: settings.registerCode }),
    )
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1)
      expect(await visitor.login(userName, 'Wrong#2026x')).toBe(false)
    const refused = { code: apiErrorCodes.verificationCode, message: apiMessages.verificationCode }
    expect(
      await failure(visitor.api.callApi(endpoints.login, await visitor.sealed({ account: userName, password }))),
    ).toMatchObject(refused)
    const captcha = await visitor.api.callApi(endpoints.getCode, {})
    expect(
      await failure(
        visitor.api.callApi(
          endpoints.login,
          await visitor.sealed({ account: userName, password, captcha_id: captcha.captcha_id, captcha_code: '!!!!' }),
        ),
      ),
    ).toMatchObject(refused)
    // A name nobody registered answers the same way at every step: the answers do not tell who exists.
    const unknown = uniqueName('nx_')
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1)
      expect(await visitor.login(unknown, 'Wrong#2026x')).toBe(false)
    expect(
      await failure(visitor.api.callApi(endpoints.login, await visitor.sealed({ account: unknown, password }))),
    ).toMatchObject(refused)
  })

  it('audit log: applications and reviews written by the backend, reported chain operations, role scope', async () => {
    const settings = backend()
    const visitor = client(settings)
    const userName = uniqueName('au_')
    const password = 'Behave#2026'
    await visitor.api.callApi(
      endpoints.register,
      await visitor.sealed({ name: userName, password, phone: '13712345678', code: settings.registerCode }),
    )
    const user = client(settings)
    expect(await user.login(userName, password)).toBe(true)
    const chains = await visitor.api.callApi(endpoints.getChainType, {})
    const account = uniqueName('au')
    const { apply_id } = await user.api.callApi(endpoints.applyAccount, {
      account,
      type: 1,
      public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
      chain_info_id: chains[0]?.chain_info_id ?? '1',
      bussiness_name: '行为测试',
    })
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    const unexplained = await failure(
      rawPost(operator, `${settings.apiBase}/1.0/app/user_apply/review`, { apply_id, approved: false }),
    )
    expect(unexplained).toMatchObject({ code: 400 })
    expect(unexplained.message).toMatch(/^reason: /)
    await expect(
      operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: false, reason: '资料不完整' }),
    ).resolves.toMatchObject({ state: 'rejected', reason: '资料不完整' })

    const log = await operator.api.callApi(endpoints.auditLog, { account })
    expect(log.list.map((row) => [row.operation, row.user_name, row.result, row.detail])).toEqual([
      ['reject_application', settings.operator.user_name, 'success', '资料不完整'],
      ['apply_account', userName, 'success', ''],
    ])
    const rejected = await operator.api.callApi(endpoints.auditLog, { account, operation: 'reject_application' })
    expect(rejected.total).toBe(1)

    // A chain operation the console reports: a failure carries its error code, never a secret.
    await expect(
      operator.api.callApi(endpoints.auditRecord, {
        operation: 'create_account',
        account,
        error_code: 'accountExists',
      }),
    ).resolves.toMatchObject({ result: 'failed' })
    const failed = await operator.api.callApi(endpoints.auditLog, { account, result: 'failed' })
    expect(failed.list.map((row) => [row.operation, row.tx_id, row.detail])).toEqual([
      ['create_account', null, 'accountExists'],
    ])
    const bad = await failure(
      rawPost(operator, `${settings.apiBase}/v1/permission/auditRecord`, { operation: 'create_account', account }),
    )
    expect(bad).toMatchObject({ code: 400 })
    expect(bad.message).toMatch(/^tx_id: /)

    // A sent transaction the indexer does not have yet is "pending", in the answer and in the log.
    const unindexed = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
    await expect(
      operator.api.callApi(endpoints.auditRecord, { operation: 'create_account', account, tx_id: unindexed }),
    ).resolves.toMatchObject({ result: 'pending' })
    const pending = await operator.api.callApi(endpoints.auditLog, { account, result: 'pending' })
    expect(pending.list.map((row) => [row.operation, row.tx_id, row.block_num, row.result])).toEqual([
      ['create_account', unindexed, null, 'pending'],
    ])
    expect((await operator.api.callApi(endpoints.auditLog, { account, result: 'success' })).total).toBe(2)

    // Only about an account the session holds or manages (a new name and a proposal's proposer aside),
    // and only with a chain account of one's own.
    expect(
      await failure(
        operator.api.callApi(endpoints.auditRecord, { operation: 'set_fee', account, error_code: 'network' }),
      ),
    ).toMatchObject({ code: 403 })
    expect(
      await failure(
        user.api.callApi(endpoints.auditRecord, { operation: 'create_account', account, error_code: 'network' }),
      ),
    ).toMatchObject({ code: 404, message: '当前用户没有链账户' })
    expect((await operator.api.callApi(endpoints.auditLog, { account })).total).toBe(4)

    // Only the operator and platforms read the log.
    expect(await failure(user.api.callApi(endpoints.auditLog, {}))).toMatchObject({ code: 403 })
  })
}
