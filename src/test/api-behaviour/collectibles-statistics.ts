import { expect, it } from 'vitest'
import { endpoints, type EndpointRequest } from '@/api/endpoints'
import { client, failure, uniqueName, type BehaviourBackend } from './client'

/** What the backend computes for the lists and the dashboard: filtered, sorted, paged collectibles and statistics. */
export function listsAndStatisticsBehaviour(backend: () => BehaviourBackend): void {
  it('managed collectible lists filter, sort and page on the backend', async () => {
    const settings = backend()
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
    const list721 = (input: EndpointRequest<typeof endpoints.getNft721List>) =>
      operator.api.callApi(endpoints.getNft721List, input)

    const all = await list721({ size: 100 })
    const sample = all.list[0]
    if (!sample) throw new Error('the backend has no single-copy collectible')
    expect(sample.platform).toMatch(/^[a-z1-5.]+$/)

    // Each filter keeps only matching rows, and the sample where it matches.
    const exact = await list721({ nft_id_exact: sample.nft_id })
    expect(exact.list.map((row) => row.nft_id)).toEqual([sample.nft_id])
    const uriText = sample.nft_uri.slice(-6)
    const byUri = await list721({ nft_uri: uriText, size: 100 })
    expect(byUri.list.every((row) => row.nft_uri.includes(uriText))).toBe(true)
    expect(byUri.list.map((row) => row.nft_id)).toContain(sample.nft_id)
    const byPlatform = await list721({ platform: sample.platform ?? '', size: 100 })
    expect(byPlatform.list.every((row) => row.platform === sample.platform)).toBe(true)
    expect(byPlatform.total).toBeGreaterThan(0)
    const frozen = await list721({ state: '2', size: 100 })
    expect(frozen.list.every((row) => row.state === 2)).toBe(true)

    // Spec §5: a date-only range covers the first day from 00:00:00 and the last until 23:59:59.
    const day = sample.create_time.slice(0, 10)
    const sameDay = await list721({ start_time: day, end_time: day, size: 100 })
    expect(sameDay.list.map((row) => row.nft_id)).toContain(sample.nft_id)
    expect(sameDay.list.every((row) => row.create_time.startsWith(day))).toBe(true)
    const before = await list721({ end_time: `${day} 00:00:00`, size: 100 })
    expect(before.list.every((row) => row.create_time <= `${day} 00:00:00`)).toBe(true)

    // Sorting: the number as a number, time in either direction; paging follows the order.
    const byNumber = await list721({ sort: 'nft_id', order: 'asc', size: 100 })
    const numbers = byNumber.list.map((row) => BigInt(row.nft_id))
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const oldest = await list721({ order: 'asc', size: 100 })
    const times = oldest.list.map((row) => row.create_time)
    expect(times).toEqual([...times].sort())
    if (all.total > 1) {
      const second = await list721({ current: 2, size: 1 })
      expect(second.list[0]?.nft_id).toBe(all.list[1]?.nft_id)
    }

    // A multi-copy collectible's holders: exactly its number.
    const multi = await operator.api.callApi(endpoints.getNft1155List, {})
    const held = multi.list[0]
    if (held) {
      const holders = await operator.api.callApi(endpoints.getNft1155List, { nft_id_exact: held.nft_id, size: 100 })
      expect(holders.list.every((row) => row.nft_id === held.nft_id)).toBe(true)
      expect(holders.list.map((row) => row.owner)).toContain(held.owner)
    }

    // Pages hold up to 10,000 rows (the screens' largest choice); more, or a malformed date, is refused naming
    // the field.
    await expect(list721({ size: 10_000 })).resolves.toMatchObject({ total: all.total })
    const rawList = (query: string) =>
      failure(
        fetch(`${settings.apiBase}/v1/nft721/getNft721List?${query}`, {
          headers: { Authorization: operator.token ?? '' },
        }).then(async (response) => {
          const answer = (await response.json()) as { error_code?: number; message?: string }
          if (answer.error_code === 0) return answer
          throw Object.assign(new Error(answer.message ?? ''), { code: answer.error_code })
        }),
      )
    const tooLarge = await rawList('size=10001')
    expect(tooLarge).toMatchObject({ code: 400 })
    expect(tooLarge.message).toMatch(/^size: .*10000/)
    const bad = await rawList('start_time=yesterday')
    expect(bad).toMatchObject({ code: 400 })
    expect(bad.message).toMatch(/^start_time: /)
  })

  it('statistics: the dashboard, a series per granularity, reconciliation for the operator only', async () => {
    const settings = backend()
    const operator = client(settings)
    expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)

    const dashboard = await operator.api.callApi(endpoints.getDashboard, {})
    expect(BigInt(dashboard.month.operations)).toBeGreaterThanOrEqual(BigInt(dashboard.today.operations))
    expect(BigInt(dashboard.month.fees)).toBeGreaterThanOrEqual(BigInt(dashboard.today.fees))
    expect(dashboard.recent.length).toBeLessThanOrEqual(5)
    expect(dashboard.lowest_balances.length).toBeGreaterThan(0)
    const balances = dashboard.lowest_balances.map((row) => BigInt(row.balance))
    expect(balances).toEqual([...balances].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))

    for (const [granularity, periods] of [
      ['day', 30],
      ['week', 12],
      ['month', 12],
    ] as const) {
      const series = await operator.api.callApi(endpoints.getStatisticsSeries, { data_type: 'mints', granularity })
      expect(series.series).toHaveLength(periods)
      const keys = series.series.map((point) => point.period)
      expect(keys).toEqual([...keys].sort())
      expect(series.breakdown_by).toBe('platform')
    }
    const consumed = await operator.api.callApi(endpoints.getStatisticsSeries, { data_type: 'points-consumed' })
    expect(consumed).toMatchObject({ granularity: 'day', breakdown_by: 'function' })
    // A data type the console never sends, asked raw: a 400 naming the field.
    const unknownType = await fetch(`${settings.apiBase}/v1/statistics/series?data_type=nonsense`, {
      headers: { Authorization: operator.token ?? '' },
    })
    expect(unknownType.status).toBe(400)
    expect(((await unknownType.json()) as { message: string }).message).toMatch(/^data_type: /)

    // Reconciliation reads the chain: without a node the server says so; the role refusal holds either way.
    const user = client(settings)
    const userName = uniqueName('st_')
    await user.api.callApi(
      endpoints.register,
      await user.sealed({
        name: userName,
        password: 'Behave#2026',
        phone: '13712345679',
        code: settings.registerCode,
      }),
    )
    expect(await user.login(userName, 'Behave#2026')).toBe(true)
    expect(await failure(user.api.callApi(endpoints.getReconciliation, {}))).toMatchObject({ code: 403 })
    expect(await failure(user.api.callApi(endpoints.getDashboard, {}))).toMatchObject({ code: 403 })
  })
}
