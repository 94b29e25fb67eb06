import { useLocation, useNavigate } from 'react-router'
import { Button, TopBar, TopBarInfo } from '@/design-system'
import type { ConsoleSession } from '@/lib/console-session'
import { useI18n, type Messages } from '@/lib/i18n'
import { Role } from '@/api/primitives'
import { AccountSwitcher } from '@/features/chain-account/components/AccountSwitcher'
import { useRouteRegistry } from '../router/registry-context'
import { PreferenceControls } from './PreferenceControls'

export function roleName(role: Role | null, messages: Messages): string {
  if (role === Role.Operator) return messages.roles.operator
  if (role === Role.Platform) return messages.roles.platform
  return messages.roles.visitor
}

/**
 * Spec §2 header: target chain, contract info, the chain account switcher, role and user name, logout;
 * the current page's name on the left (the product title heads the side menu).
 */
export function ConsoleHeader({ session }: { session: ConsoleSession }) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const chain = session.chain
  const contract = chain ? [chain.account, chain.bussiness_name].filter(Boolean).join(' · ') : '-'
  const roleAndUser = `${roleName(session.role, messages)} · ${session.userName}`
  const route = useRouteRegistry().find(useLocation().pathname)
  return (
    <TopBar
      title={route ? messages.menu[route.label] : messages.app.title}
      titleAs="h1"
      actions={
        <>
          <TopBarInfo label={messages.layout.targetChain} value={chain?.chain_type || '-'} maxChars={8} />
          <TopBarInfo label={messages.layout.contract} value={chain?.account || '-'} fullText={contract} maxChars={8} />
          <AccountSwitcher
            key={session.account?.account ?? 'none'}
            currentAccount={session.account?.account ?? null}
            currentRole={session.role}
          />
          <TopBarInfo label={messages.layout.role} value={roleAndUser} maxChars={10} />
          <PreferenceControls />
          <Button size="sm" onClick={() => navigate('/logout')}>
            {messages.layout.logout}
          </Button>
        </>
      }
    />
  )
}
