// eosjs needs globalThis.Buffer in browsers: this import must stay first in the chain module graph.
import '../polyfills'

/**
 * The chain SDK: the only code of the console that imports eosjs. Load it lazily where a chain
 * operation happens (`const chain = await import('@/lib/chain')`) so it stays out of the initial bundle.
 */
export { createChainClient, type ChainClient, type ChainClientOptions, type ChainAccountInfo } from './client'
export { ChainError, isChainError, toChainError, chainErrorCodes, type ChainErrorCode } from './errors'
export { isValidAccountName } from './account-name'
export {
  generateKeys,
  randomPrivateKey,
  publicKeyFromPrivate,
  isValidPrivateKey,
  isValidPublicKey,
  normalizePublicKey,
  type KeyPair,
} from './keys'
export { signBindChallenge } from './key-proof'
export { planAccountStateChange, type AccountStateChange, type UpdateAccountStateData } from './account-state'
export {
  normalizeTableLimit,
  defaultTableLimit,
  type TableQuery,
  type TableRows,
  type AccountRow,
  type BalanceRow,
  type FeeRuleRow,
  type FuncPermRow,
  type NftRow,
  type NftBalanceRow,
  type UserApprovalRow,
} from './tables'
export {
  defaultInclusionTimeoutMs,
  type InclusionProgress,
  type InclusionResult,
  type InclusionState,
  type WaitForInclusionOptions,
} from './inclusion'
export { transactionExpireSeconds, transactionBlocksBehind } from './transport'
export { newAccountDefaults, keyWithCreatorAuthority, type CreateAccountInput, type Authority } from './system-actions'
export { newAccountResourcesFrom, type NewAccountResources } from './new-account-resources'
export type * from './nft-actions'
export { nftActionBuilder } from './nft-actions'
export type * from './manager-actions'
export { managerActionBuilder } from './manager-actions'
export { ContractBusinessType, AccountRole } from './contract-codes'
export type { ChainAction, ChainSigner, ChainTxResult, ChainId, PermissionLevel } from './types'
export {
  MSIG_ACCOUNT,
  defaultProposalExpiryHours,
  proposalExpiration,
  type ProposeInput,
  type ProposalRef,
  type SerializedAction,
} from './msig-actions'
