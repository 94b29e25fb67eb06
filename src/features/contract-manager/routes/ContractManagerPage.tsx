import { useQueryClient } from '@tanstack/react-query'
import { message, Result, Stack } from '@/design-system'
import type { ChainAction } from '@/lib/chain/types'
import type { ChainOperationAccount } from '@/lib/chain-operation/chain-operation.machine'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import type { SessionChain } from '@/lib/session'
import { functionPermissionsKey, useFunctionPermissions } from '../api/function-permissions'
import { sendManagerActions, type Delivery } from '../api/send-manager-action'
import { ManagerActionPanel } from '../components/ManagerActionPanel'
import { PermissionMatrix } from '../components/PermissionMatrix'

/** `/contract-manage`: the contract manager's actions, sent directly or as multisig proposals. */
export default function ContractManagerPage() {
  const { messages } = useI18n()
  const session = useConsoleSession()
  if (session.status !== 'ok' || !session.session.account || !session.session.chain)
    return <Result status="error" title={messages.contractManager.noAccount} />
  const { account, chain, role } = session.session
  return <ManagerScreens account={{ account: account.account, type: account.type, role: role ?? 0 }} chain={chain} />
}

function ManagerScreens({ account, chain }: { account: ChainOperationAccount; chain: SessionChain }) {
  const { messages } = useI18n()
  const queryClient = useQueryClient()
  const permissions = useFunctionPermissions(chain)

  const send = async (actions: readonly ChainAction[], operation: string, delivery: Delivery) => {
    const result = await sendManagerActions(actions, operation, delivery, account, chain)
    if (result.status === 'done' || result.status === 'sentNotIndexed') {
      message.success(messages.contractManager.done)
      // A direct change is on chain now: the grid shows the chain's values again.
      if (delivery.kind === 'direct') await queryClient.invalidateQueries({ queryKey: functionPermissionsKey(chain) })
      return
    }
    if (result.error) message.error(translateMessage(messages, result.error))
    throw new Error(result.status)
  }

  return (
    <Stack gap={4}>
      <PermissionMatrix
        contractAccount={chain.account}
        account={account.account}
        saved={permissions.data}
        loadFailed={permissions.isError}
        onRetry={() => void permissions.refetch()}
        onSend={(actions, delivery) => send(actions, 'manager.funcperms', delivery)}
      />
      <ManagerActionPanel
        contractAccount={chain.account}
        account={account.account}
        onSend={(action, delivery) => send([action], `manager.${action.name}`, delivery)}
      />
    </Stack>
  )
}
