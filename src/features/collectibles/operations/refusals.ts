import type { ManagedCollectible } from '@/api/nft'
import { ActiveState, chainAccountName } from '@/api/primitives'
import type { Messages } from '../messages'
import { isSingleCopy, type OperationRequest } from './operation-request'

/** The contract's batch limit (chain/contract/ddc.constants.ts MAX_BATCH): larger batches fail on chain. */
export const MAX_BATCH = 50

export type RefusalKey = keyof Messages['collectibleOperations']
/** The form field a refusal belongs to ('form' when it is about the whole request). */
export type RefusalField = 'to' | 'amount' | 'rows' | 'uri' | 'form'

export interface Refusal {
  field: RefusalField
  key: RefusalKey
  /** Values filled into the message's `{placeholders}`. */
  values?: Record<string, string>
}

export interface RefusalContext {
  /** The current chain account (the signer). */
  account: string
  /** The collectibles the request acts on, as the list or details page showed them (ids, state, holding). */
  collectibles: readonly ManagedCollectible[]
}

const POSITIVE_INTEGER = /^[1-9]\d{0,19}$/

/** `account` null: the current account may be the recipient (a platform mints to itself). */
function recipientRefusal(to: string, account: string | null): Refusal | null {
  const name = to.trim()
  if (name === '') return { field: 'to', key: 'required' }
  if (!chainAccountName.safeParse(name).success) return { field: 'to', key: 'accountName' }
  if (name === account) return { field: 'to', key: 'sameRecipient' }
  return null
}

function amountRefusal(amount: string, singleCopy: boolean, held: string | null): Refusal | null {
  const text = amount.trim()
  if (text === '') return { field: 'amount', key: 'required' }
  if (singleCopy && text !== '1') return { field: 'amount', key: 'singleCopyAmount' }
  if (!POSITIVE_INTEGER.test(text)) return { field: 'amount', key: 'amountInvalid' }
  if (held !== null && BigInt(text) > BigInt(held))
    return { field: 'amount', key: 'amountAboveHolding', values: { held } }
  return null
}

function collectiblesOf(ids: readonly string[], context: RefusalContext): ManagedCollectible[] {
  return ids.flatMap((id) => context.collectibles.filter((row) => row.nft_id === id).slice(0, 1))
}

const isFrozen = (row: ManagedCollectible) => row.state === ActiveState.Frozen

/**
 * The refusals decided before anything is signed or sent (issue 12 item 3): recipient = current account,
 * a single-copy amount other than 1, an amount above the holding, a frozen collectible, a bad account
 * name, batch limits. The chain-side ones (unknown or frozen accounts, cross-platform transfers) are
 * checked on chain by the gateway's `precheck`; the contract re-checks all of them.
 */
export function refusalsOf(request: OperationRequest, context: RefusalContext): Refusal[] {
  const refusals: (Refusal | null)[] = []
  const singleCopy = isSingleCopy(request)
  switch (request.kind) {
    case 'mint': {
      refusals.push(recipientRefusal(request.to, null))
      if (request.uris.length === 0) refusals.push({ field: 'rows', key: 'noRows' })
      if (request.uris.length > MAX_BATCH)
        refusals.push({ field: 'rows', key: 'tooManyRows', values: { max: String(MAX_BATCH) } })
      request.uris.forEach((uri, index) => {
        if (uri.trim() === '') refusals.push({ field: 'uri', key: 'required', values: { row: String(index + 1) } })
        const amount = amountRefusal(request.amounts[index] ?? '', singleCopy, null)
        if (amount) refusals.push({ ...amount, values: { ...amount.values, row: String(index + 1) } })
      })
      break
    }
    case 'transfer': {
      refusals.push(recipientRefusal(request.to, context.account))
      if (request.ids.length > MAX_BATCH)
        refusals.push({ field: 'form', key: 'tooManyRows', values: { max: String(MAX_BATCH) } })
      collectiblesOf(request.ids, context).forEach((row) => {
        if (isFrozen(row)) refusals.push({ field: 'form', key: 'nftFrozen' })
        const index = request.ids.indexOf(row.nft_id)
        refusals.push(amountRefusal(request.amounts[index] ?? '', singleCopy, row.amount))
      })
      break
    }
    case 'burn':
      if (request.ids.length > MAX_BATCH)
        refusals.push({ field: 'form', key: 'tooManyRows', values: { max: String(MAX_BATCH) } })
      if (collectiblesOf(request.ids, context).some(isFrozen)) refusals.push({ field: 'form', key: 'nftFrozen' })
      break
    case 'approve':
      refusals.push(recipientRefusal(request.to, context.account))
      if (collectiblesOf(request.ids, context).some(isFrozen)) refusals.push({ field: 'form', key: 'nftFrozen' })
      break
    case 'approveAll':
      refusals.push(recipientRefusal(request.to, context.account))
      break
    case 'freeze':
      if (collectiblesOf(request.ids, context).some(isFrozen)) refusals.push({ field: 'form', key: 'alreadyFrozen' })
      break
    case 'unfreeze':
      if (collectiblesOf(request.ids, context).some((row) => !isFrozen(row)))
        refusals.push({ field: 'form', key: 'notFrozen' })
      break
    case 'deleteApproval':
      if (collectiblesOf(request.ids, context).some((row) => row.approved === ''))
        refusals.push({ field: 'form', key: 'noApproval' })
      break
    case 'setUri':
      if (request.uri.trim() === '') refusals.push({ field: 'uri', key: 'required' })
      if (collectiblesOf([request.id], context).some(isFrozen)) refusals.push({ field: 'form', key: 'nftFrozen' })
      break
  }
  // One message per field and key is enough (a batch of frozen collectibles says it once).
  const seen = new Set<string>()
  return refusals.filter((refusal): refusal is Refusal => {
    if (!refusal) return false
    const id = `${refusal.field}:${refusal.key}:${refusal.values?.row ?? ''}`
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}
