/**
 * Issue 20 item 10: an application approved after login gives the applicant a chain account; the session
 * (and the header's account switcher) catch up from the server without a new login.
 */
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_LOGINS, getStore } from '@mocks/handlers'
import { createTestSession } from '@mocks/test-client'
import { endpoints } from '@/api/endpoints'
import { DesignSystemProvider } from '@/design-system'
import { AccountSwitcher } from '@/features/chain-account/components/AccountSwitcher'
import { callApi } from '@/lib/api-client'
import { I18nProvider } from '@/lib/i18n'
import { clearSession, subscribeSession } from '@/lib/session'
import { signInAs } from '@/test/story-session'
import { readConsoleSession, refreshConsoleSession, useConsoleSession } from './index'

const PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
const NEW_ACCOUNT = 'newcomeracc1'

afterEach(() => clearSession())

/** The signed-in newcomer applies for an account; the operator approves it (the mock, as the server does). */
async function applyAndApprove(): Promise<void> {
  const { apply_id } = await callApi(endpoints.applyAccount, {
    account: NEW_ACCOUNT,
    type: 1,
    public_key: PUBLIC_KEY,
    chain_info_id: '1',
    bussiness_name: '星河数藏',
  })
  const operator = createTestSession()
  await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
  const { account: creator } = await operator.api.callApi(endpoints.managerRights, {})
  // The operator's newaccount of the name, as the indexer would have it.
  getStore().createdAccounts.set(NEW_ACCOUNT, {
    creator: creator ?? '',
    public_key: PUBLIC_KEY,
    tx_hash: 'c'.repeat(64),
  })
  await operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: true, tx_id: 'c'.repeat(64) })
}

function currentAccountOfSession(): string | null {
  const read = readConsoleSession()
  return read.status === 'ok' ? (read.session.account?.account ?? null) : 'no session'
}

describe('refreshing the session from the server', () => {
  it('stores the account approved after login, with its chain', async () => {
    signInAs('newcomer')
    await applyAndApprove()
    expect(currentAccountOfSession()).toBeNull()
    await expect(refreshConsoleSession()).resolves.toBe(true)
    expect(currentAccountOfSession()).toBe(NEW_ACCOUNT)
    const read = readConsoleSession()
    expect(read.status === 'ok' && read.session.chain?.bussiness_name).toBe('星河数藏')
  })

  it('writes nothing when the server says what the session already holds', async () => {
    signInAs('platform')
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    await expect(refreshConsoleSession()).resolves.toBe(false)
    unsubscribe()
    expect(listener).not.toHaveBeenCalled()
  })

  it('shares one request between callers asking at once', async () => {
    signInAs('platform')
    const first = refreshConsoleSession()
    expect(refreshConsoleSession()).toBe(first)
    await first
  })
})

function Header() {
  const read = useConsoleSession()
  const current = read.status === 'ok' ? (read.session.account?.account ?? null) : null
  return <AccountSwitcher key={current ?? 'none'} currentAccount={current} />
}

describe('the header after an approval', () => {
  it('shows the approved account instead of 暂无链账户, without a new login', async () => {
    signInAs('newcomer')
    await applyAndApprove()
    render(
      <I18nProvider locale="zh-CN">
        <DesignSystemProvider>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>,
    )
    expect(screen.getByRole('button', { name: /暂无链账户/ })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: new RegExp(NEW_ACCOUNT) }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/暂无链账户/)).toBeNull()
  })
})
