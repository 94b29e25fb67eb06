import { useQuery, useQueryClient } from '@tanstack/react-query'
import { message, Result, Skeleton, Stack } from '@/design-system'
import type { ChainAction } from '@/lib/chain/types'
import type { ChainOperationAccount } from '@/lib/chain-operation/chain-operation.machine'
import { chainTarget, type ChainTarget } from '@/lib/chain-operation/chain-target'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { currentValuesKey, useManagerCurrentValues } from '../api/current-values'
import { functionPermissionsKey, useFunctionPermissions } from '../api/function-permissions'
import { sendManagerActions, type Delivery } from '../api/send-manager-action'
import { ManagerActionPanel } from '../components/ManagerActionPanel'
import { PermissionMatrix } from '../components/PermissionMatrix'

/** `/contract-manage`: the contract manager's actions, sent directly or as multisig proposals. */
export default function ContractManagerPage() {
  const { messages } = useI18n()
  const session = useConsoleSession()
  const chain = session.status === 'ok' ? session.session.chain : null
  // The session's chain item holds the user's own account, not the contract: the contract comes from the server.
  const target = useQuery({
    queryKey: ['contract-manager', 'target', chain?.chain_type, chain?.chain_rpc],
    queryFn: () => chainTarget(chain),
    enabled: chain !== null,
  })
  if (session.status !== 'ok' || !session.session.account || !chain)
    return <Result status="error" title={messages.contractManager.noAccount} />
  if (target.isError) return <Result status="error" title={messages.contractManager.noAccount} />
  if (!target.data) return <Skeleton lines={6} />
  const { account, role } = session.session
  return (
    <ManagerScreens account={{ account: account.account, type: account.type, role: role ?? 0 }} target={target.data} />
  )
}

export interface ManagerScreensProps {
  account: ChainOperationAccount
  target: ChainTarget
  /** Signs and sends; stories replace it (no chain to sign on in Storybook). */
  sendActions?: typeof sendManagerActions
}

/** The permission grid and the single actions, for a session whose chain target is known. */
export function ManagerScreens({ account, target, sendActions = sendManagerActions }: ManagerScreensProps) {
  const { messages } = useI18n()
  const queryClient = useQueryClient()
  const permissions = useFunctionPermissions(target)
  const current = useManagerCurrentValues(target)

  const send = async (actions: readonly ChainAction[], operation: string, delivery: Delivery) => {
    const result = await sendActions(actions, operation, delivery, account, target)
    if (result.status === 'done' || result.status === 'sentNotIndexed') {
      message.success(messages.contractManager.done)
      // A direct change is on chain now: the grid shows the chain's values again.
      if (delivery.kind === 'direct')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: functionPermissionsKey(target) }),
          queryClient.invalidateQueries({ queryKey: currentValuesKey(target) }),
        ])
      return
    }
    if (result.error) message.error(translateMessage(messages, result.error))
    throw new Error(result.status)
  }

  return (
    <Stack gap={4}>
      <PermissionMatrix
        contractAccount={target.contractAccount}
        account={account.account}
        saved={permissions.data}
        loadFailed={permissions.isError}
        onRetry={() => void permissions.refetch()}
        onSend={(actions, delivery) => send(actions, 'manager.funcperms', delivery)}
      />
      <ManagerActionPanel
        contractAccount={target.contractAccount}
        account={account.account}
        current={current}
        onSend={(action, delivery) => send([action], `manager.${action.name}`, delivery)}
      />
    </Stack>
  )
}
