/**
 * Issue 20 item 10: after an application is approved, the header's chain account switcher names the new
 * account instead of 暂无链账户, without a new login.
 */
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { DesignSystemProvider } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { I18nProvider } from '@/lib/i18n'
import { clearSession } from '@/lib/session'
import { applyAndApprove, NEW_ACCOUNT } from '@/test/account-approval'
import { signInAs } from '@/test/story-session'
import { AccountSwitcher } from './AccountSwitcher'

afterEach(() => clearSession())

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
