import { expect, it } from 'vitest'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { client, rawPost, failure, type BehaviourBackend } from './client'

/** Billing and distribution records. */
export function billingBehaviour(backend: () => BehaviourBackend): void {
  it('billing records: by kind, the ledger by type, date-only bounds cover whole days (spec §5)', async () => {
    const operator = client(backend())
    expect(await operator.login(backend().operator.user_name, backend().operator.password)).toBe(true)

    const all = await operator.api.callApi(endpoints.getOpertorRecharge, { size: 100 })
    const selfRecharges = await operator.api.callApi(endpoints.getOpertorRecharge, {
      kind: 'self_recharge',
      size: 100,
    })
    expect(selfRecharges.total).toBeGreaterThan(0)
    expect(all.total).toBeGreaterThan(selfRecharges.total)
    expect(new Set(selfRecharges.list.map((record) => record.kind))).toEqual(new Set(['self_recharge']))
    // Distributions have their own record.
    await expect(operator.api.callApi(endpoints.getOpertorRecharge, { kind: 'distribution' })).resolves.toMatchObject({
      total: 0,
      list: [],
    })

    // A date-only range covers its days from 00:00:00 to 23:59:59: the newest record's day holds it, the day
    // before does not.
    const newest = all.list[0]
    if (!newest) throw new Error('the backend has no recharge record')
    const day = newest.create_time.slice(0, 10)
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    const sameDay = await operator.api.callApi(endpoints.getOpertorRecharge, {
      start_time: day,
      end_time: day,
      size: 100,
    })
    expect(sameDay.list.map((record) => record.id)).toContain(newest.id)
    const before = await operator.api.callApi(endpoints.getOpertorRecharge, {
      start_time: dayBefore,
      end_time: dayBefore,
      size: 100,
    })
    expect(before.list.map((record) => record.id)).not.toContain(newest.id)

    const ledger = await operator.api.callApi(endpoints.getAccountFlow, { type: 'self_recharge', size: 100 })
    expect(ledger.total).toBeGreaterThan(0)
    expect(new Set(ledger.list.map((entry) => entry.type))).toEqual(new Set(['self_recharge']))
  })

  it('distribution records by type: to platform parties or to users, by the receiver role', async () => {
    const operator = client(backend())
    expect(await operator.login(backend().operator.user_name, backend().operator.password)).toBe(true)
    const all = await operator.api.callApi(endpoints.getManagerAssign, { size: 100 })
    const toUsers = await operator.api.callApi(endpoints.getManagerAssign, { to_role: '0', size: 100 })
    const toPlatforms = await operator.api.callApi(endpoints.getManagerAssign, { to_role: '2', size: 100 })
    // The fixtures hold platform parties' distributions to their users.
    expect(toUsers.total).toBeGreaterThan(0)
    expect(toUsers.total + toPlatforms.total).toBeLessThanOrEqual(all.total)
    const ids = (page: { list: readonly { id: string }[] }) => page.list.map((record) => record.id)
    expect(ids(all)).toEqual(expect.arrayContaining([...ids(toUsers), ...ids(toPlatforms)]))
    expect(ids(toPlatforms).filter((id) => ids(toUsers).includes(id))).toEqual([])
    // Only the roles a distribution can reach are types.
    const refused = await failure(rawPost(operator, `${backend().apiBase}/v1/fee/getManagerAssign?to_role=1`, {}))
    expect(refused.code).toBe(apiErrorCodes.badRequest)
    expect(refused.message).toMatch(/^to_role: /)
  })
}
