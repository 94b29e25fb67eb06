/**
 * The unlocked chain key locks itself (idle, logout, account switch) in a real Chromium, leaves nothing in
 * storage, and the next chain operation shows the passphrase dialog again.
 */
import { act } from 'react'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate'
import { AccountType, BusinessType, Role } from '@/api/primitives'
import type { SessionState, UserChainAccount } from '@/api/system'
import { DesignSystemProvider } from '@/design-system'
import { PassphraseDialogHost } from '@/features/chain-account/components/PassphraseDialogHost'
import { accountSwitchImplementations } from '@/features/chain-account/machines/account-switch.actors'
import { accountSwitchMachine } from '@/features/chain-account/machines/account-switch.machine'
import { endSession } from '@/features/auth/api/logout'
import { chainKeyState, keepChainKey, lockChainKey, startChainKeyIdleLock, unlockedChainKey } from '@/lib/chain-keys'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import { chainOperationMachine } from '@/lib/chain-operation/chain-operation.machine'
import { I18nProvider } from '@/lib/i18n'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { readAccountChainInfo } from '@/lib/session'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ACCOUNT = 'platform1111'
const slow = { timeout: 20_000 }

async function storedWrappingKeys(): Promise<number> {
  const databases = await indexedDB.databases()
  if (!databases.some((info) => info.name === 'console-chain-key')) return 0
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('console-chain-key')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new Error('open failed'))
  })
  try {
    if (!db.objectStoreNames.contains('wrapping-keys')) return 0
    return await new Promise<number>((resolve, reject) => {
      const request = db.transaction('wrapping-keys', 'readonly').objectStore('wrapping-keys').count()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error('count failed'))
    })
  } finally {
    db.close()
  }
}

/** The console's one passphrase dialog, as the logged-in layout mounts it. */
function renderDialogHost() {
  render(
    <I18nProvider locale="zh-CN">
      <DesignSystemProvider>
        <PassphraseDialogHost />
      </DesignSystemProvider>
    </I18nProvider>,
  )
}

/** A chain operation of the platform's account, as a screen starts one. */
function startOperation() {
  const machine = chainOperationMachine.provide({
    actors: {
      ...chainOperationActors,
      sendTransaction: createSendTransaction(async () => ({ transactionId: 'a'.repeat(64) })),
    },
  })
  const actor = createActor(machine, {
    input: {
      operation: 'freeze',
      method: 'freeze',
      businessType: BusinessType.SingleCopy,
      account: { account: ACCOUNT, type: AccountType.Custodial, role: Role.Platform },
    },
  })
  actor.start()
  actor.send({ type: 'operation.start', payload: { nft_id: '1' } })
  return { actor }
}

async function expectLockedEverywhere() {
  await expect.poll(() => chainKeyState(), slow).toEqual({ status: 'locked' })
  expect(readAccountChainInfo().status).toBe('missing')
  await expect.poll(() => storedWrappingKeys(), slow).toBe(0)
  expect(await unlockedChainKey(ACCOUNT)).toBeNull()
}

async function expectNextOperationAsksForPassphrase() {
  const { actor } = startOperation()
  const dialog = await screen.findByRole('dialog', { name: '请输入口令密码' }, slow)
  // The dialog fades in: visible at the end of its animation.
  await vi.waitFor(() => expect(within(dialog).getByLabelText(/口令密码/, { selector: 'input' })).toBeVisible(), slow)
  act(() => within(dialog).getByRole('button', { name: '取消' }).click())
  await waitForActor(actor, (snapshot) => snapshot.status === 'done', slow)
}

beforeEach(async () => {
  renderDialogHost()
  await keepChainKey(ACCOUNT, PUBLISHED_DEV_PRIVATE_KEY)
  expect(readAccountChainInfo().status).toBe('ok')
  expect(await storedWrappingKeys()).toBe(1)
})

afterEach(async () => {
  cleanup()
  await lockChainKey()
  resetPassphrasePrompts()
  sessionStorage.clear()
})

describe('locking the unlocked chain key', () => {
  it('while unlocked, the next operation goes on without asking', async () => {
    const { actor } = startOperation()
    const passed: string[] = []
    actor.subscribe((snapshot) => passed.push(JSON.stringify(snapshot.value)))
    await waitForActor(actor, (snapshot) => !snapshot.matches('idle') && !snapshot.matches('checkingKey'), slow)
    actor.stop()
    expect(passed).not.toContain('"unlocking"')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('locks itself after the idle limit without input', async () => {
    const stop = startChainKeyIdleLock({ idleMs: 500 })
    try {
      await expectLockedEverywhere()
    } finally {
      stop()
    }
    await expectNextOperationAsksForPassphrase()
  })

  it('locks on logout', async () => {
    endSession()
    await expectLockedEverywhere()
    await expectNextOperationAsksForPassphrase()
  })

  it('locks on account switch', async () => {
    const listed = (id: string, account: string): UserChainAccount => ({
      perm_accounts_id: id,
      account,
      type: AccountType.Custodial,
      role: Role.Platform,
      operator_state: 1,
      platform_state: 1,
      public_key: `EOS${'7'.repeat(50)}`,
      chain_info_id: '1',
      chain_type: 'Antelope',
      bussiness_name: '数字藏品',
      apply_id: null,
      current: id === '7',
    })
    const switched: SessionState = {
      account: {
        account: 'platform2222',
        role: Role.Platform,
        type: AccountType.Custodial,
        perm_accounts_id: '8',
        pk: `EOS${'7'.repeat(50)}`,
      },
      user: { user_id: '3', user_name: '平台方甲' },
      chain: null,
      permissions: ['2'],
    }
    const machine = accountSwitchMachine.provide({
      ...accountSwitchImplementations({ navigate: () => undefined }),
      actors: {
        loadAccounts: fromPromise(async () => [listed('7', ACCOUNT), listed('8', 'platform2222')]),
        switchAccount: fromPromise(async () => switched),
      },
    })
    const actor = createActor(machine, { input: { currentAccount: ACCOUNT } })
    actor.start()
    await waitForActor(actor, (snapshot) => snapshot.matches('choosing'), slow)
    actor.send({ type: 'accountSwitch.choose', permAccountsId: '8' })
    await waitForActor(actor, (snapshot) => snapshot.status === 'done', slow)
    await expectLockedEverywhere()
    await expectNextOperationAsksForPassphrase()
  })
})
