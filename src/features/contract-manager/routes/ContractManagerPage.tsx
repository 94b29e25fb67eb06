import { useQuery } from '@tanstack/react-query'
import { message, Result, Skeleton } from '@/design-system'
import type { ChainAction } from '@/lib/chain/types'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '@/lib/i18n'
import { translateMessage } from '@/lib/i18n/message-ref'
import { contractOfChain, sendManagerAction, type Delivery } from '../api/send-manager-action'
import { ManagerActionPanel } from '../components/ManagerActionPanel'

/** `/contract-manage`: the contract manager's actions, sent directly or as multisig proposals. */
export default function ContractManagerPage() {
  const { messages } = useI18n()
  const session = useConsoleSession()
  const chain = session.status === 'ok' ? session.session.chain : null
  const contract = useQuery({
    queryKey: ['contract-manager', 'contract', chain?.chain_type, chain?.chain_rpc],
    queryFn: () => contractOfChain(chain ?? { account: '' }),
    enabled: chain !== null,
  })
  if (session.status !== 'ok' || !session.session.account || !chain)
    return <Result status="error" title={messages.contractManager.noAccount} />
  const { account, role } = session.session
  if (contract.isError) return <Result status="error" title={messages.contractManager.noAccount} />
  if (!contract.data) return <Skeleton lines={6} />
  const target = contract.data

  const onSend = async (action: ChainAction, delivery: Delivery) => {
    const result = await sendManagerAction(
      action,
      delivery,
      { account: account.account, type: account.type, role: role ?? 0 },
      target,
    )
    if (result.status === 'done' || result.status === 'sentNotIndexed') {
      message.success(messages.contractManager.done)
      return
    }
    if (result.error) message.error(translateMessage(messages, result.error))
    throw new Error(result.status)
  }

  return <ManagerActionPanel contractAccount={target.contractAccount} account={account.account} onSend={onSend} />
}
