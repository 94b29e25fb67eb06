import { message, Result } from '@/design-system'
import type { ChainAction } from '@/lib/chain/types'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { sendManagerAction, type Delivery } from '../api/send-manager-action'
import { ManagerActionPanel } from '../components/ManagerActionPanel'

/** `/contract-manage`: the contract manager's actions, sent directly or as multisig proposals. */
export default function ContractManagerPage() {
  const { messages } = useI18n()
  const session = useConsoleSession()
  if (session.status !== 'ok' || !session.session.account || !session.session.chain)
    return <Result status="error" title={messages.contractManager.noAccount} />
  const { account, chain, role } = session.session

  const onSend = async (action: ChainAction, delivery: Delivery) => {
    const result = await sendManagerAction(
      action,
      delivery,
      { account: account.account, type: account.type, role: role ?? 0 },
      chain,
    )
    if (result.status === 'done' || result.status === 'sentNotIndexed') {
      message.success(messages.contractManager.done)
      return
    }
    if (result.error) message.error(translateMessage(messages, result.error))
    throw new Error(result.status)
  }

  return <ManagerActionPanel contractAccount={chain.account} account={account.account} onSend={onSend} />
}
