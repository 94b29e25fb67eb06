import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SessionState, UserChainAccount } from '@/api/system'
import { keepChainKey, unlockedChainKey } from '@/lib/chain-keys/chain-key'
import { readAccountChainInfo, readLoginInfo } from '@/lib/session'
import { accountSwitchImplementations } from './account-switch.actors'
import { accountSwitchMachine } from './account-switch.machine'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

const fakeKey = PUBLISHED_DEV_PRIVATE_KEY
const pk = `EOS${'7'.repeat(50)}`
const listed = (id: string, account: string): UserChainAccount => ({
  perm_accounts_id: id,
  account,
  type: 2,
  role: 2,
  operator_state: 1,
  platform_state: 1,
  public_key: pk,
  chain_info_id: '1',
  chain_type: 'Antelope',
  bussiness_name: '数字藏品',
  apply_id: null,
  current: id === '7',
})
const switched: SessionState = {
  account: { account: 'platform2222', role: 2, type: 2, perm_accounts_id: '8', pk },
  user: { user_id: '3', user_name: '平台方甲' },
  chain: null,
  permissions: ['2'],
}

afterEach(() => sessionStorage.clear())

describe('account switch implementations', () => {
  it('after a switch no decrypted key is kept, the new account is stored and the console goes to /', async () => {
    await keepChainKey('platform1111', fakeKey)
    const navigate = vi.fn()
    const implementations = accountSwitchImplementations({ navigate })
    const machine = accountSwitchMachine.provide({
      ...implementations,
      // The server calls are faked; the storage and navigation effects are the real ones.
      actors: {
        loadAccounts: fromPromise(async () => [listed('7', 'platform1111'), listed('8', 'platform2222')]),
        switchAccount: fromPromise(async () => switched),
      },
    })
    const actor = createActor(machine, { input: { currentAccount: 'platform1111' } })
    actor.start()
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'))
    actor.send({ type: 'accountSwitch.choose', permAccountsId: '8' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(readAccountChainInfo().status).toBe('missing')
    expect(await unlockedChainKey('platform1111')).toBeNull()
    const info = readLoginInfo()
    expect(info.status === 'ok' && info.value.account).toBe('platform2222')
    expect(navigate).toHaveBeenCalledWith('/')
  })
})
