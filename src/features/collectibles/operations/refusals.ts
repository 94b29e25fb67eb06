import type { ManagedCollectible } from '@/api/nft'
import { amountRule, MAX_BATCH, memoRule, recipientRule, uriRule, type RuleProblem } from '@/api/operation-rules'
import { ActiveState, BusinessType } from '@/api/primitives'
import type { Messages } from '../messages'
import { isSingleCopy, type OperationRequest } from './operation-request'

/** A dialog's own message (`collectibleOperations`) or a field rule shared with the CSV batch (`collectibleRules`). */
export type RefusalKey = keyof Messages['collectibleOperations'] | keyof Messages['collectibleRules']
/** The form field a refusal belongs to ('form' when it is about the whole request). */
export type RefusalField = 'to' | 'amount' | 'rows' | 'uri' | 'memo' | 'form'

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

/** A shared rule's answer as a refusal of `field` (the rule's `max` fills the message). */
function ruled(field: RefusalField, problem: RuleProblem | null): Refusal | null {
  if (problem === null) return null
  return 'max' in problem
    ? { field, key: problem.key, values: { max: String(problem.max) } }
    : { field, key: problem.key }
}

/** `account` null: the current account may be the recipient (a platform mints to itself). */
function recipientRefusal(to: string, account: string | null): Refusal | null {
  return ruled('to', recipientRule(to.trim(), account))
}

function amountRefusal(amount: string, singleCopy: boolean, held: string | null): Refusal | null {
  const text = amount.trim()
  const businessType = singleCopy ? BusinessType.SingleCopy : BusinessType.MultiCopy
  const refused = ruled('amount', amountRule(text, businessType))
  if (refused) return refused
  if (held !== null && BigInt(text) > BigInt(held))
    return { field: 'amount', key: 'amountAboveHolding', values: { held } }
  return null
}

const memoRefusal = (memo: string) => ruled('memo', memoRule(memo))

function collectiblesOf(ids: readonly string[], context: RefusalContext): ManagedCollectible[] {
  return ids.flatMap((id) => context.collectibles.filter((row) => row.nft_id === id).slice(0, 1))
}

const isFrozen = (row: ManagedCollectible) => row.state === ActiveState.Frozen

/**
 * The refusals decided before anything is signed or sent (issue 12 item 3): the action's field rules it
 * shares with the CSV batch (recipient, amount, URI, memo: src/api/operation-rules.ts), an amount above
 * the holding, a frozen collectible, batch limits. The chain-side ones (unknown or frozen accounts, cross-platform transfers) are
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
        const row = String(index + 1)
        for (const refusal of [
          ruled('uri', uriRule(uri.trim())),
          amountRefusal(request.amounts[index] ?? '', singleCopy, null),
        ])
          if (refusal) refusals.push({ ...refusal, values: { ...refusal.values, row } })
      })
      refusals.push(memoRefusal(request.memo))
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
      refusals.push(memoRefusal(request.memo))
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
      refusals.push(ruled('uri', uriRule(request.uri.trim())))
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
