/** A permission of an account, e.g. `{ actor: 'alice', permission: 'owner' }`. */
export interface PermissionLevel {
  actor: string
  permission: string
}

/** One action of a transaction, with its data in the contract ABI's field names. */
export interface ChainAction {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: Record<string, unknown>
}

/** What every chain operation returns once the node has accepted the transaction. */
export interface ChainTxResult {
  transactionId: string
  /** The block the node put the transaction in, when it said so. */
  blockNum?: number
  /** Ids of the collectibles a mint or mintbatch created, when the node returned them. */
  nftIds?: string[]
}

/** The account that signs, and its private key (kept in memory only; never logged or sent). */
export interface ChainSigner {
  account: string
  privateKey: string
}

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>

/** A chain id-like value: u64 ids travel as decimal strings (they can exceed 2^53). */
export type ChainId = string | number | bigint
