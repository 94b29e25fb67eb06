import { BusinessType } from '@/api/primitives'
import { ChainError } from './chain-error'
import { type ChainAction, type ChainId } from './types'

/**
 * Collectible operations with the spec's input names (product-spec §3 "Chain operation inputs") and the
 * contract actions they become. Single-copy (721) always moves amount 1; multi-copy (1155) any amount.
 *
 * This is the one place where the spec's names (`ddc_id`, `ddc_ids`, `ddc_uri`, `ddc_uris`) become the
 * contract's (`nft_id`, `nft_ids`, `nft_uri`, `nft_uris`): callers above speak the spec, the chain below
 * speaks the contract (docs/glossary.md).
 */

/** Every operation may name the permission to sign with; the acting account's `owner` by default (§6). */
interface WithPermission {
  permission?: string
}

export interface Mint721Input extends WithPermission {
  to: string
  ddc_uri: string
  memo?: string
}
export interface Mint1155Input extends Mint721Input {
  amount: ChainId
}
export interface MintBatch721Input extends WithPermission {
  to: string
  ddc_uris: string[]
  memo?: string
}
export interface MintBatch1155Input extends MintBatch721Input {
  amounts: ChainId[]
}
export interface Transfer721Input extends WithPermission {
  from: string
  to: string
  ddc_id: ChainId
  memo?: string
}
export interface TransferBatch721Input extends WithPermission {
  from: string
  to: string
  ddc_ids: ChainId[]
  memo?: string
}
export interface Transfer1155Input extends Transfer721Input {
  amount: ChainId
}
export interface TransferBatch1155Input extends TransferBatch721Input {
  amounts: ChainId[]
}
export interface FreezeInput extends WithPermission {
  ddc_id: ChainId
  business_type: BusinessType
}
export interface BurnInput extends WithPermission {
  owner: string
  ddc_id: ChainId
  business_type: BusinessType
}
export interface BurnBatchInput extends WithPermission {
  owner: string
  ddc_ids: ChainId[]
  business_type: BusinessType
}
export interface ApproveInput extends WithPermission {
  to: string
  ddc_id: ChainId
  business_type: BusinessType
}
export interface ApproveBatchInput extends WithPermission {
  to: string
  ddc_ids: ChainId[]
  business_type: BusinessType
}
export interface ApprovalAllInput extends WithPermission {
  to: string
  approved: boolean
  business_type: BusinessType
}
export interface DeleteApprovalInput extends WithPermission {
  ddc_id: ChainId
  business_type: BusinessType
}
export interface SetUriInput extends WithPermission {
  ddc_id: ChainId
  ddc_uri: string
  business_type: BusinessType
}

/** Ids and amounts are u64: sent as decimal strings so values above 2^53 survive. */
export function toU64(value: ChainId): string {
  const text = typeof value === 'string' ? value.trim() : String(value)
  if (!/^\d+$/.test(text) || BigInt(text) > 0xffff_ffff_ffff_ffffn)
    throw new ChainError('invalidAmount', { detail: 'not an unsigned 64-bit integer' })
  return text
}

/**
 * Transfers, mints and approvals to the signing account itself are refused before anything is signed
 * (product-spec §5).
 */
export function refuseSelfRecipient(sender: string, to: string): void {
  if (to.trim() === sender) throw new ChainError('sameRecipient')
}

