import { expect, it } from 'vitest'
import { apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { client, rawPost, failure, uniqueName, type BehaviourBackend } from './client'

/** The whole session of a new account: register, log in, read, write, be refused by role, send bad input, log out. */
export function registrationBehaviour(backend: () => BehaviourBackend): void {
  it('register → login → read → write → role refusals → bad input → logout', async () => {
    const settings = backend()
    const visitor = client(settings)

    // Register, then log in (a wrong password answers an empty array, not an error).
    const userName = uniqueName('bh_')
    const password = 'Behave#2026'
    const registered = await visitor.api.callApi(
      endpoints.register,
      await visitor.sealed({ name: userName, password, phone: '13712345678', code: settings.registerCode }),
    )
    expect(registered.user_name).toBe(userName)
    expect(await visitor.login(userName, 'Wrong#2026x')).toBe(false)
    const user = client(settings)
    expect(await user.login(userName, password)).toBe(true)

    // Read.
    await expect(user.api.callApi(endpoints.getInfo, {})).resolves.toMatchObject({
      user: { user_name: userName },
      account: null,
      chain: null,
      permissions: [],
    })
    const chains = await visitor.api.callApi(endpoints.getChainType, {})
    expect(chains.length).toBeGreaterThan(0)
    await expect(user.api.callApi(endpoints.personalInformation, {})).resolves.toMatchObject({
      phone: '137****5678',
      chain_account_count: 0,
      passphrase_set: false,
    })
    await expect(user.api.callApi(endpoints.getApprovalNow, {})).resolves.toBeNull()

    // Write: apply for a chain account; the operator approves it; the user now holds it.
    const account = uniqueName('bh')
    const { apply_id } = await user.api.callApi(endpoints.applyAccount, {
      account,
      type: 1,
      public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
      chain_info_id: chains[0]?.chain_info_id ?? '1',
      bussiness_name: '行为测试',
    })
    await expect(user.api.callApi(endpoints.getApprovalNow, {})).resolves.toMatchObject({
      apply_id,
      state: 'pending',
    })
    expect(
      await failure(
        user.api.callApi(endpoints.applyAccount, {
          account: uniqueName('bh'),
          type: 1,
          public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
          chain_info_id: chains[0]?.chain_info_id ?? '1',
          bussiness_name: '行为测试',
        }),
      ),
    ).toMatchObject({ code: 409 })
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    // A new name is bound only once the approver's transaction created it on chain (issue 19 item 6).
    const noTransaction = await failure(operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: true }))
    expect(noTransaction).toMatchObject({ code: 400 })
    // The client shows the message without the field's name (src/api/user-message.ts).
    expect(noTransaction.message).toBe('通过申请需要创建链账户的交易')
    const { account: reviewer } = await operator.api.callApi(endpoints.managerRights, {})
    const created = await settings.recordAccountCreation(
      account,
      reviewer ?? '',
      'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
    )
    const reviewed = await operator.api.callApi(endpoints.reviewApplication, {
      apply_id,
      approved: true,
      tx_id: created,
    })
    expect(reviewed).toMatchObject({ apply_id, state: 'approved' })
    await expect(user.api.callApi(endpoints.getInfo, {})).resolves.toMatchObject({
      account: { account, role: 0, type: 1 },
      permissions: [],
    })
    const mine = await user.api.callApi(endpoints.getUserNft, {})
    expect(mine.map((row) => [row.account, row.current])).toEqual([[account, true]])

    // Role refusals: the server decides, not the menu.
    expect(await failure(user.api.callApi(endpoints.accountList, {}))).toMatchObject({
      code: 403,
      message: apiMessages.noPermission,
    })
    expect(await failure(operator.api.callApi(endpoints.getChargeDetailsManager, {}))).toMatchObject({ code: 403 })
    expect(await failure(visitor.api.callApi(endpoints.getInfo, {}))).toMatchObject({
      code: 401,
      message: apiMessages.loginExpired,
    })

    // Bad input that the console's own checks would stop, sent raw: a 400 naming the field.
    const raw = await failure(
      rawPost(user, `${settings.apiBase}/v1/system/applyAccount`, { account: 'NOT VALID', type: 3 }),
    )
    expect(raw.code).toBe(400)
    expect(raw.message).toMatch(/^account: /)
    const captcha = await visitor.api.callApi(endpoints.getCode, {})
    expect(
      await failure(
        visitor.api.callApi(endpoints.getNftByNftIdOrOwner, {
          chain_info_id: chains[0]?.chain_info_id ?? '1',
          parameter: 'anything',
          code: 'WRONG',
          captcha_id: captcha.captcha_id,
        }),
      ),
    ).toMatchObject({ code: 1001, message: apiMessages.verificationCode })

    // Logout ends the session on the backend.
    await expect(user.api.callApi(endpoints.logout, {})).resolves.toBe(1)
    expect(await failure(user.api.callApi(endpoints.getInfo, {}))).toMatchObject({ code: 401 })
  })
}
