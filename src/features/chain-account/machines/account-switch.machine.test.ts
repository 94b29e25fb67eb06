import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SessionState, UserChainAccount } from '@/api/system'
import { accountSwitchMachine } from './account-switch.machine'

function chainAccount(id: string, account: string, current: boolean): UserChainAccount {
  return {
    perm_accounts_id: id,
    account,
    type: 2,
    role: 2,
    operator_state: 1,
    platform_state: 1,
    public_key: `EOS${'7'.repeat(50)}`,
    chain_info_id: '1',
    chain_type: 'Antelope',
    bussiness_name: '数字藏品',
    apply_id: null,
    current,
  }
}

const accounts = [chainAccount('1', 'platform1111', true), chainAccount('2', 'platform2222', false)]
const switchedSession: SessionState = {
  account: { account: 'platform2222', role: 2, type: 2, perm_accounts_id: '2', pk: `EOS${'7'.repeat(50)}` },
  user: { user_id: '3', user_name: '平台方甲' },
  chain: null,
  permissions: ['2'],
}

function accountSwitch(
  load: () => Promise<UserChainAccount[]>,
  change: () => Promise<SessionState> = async () => switchedSession,
) {
  const actions = { clearChainKey: vi.fn(), replaceCurrentAccount: vi.fn(), redirectHome: vi.fn() }
  const switchAccount = vi.fn(change)
  const machine = accountSwitchMachine.provide({
    actors: { loadAccounts: fromPromise(load), switchAccount: fromPromise(switchAccount) },
    actions,
  })
  const actor = createActor(machine, { input: { currentAccount: 'platform1111' } })
  actor.start()
  return { actor, actions, switchAccount }
}

describe('account switch machine', () => {
  it('replaces the current account, clears its decrypted key and goes to /', async () => {
    const { actor, actions, switchAccount } = accountSwitch(async () => accounts)
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    actor.send({ type: 'accountSwitch.choose', permAccountsId: '2' })
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(switchAccount).toHaveBeenCalledWith(expect.objectContaining({ input: { permAccountsId: '2' } }))
    expect(actions.clearChainKey).toHaveBeenCalledTimes(1)
    expect(actions.replaceCurrentAccount).toHaveBeenCalledWith(expect.anything(), { session: switchedSession })
    expect(actions.redirectHome).toHaveBeenCalledTimes(1)
    expect(done.context.currentAccount).toBe('platform2222')
  })

  it('choosing the current account or an unknown one does nothing', async () => {
    const { actor, switchAccount, actions } = accountSwitch(async () => accounts)
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    actor.send({ type: 'accountSwitch.choose', permAccountsId: '1' })
    actor.send({ type: 'accountSwitch.choose', permAccountsId: '99' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(switchAccount).not.toHaveBeenCalled()
    expect(actions.clearChainKey).not.toHaveBeenCalled()
  })

  it('says the list failed to load and retries on request', async () => {
    let attempts = 0
    const { actor } = accountSwitch(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('network')
      return accounts
    })
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'))
    expect(failed.context.error).toEqual({ key: 'messages.chainAccountListFailed' })
    expect(failed.hasTag('error')).toBe(true)
    actor.send({ type: 'accountSwitch.retry' })
    const choosing = await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    expect(choosing.context.error).toBeNull()
    expect(choosing.context.accounts).toHaveLength(2)
  })

  it('keeps the old account and its key when the server refuses the switch', async () => {
    const { actor, actions } = accountSwitch(
      async () => accounts,
      async () => Promise.reject({ error_code: 403, message: 'no permission' }),
    )
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    actor.send({ type: 'accountSwitch.choose', permAccountsId: '2' })
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('switchFailed'))
    expect(failed.context.error).toEqual({ text: 'no permission' })
    expect(actions.clearChainKey).not.toHaveBeenCalled()
    expect(actions.replaceCurrentAccount).not.toHaveBeenCalled()
    expect(actions.redirectHome).not.toHaveBeenCalled()
  })
})
