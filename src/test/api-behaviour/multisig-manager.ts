import { expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { client, failure, uniqueName, type BehaviourBackend } from './client'

/** Multisig proposals and the operator's manager rights. */
export function multisigAndManagerBehaviour(backend: () => BehaviourBackend): void {
  it('multisig proposals: the operator lists them by status, others are refused, a bad status is a 400', async () => {
    const settings = backend()
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    const all = await operator.api.callApi(endpoints.multisigProposals, {})
    expect(all.total).toBeGreaterThanOrEqual(all.list.length)
    const executed = await operator.api.callApi(endpoints.multisigProposals, { status: 'executed' })
    expect(executed.list.every((proposal) => proposal.status === 'executed' && proposal.closed_by !== null)).toBe(true)
    const raw = await failure(
      fetch(`${settings.apiBase}/v1/permission/multisigProposals?status=archived`, {
        headers: { Authorization: operator.token ?? '' },
      }).then(async (response) => {
        const answer = (await response.json()) as { error_code?: number; message?: string }
        if (answer.error_code !== 0)
          throw Object.assign(new Error(answer.message ?? ''), { code: answer.error_code ?? response.status })
      }),
    )
    expect(raw.code).toBe(400)
    expect(raw.message).toMatch(/^status: /)
    const visitor = client(settings)
    expect(await failure(visitor.api.callApi(endpoints.multisigProposals, {}))).toMatchObject({ code: 401 })
  })

  it('multisig proposals: an invalidation stays in the history with its tx id and voids the approvals given before it', async () => {
    const settings = backend()
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    const open = await operator.api.callApi(endpoints.multisigProposals, { status: 'open' })
    const voided = open.list.find((proposal) => proposal.history.some((event) => event.kind === 'invalidated'))
    const invalidation = voided?.history.find((event) => event.kind === 'invalidated')
    expect(invalidation?.tx_hash).toMatch(/^[0-9a-f]{64}$/)
    const approval = voided?.provided.find((provided) => provided.level.actor === invalidation?.actor)
    expect(approval).toMatchObject({ valid: false })
    expect((approval?.time ?? '') <= (invalidation?.create_time ?? '')).toBe(true)
    // The other approvals still count.
    const others = voided?.provided.filter((provided) => provided.level.actor !== invalidation?.actor) ?? []
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((provided) => provided.valid)).toBe(true)
  })

  it('manager rights: the operator learns whether its current account manages the contract; others are refused', async () => {
    const settings = backend()
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    const info = await operator.api.callApi(endpoints.getAccountInfo, {})
    const rights = await operator.api.callApi(endpoints.managerRights, {})
    expect(rights.account).toBe(info.account)
    expect(typeof rights.is_manager).toBe('boolean')
    const user = client(settings)
    const userName = uniqueName('mr_')
    await user.api.callApi(
      endpoints.register,
      await user.sealed({
        name: userName,
        password: 'Behave#2026',
        phone: '13712345670',
        code: settings.registerCode,
      }),
    )
    expect(await user.login(userName, 'Behave#2026')).toBe(true)
    expect(await failure(user.api.callApi(endpoints.managerRights, {}))).toMatchObject({ code: 403 })
    expect(await failure(client(settings).api.callApi(endpoints.managerRights, {}))).toMatchObject({ code: 401 })
  })
}
