import { expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { client, rawPost, failure, uniqueName, type BehaviourBackend } from './client'

/** Key material: a change needs the login password again (step-up), and nothing it replaces is lost. */
export function keyMaterialBehaviour(backend: () => BehaviourBackend): void {
  it('key material: a change needs the login password again, and operators see what it replaced', async () => {
    const settings = backend()
    const visitor = client(settings)
    const userName = uniqueName('ku_')
    const password = 'Behave#2026'
    await visitor.api.callApi(
      endpoints.register,
      await visitor.sealed({ name: userName, password, phone: '13712345678', code: settings.registerCode }),
    )
    const user = client(settings)
    expect(await user.login(userName, password)).toBe(true)
    const check = `v2.${'c'.repeat(40)}`
    await user.api.callApi(endpoints.setPassphrase, { passphrase_check: check, keys: [] })
    const noStepUp = await failure(
      rawPost(user, `${settings.apiBase}/v1/permission/changePassword`, { passphrase_check: `${check}x`, keys: [] }),
    )
    expect(noStepUp).toMatchObject({ code: 400 })
    expect(noStepUp.message).toMatch(/^data: /)
    const wrong = await failure(
      user.api.callApi(endpoints.changePassphrase, {
        passphrase_check: `${check}x`,
        keys: [],
        ...(await user.sealed({ password: 'Not#the2026' })),
      }),
    )
    expect(wrong).toMatchObject({ code: 400, message: '登录密码错误' })
    await expect(
      user.api.callApi(endpoints.changePassphrase, {
        passphrase_check: `${check}x`,
        keys: [],
        ...(await user.sealed({ password })),
      }),
    ).resolves.toBe(1)

    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    const versions = await operator.api.callApi(endpoints.keyVersions, { user_name: userName })
    expect(versions.list.map((row) => [row.kind, row.cause, row.stored])).toEqual([
      ['passphrase_check', 'change_passphrase', true],
    ])
    await expect(
      operator.api.callApi(endpoints.restoreKeyVersion, { version_id: versions.list[0]?.version_id ?? '0' }),
    ).resolves.toBe(1)
    expect(await failure(user.api.callApi(endpoints.keyVersions, {}))).toMatchObject({ code: 403 })
  })
}
