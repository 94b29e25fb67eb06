import { roleOf, type Role } from '@/api/primitives'
import type { ChainOperationAccount } from '@/lib/chain-operation/chain-operation.machine'
import { useConsoleSession } from '@/lib/console-session'
import type { ChainTarget } from './api/chain-target'

export interface ActingAccount {
  /** The session's chain account as the chain-operation machine checks it. */
  account: ChainOperationAccount
  role: Role | null
  chainTarget: () => Promise<ChainTarget>
}

/** The session's current chain account, the one that signs account operations; null without one. */
export function useActingAccount(): ActingAccount | null {
  const read = useConsoleSession()
  const session = read.status === 'ok' ? read.session : null
  const chain = session?.chain ?? null
  if (!session?.account) return null
  return {
    account: { account: session.account.account, type: session.account.type, role: session.role ?? 0 },
    role: roleOf(session.role),
    chainTarget: async () => {
      if (!chain) throw Object.assign(new Error('no chain in the session'), { code: 'network' })
      // The config read and the chain's node lookup load with the first operation, not with the page.
      const { resolveChainTarget } = await import('./api/chain-target')
      return resolveChainTarget(chain)
    },
  }
}