/** Builds the actions of one signer on one contract. */
export function nftActionBuilder(contractAccount: string, sender: string) {
  const action = (name: string, permission: string | undefined, data: Record<string, unknown>): ChainAction => ({
    account: contractAccount,
    name,
    authorization: [{ actor: sender, permission: permission ?? 'owner' }],
    data: { sender, ...data },
  })
  const memo = (value: string | undefined): string => value ?? ''

  return {
    mint721: (input: Mint721Input) =>
      action('mint', input.permission, {
        to: input.to,
        amount: '1',
        nft_uri: input.ddc_uri,
        business_type: BusinessType.SingleCopy,
        memo: memo(input.memo),
      }),
    mint1155: (input: Mint1155Input) =>
      action('mint', input.permission, {
        to: input.to,
        amount: toU64(input.amount),
        nft_uri: input.ddc_uri,
        business_type: BusinessType.MultiCopy,
        memo: memo(input.memo),
      }),
    mintBatch721: (input: MintBatch721Input) =>
      action('mintbatch', input.permission, {
        to: input.to,
        amounts: input.ddc_uris.map(() => '1'),
        nft_uris: input.ddc_uris,
        business_type: BusinessType.SingleCopy,
        memo: memo(input.memo),
      }),
    mintBatch1155: (input: MintBatch1155Input) =>
      action('mintbatch', input.permission, {
        to: input.to,
        amounts: input.amounts.map(toU64),
        nft_uris: input.ddc_uris,
        business_type: BusinessType.MultiCopy,
        memo: memo(input.memo),
      }),
    transfer721: (input: Transfer721Input) => {
      refuseSelfRecipient(sender, input.to)
      return action('transfer', input.permission, {
        from: input.from,
        to: input.to,
        nft_id: toU64(input.ddc_id),
        amount: '1',
        memo: memo(input.memo),
        business_type: BusinessType.SingleCopy,
      })
    },
    transferBatch721: (input: TransferBatch721Input) => {
      refuseSelfRecipient(sender, input.to)
      const ids = input.ddc_ids.map(toU64)
      return action('batchtrans', input.permission, {
        from: input.from,
        to: input.to,
        nft_ids: ids,
        amounts: ids.map(() => '1'),
        memo: memo(input.memo),
        business_type: BusinessType.SingleCopy,
      })
    },
    transfer1155: (input: Transfer1155Input) => {
      refuseSelfRecipient(sender, input.to)
      return action('transfer', input.permission, {
        from: input.from,
        to: input.to,
        nft_id: toU64(input.ddc_id),
        amount: toU64(input.amount),
        memo: memo(input.memo),
        business_type: BusinessType.MultiCopy,
      })
    },
    transferBatch1155: (input: TransferBatch1155Input) => {
      refuseSelfRecipient(sender, input.to)
      return action('batchtrans', input.permission, {
        from: input.from,
        to: input.to,
        nft_ids: input.ddc_ids.map(toU64),
        amounts: input.amounts.map(toU64),
        memo: memo(input.memo),
        business_type: BusinessType.MultiCopy,
      })
    },
    freeze: (input: FreezeInput) =>
      action('freeze', input.permission, { nft_id: toU64(input.ddc_id), business_type: input.business_type }),
    unfreeze: (input: FreezeInput) =>
      action('unfreeze', input.permission, { nft_id: toU64(input.ddc_id), business_type: input.business_type }),
    burn: (input: BurnInput) =>
      action('burn', input.permission, {
        owner: input.owner,
        nft_id: toU64(input.ddc_id),
        business_type: input.business_type,
      }),
    burnbatch: (input: BurnBatchInput) =>
      action('burnbatch', input.permission, {
        owner: input.owner,
        nft_ids: input.ddc_ids.map(toU64),
        business_type: input.business_type,
      }),
    approve: (input: ApproveInput) => {
      refuseSelfRecipient(sender, input.to)
      return action('approve', input.permission, {
        to: input.to,
        nft_id: toU64(input.ddc_id),
        business_type: input.business_type,
      })
    },
    approveBatch: (input: ApproveBatchInput) => {
      refuseSelfRecipient(sender, input.to)
      return action('approvebatch', input.permission, {
        to: input.to,
        nft_ids: input.ddc_ids.map(toU64),
        business_type: input.business_type,
      })
    },
    approvalAll: (input: ApprovalAllInput) => {
      refuseSelfRecipient(sender, input.to)
      return action('approvalall', input.permission, {
        to: input.to,
        approved: input.approved,
        business_type: input.business_type,
      })
    },
    deleteApproval: (input: DeleteApprovalInput) =>
      action('delapproval', input.permission, { nft_id: toU64(input.ddc_id), business_type: input.business_type }),
    setUri: (input: SetUriInput) =>
      action('seturi', input.permission, {
        nft_id: toU64(input.ddc_id),
        nft_uri: input.ddc_uri,
        business_type: input.business_type,
      }),
  }
}

export type NftActionBuilder = ReturnType<typeof nftActionBuilder>
