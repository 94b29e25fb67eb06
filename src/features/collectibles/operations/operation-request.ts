import { BusinessType } from '@/api/primitives'

/**
 * What the user asked the chain to do, in the spec's words (§3 "Chain operation inputs"): the payload the
 * chain-operation machine carries from the form to signing. Plain JSON (ids and amounts as decimal
 * strings), so it also fits the machine's traces.
 */
export type OperationRequest =
  /** `mint` (one URI) or `mintbatch` (several), to `to`; amounts are '1' for single-copy collectibles. */
  | {
      kind: 'mint'
      businessType: BusinessType
      to: string
      uris: readonly string[]
      amounts: readonly string[]
      memo: string
    }
  /** `transfer` (one id) or `batchtrans` (several), from the holder `from`. */
  | {
      kind: 'transfer'
      businessType: BusinessType
      from: string
      to: string
      ids: readonly string[]
      amounts: readonly string[]
      memo: string
    }
  /** One `freeze`/`unfreeze` action per collectible, in one transaction. */
  | { kind: 'freeze' | 'unfreeze'; businessType: BusinessType; ids: readonly string[] }
  /** `burn` (one id) or `burnbatch` (several) of what `owner` holds. */
  | { kind: 'burn'; businessType: BusinessType; owner: string; ids: readonly string[] }
  /** `approve` (one id) or `approvebatch` (several): `to` may move them. */
  | { kind: 'approve'; businessType: BusinessType; to: string; ids: readonly string[] }
  /** `approvalall`: `to` may move every collectible of this business type the sender holds (or no more). */
  | { kind: 'approveAll'; businessType: BusinessType; to: string; approved: boolean }
  | { kind: 'deleteApproval'; businessType: BusinessType; ids: readonly string[] }
  | { kind: 'setUri'; businessType: BusinessType; id: string; uri: string }

export type OperationKind = OperationRequest['kind']

/** The contract action the request becomes: the fee rule's function name and the trace's operation name. */
export function contractActionOf(request: OperationRequest): string {
  switch (request.kind) {
    case 'mint':
      return request.uris.length > 1 ? 'mintbatch' : 'mint'
    case 'transfer':
      return request.ids.length > 1 ? 'batchtrans' : 'transfer'
    case 'burn':
      return request.ids.length > 1 ? 'burnbatch' : 'burn'
    case 'approve':
      return request.ids.length > 1 ? 'approvebatch' : 'approve'
    case 'freeze':
    case 'unfreeze':
      return request.kind
    case 'approveAll':
      return 'approvalall'
    case 'deleteApproval':
      return 'delapproval'
    case 'setUri':
      return 'seturi'
  }
}

/**
 * How many times the fee rule is charged: the contract charges batches per collectible and runs one
 * freeze/unfreeze/delapproval action per selected collectible.
 */
export function chargedCountOf(request: OperationRequest): number {
  switch (request.kind) {
    case 'mint':
      return request.uris.length
    case 'transfer':
    case 'burn':
    case 'approve':
    case 'freeze':
    case 'unfreeze':
    case 'deleteApproval':
      return request.ids.length
    case 'approveAll':
    case 'setUri':
      return 1
  }
}

/** The account that receives something, for the on-chain recipient checks (none for freeze, burn, …). */
export function recipientOf(request: OperationRequest): string | null {
  return request.kind === 'mint' ||
    request.kind === 'transfer' ||
    request.kind === 'approve' ||
    (request.kind === 'approveAll' && request.approved)
    ? request.to
    : null
}

export function isSingleCopy(request: { businessType: BusinessType }): boolean {
  return request.businessType === BusinessType.SingleCopy
}
