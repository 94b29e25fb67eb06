import { ActiveState } from '@/api/primitives'
import { chainTarget, sessionChain } from '@/lib/chain-operation/chain-target'
import { isSingleCopy, recipientOf, type OperationRequest } from './operation-request'

/** The signing account and its decrypted key (held only while the operation runs). */
export interface OperationSigner {
  account: string
  privateKey: string
}

/** A refusal from the chain side, named by a `chainErrors` catalogue code (the machine shows its message). */
export class OperationRefusedError extends Error {
  constructor(readonly code: 'accountNotFound' | 'accountFrozen' | 'recipientFrozen' | 'crossPlatformDenied') {
    super(code)
    this.name = 'OperationRefusedError'
  }
}

/** Where the operations reach the chain. Stories and tests provide their own (`OperationGatewayProvider`). */
export interface OperationGateway {
  /**
   * The chain-side refusals, before the fee is shown and before anything is signed: unknown recipient
   * (get_account and the contract's account table), frozen sender or recipient, cross-platform transfer
   * without the platforms' approval. Rejects with an error whose `code` is a `chainErrors` key.
   */
  precheck: (request: OperationRequest, sender: string) => Promise<void>
  /** Signs in the browser and sends; answers the transaction id. */
  send: (request: OperationRequest, signer: OperationSigner) => Promise<{ transactionId: string }>
}

/** The session's chain (its RPC) and the collectibles contract on it; no chain in the session is an error. */
function sessionChainTarget() {
  const chain = sessionChain()
  if (!chain) return Promise.reject(Object.assign(new Error('No chain in the session'), { code: 'network' }))
  return chainTarget(chain)
}

/** The chain SDK (eosjs) loads here, when an operation actually runs: never in a page's first bundle. */
async function chainClient(signer?: OperationSigner) {
  const chain = await import('@/lib/chain')
  const target = await sessionChainTarget()
  const client = chain.createChainClient({ ...target, ...(signer ? { signer } : {}) })
  return { chain, client }
}

type ChainModule = Awaited<ReturnType<typeof chainClient>>['chain']
type Client = Awaited<ReturnType<typeof chainClient>>['client']
type AccountRow = NonNullable<Awaited<ReturnType<Client['readAccount']>>>

const isActive = (row: AccountRow) =>
  row.operator_state === ActiveState.Enabled && row.platform_state === ActiveState.Enabled

/** The platform an account belongs to (the contract's `platformOf`): itself, its leader, or none. */
async function platformOf(chain: ChainModule, client: Client, row: AccountRow | null): Promise<string> {
  const { Platform, Consumer } = chain.AccountRole
  if (!row) return ''
  if (row.role === Platform) return row.account
  if (row.role !== Consumer) return ''
  const leader = await client.readAccount(row.leader)
  return leader?.role === Platform ? leader.account : ''
}

async function crossPlatformApproved(client: Client, from: string, to: string): Promise<boolean> {
  const { rows } = await client.getTableRows({ table: 'crossappr', limit: 1000 })
  return rows.some((row) => {
    const record = row as { from?: unknown; to?: unknown; approved?: unknown }
    return record.from === from && record.to === to && (record.approved === true || record.approved === 1)
  })
}

async function livePrecheck(request: OperationRequest, sender: string): Promise<void> {
  const { chain, client } = await chainClient()
  const senderRow = await client.readAccount(sender)
  if (senderRow && !isActive(senderRow)) throw new OperationRefusedError('accountFrozen')
  const recipient = recipientOf(request)
  if (recipient === null) return
  // The chain's own account first (get_account), then the contract's registration of it.
  await client.getAccount(recipient)
  const recipientRow = await client.readAccount(recipient)
  if (!recipientRow) throw new OperationRefusedError('accountNotFound')
  if (!isActive(recipientRow)) throw new OperationRefusedError('recipientFrozen')
  if (request.kind !== 'transfer') return
  const fromRow = request.from === sender ? senderRow : await client.readAccount(request.from)
  const [fromPlatform, toPlatform] = await Promise.all([
    platformOf(chain, client, fromRow),
    platformOf(chain, client, recipientRow),
  ])
  if (fromPlatform === '' || toPlatform === '' || fromPlatform === toPlatform) return
  if (!(await crossPlatformApproved(client, fromPlatform, toPlatform)))
    throw new OperationRefusedError('crossPlatformDenied')
}

function sendOn(chain: ChainModule, client: Client, request: OperationRequest, sender: string) {
  const single = isSingleCopy(request)
  switch (request.kind) {
    case 'mint': {
      const base = { to: request.to, memo: request.memo }
      if (request.uris.length === 1) {
        const uri = request.uris[0] ?? ''
        return single
          ? client.mint721({ ...base, ddc_uri: uri })
          : client.mint1155({ ...base, ddc_uri: uri, amount: request.amounts[0] ?? '1' })
      }
      return single
        ? client.mintBatch721({ ...base, ddc_uris: [...request.uris] })
        : client.mintBatch1155({ ...base, ddc_uris: [...request.uris], amounts: [...request.amounts] })
    }
    case 'transfer': {
      const base = { from: request.from, to: request.to, memo: request.memo }
      if (request.ids.length === 1) {
        const id = request.ids[0] ?? ''
        return single
          ? client.transfer721({ ...base, ddc_id: id })
          : client.transfer1155({ ...base, ddc_id: id, amount: request.amounts[0] ?? '1' })
      }
      return single
        ? client.transferBatch721({ ...base, ddc_ids: [...request.ids] })
        : client.transferBatch1155({ ...base, ddc_ids: [...request.ids], amounts: [...request.amounts] })
    }
    case 'burn':
      return request.ids.length === 1
        ? client.burn({ owner: request.owner, ddc_id: request.ids[0] ?? '', business_type: request.businessType })
        : client.burnbatch({ owner: request.owner, ddc_ids: [...request.ids], business_type: request.businessType })
    case 'approve':
      return request.ids.length === 1
        ? client.approve({ to: request.to, ddc_id: request.ids[0] ?? '', business_type: request.businessType })
        : client.approveBatch({ to: request.to, ddc_ids: [...request.ids], business_type: request.businessType })
    case 'approveAll':
      return client.approvalAll({ to: request.to, approved: request.approved, business_type: request.businessType })
    case 'setUri':
      return client.setUri({ ddc_id: request.id, ddc_uri: request.uri, business_type: request.businessType })
    case 'freeze':
    case 'unfreeze':
    case 'deleteApproval': {
      // No batch action exists for these: one action per collectible, all in one transaction.
      const builder = chain.nftActionBuilder(client.contractAccount, sender)
      const build = request.kind === 'deleteApproval' ? builder.deleteApproval : builder[request.kind]
      return client.sendActions(request.ids.map((id) => build({ ddc_id: id, business_type: request.businessType })))
    }
  }
}

export const liveOperationGateway: OperationGateway = {
  precheck: livePrecheck,
  async send(request, signer) {
    const { chain, client } = await chainClient(signer)
    const result = await sendOn(chain, client, request, signer.account)
    return { transactionId: result.transactionId }
  },
}
