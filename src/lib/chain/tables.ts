import { type JsonRpc } from 'eosjs/dist/eosjs-jsonrpc'
import { toChainError } from './errors'

/** Rows read when the caller asks for none or a negative number (product-spec §5). */
export const defaultTableLimit = 20

/** A limit of 0 or less (or none) reads the default 20 rows. */
export function normalizeTableLimit(limit: number | undefined): number {
  return limit === undefined || !Number.isFinite(limit) || limit <= 0 ? defaultTableLimit : Math.floor(limit)
}

/** get_table_rows parameters; `code` defaults to the contract account and `scope` to `code`. */
export interface TableQuery {
  table: string
  code?: string
  scope?: string
  lower_bound?: string | number
  upper_bound?: string | number
  limit?: number
  /** 1 = primary key, 2 = first secondary index, … (the contract lists its indexes). */
  index_position?: number
  key_type?: 'i64' | 'i128' | 'name' | 'sha256' | 'i256' | 'float64' | 'float128' | 'ripemd160'
  reverse?: boolean
}

export interface TableRows<Row> {
  rows: Row[]
  more: boolean
  /** Where the next page starts, when `more`. */
  next_key: string
}

/** Reads raw rows (JSON) of a contract table. */
export async function readTableRows(
  rpc: JsonRpc,
  contractAccount: string,
  query: TableQuery,
): Promise<TableRows<unknown>> {
  const code = query.code ?? contractAccount
  try {
    const result = await rpc.get_table_rows({
      json: true,
      code,
      scope: query.scope ?? code,
      table: query.table,
      // nodeos takes the bounds as strings; some compatible nodes accept nothing else.
      lower_bound: query.lower_bound === undefined ? '' : String(query.lower_bound),
      upper_bound: query.upper_bound === undefined ? '' : String(query.upper_bound),
      index_position: query.index_position ?? 1,
      key_type: query.key_type ?? '',
      limit: normalizeTableLimit(query.limit),
      reverse: query.reverse ?? false,
      show_payer: false,
    })
    const rows: unknown[] = Array.isArray(result.rows) ? (result.rows as unknown[]) : []
    const nextKey: unknown = (result as { next_key?: unknown }).next_key
    return { rows, more: Boolean(result.more), next_key: typeof nextKey === 'string' ? nextKey : '' }
  } catch (error) {
    throw toChainError(error)
  }
}

// Row readers: nodes print u64 as a number or a quoted string, bool as true/false or 1/0.
type RawRow = Record<string, unknown>

function asRecord(row: unknown): RawRow {
  return typeof row === 'object' && row !== null ? (row as RawRow) : {}
}
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : ''
}
function small(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(text(value))
  return Number.isFinite(number) ? number : 0
}
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/** s21account: a registered account, its role and both freeze states (1 enabled, 2 frozen). */
export interface AccountRow {
  account: string
  /** 1 operator, 2 platform, 3 consumer. */
  role: number
  is_manager: boolean
  operator_state: number
  platform_state: number
  leader: string
  account_did: string
  leader_did: string
  account_name: string
  operator_name: string
}

export function toAccountRow(row: unknown): AccountRow {
  const raw = asRecord(row)
  return {
    account: text(raw.account),
    role: small(raw.role),
    is_manager: flag(raw.is_manager),
    operator_state: small(raw.operator_state),
    platform_state: small(raw.platform_state),
    leader: text(raw.leader),
    account_did: text(raw.account_did),
    leader_did: text(raw.leader_did),
    account_name: text(raw.account_name),
    operator_name: text(raw.operator_name),
  }
}

/** s21balance: billing points of an account (a u64, kept as a decimal string). */
export interface BalanceRow {
  account: string
  points: string
}

export function toBalanceRow(row: unknown): BalanceRow {
  const raw = asRecord(row)
  return { account: text(raw.account), points: text(raw.points) || '0' }
}

/** feerules: the fee in points of each function (action name) of a business type. */
export interface FeeRuleRow {
  business_type: number
  func_fee: { key: string; fee: string }[]
}

export function toFeeRuleRow(row: unknown): FeeRuleRow {
  const raw = asRecord(row)
  const entries: unknown[] = Array.isArray(raw.func_fee) ? (raw.func_fee as unknown[]) : []
  return {
    business_type: small(raw.business_type),
    func_fee: entries.map((entry) => {
      const fee = asRecord(entry)
      return { key: text(fee.key), fee: text(fee.fee) || '0' }
    }),
  }
}

/** funcperms: a function (action name) a role may call for a business type (managers and operators need none). */
export interface FuncPermRow {
  id: string
  /** 1 operator, 2 platform, 3 consumer. */
  account_role: number
  /** 0 points, 1 single-copy, 2 multi-copy. */
  business_type: number
  func_name: string
}

export function toFuncPermRow(row: unknown): FuncPermRow {
  const raw = asRecord(row)
  return {
    id: text(raw.id),
    account_role: small(raw.account_role),
    business_type: small(raw.business_type),
    func_name: text(raw.func_name),
  }
}

/** nfts: a collectible. Single-copy rows carry owner and approval; multi-copy holdings are in nftbalances. */
export interface NftRow {
  nft_id: string
  business_type: number
  creator: string
  owner: string
  supply: string
  nft_uri: string
  memo: string
  frozen: boolean
  approved: string
}

export function toNftRow(row: unknown): NftRow {
  const raw = asRecord(row)
  return {
    nft_id: text(raw.nft_id),
    business_type: small(raw.business_type),
    creator: text(raw.creator),
    owner: text(raw.owner),
    supply: text(raw.supply) || '0',
    nft_uri: text(raw.nft_uri),
    memo: text(raw.memo),
    frozen: flag(raw.frozen),
    approved: text(raw.approved),
  }
}

/** nftbalances: copies of a multi-copy collectible held by one owner. */
export interface NftBalanceRow {
  id: string
  nft_id: string
  owner: string
  amount: string
  approved: string
}

export function toNftBalanceRow(row: unknown): NftBalanceRow {
  const raw = asRecord(row)
  return {
    id: text(raw.id),
    nft_id: text(raw.nft_id),
    owner: text(raw.owner),
    amount: text(raw.amount) || '0',
    approved: text(raw.approved),
  }
}

/** s21userappr: approval for all of an owner's collectibles of one business type. */
export interface UserApprovalRow {
  id: string
  owner: string
  to: string
  business_type: number
  approved: boolean
}

export function toUserApprovalRow(row: unknown): UserApprovalRow {
  const raw = asRecord(row)
  return {
    id: text(raw.id),
    owner: text(raw.owner),
    to: text(raw.to),
    business_type: small(raw.business_type),
    approved: flag(raw.approved),
  }
}

/** crossappr: accounts of platform `from` may send collectibles to accounts of platform `to`. */
export interface CrossApprovalRow {
  id: string
  from: string
  to: string
  approved: boolean
}

export function toCrossApprovalRow(row: unknown): CrossApprovalRow {
  const raw = asRecord(row)
  return { id: text(raw.id), from: text(raw.from), to: text(raw.to), approved: flag(raw.approved) }
}

/** config (a singleton): contract-wide settings. */
export interface ContractConfigRow {
  is_platform_open: boolean
}

/** The contract opens the platform until a manager closes it: no config row yet reads as open. */
export function toContractConfigRow(row: unknown): ContractConfigRow {
  const raw = asRecord(row)
  return { is_platform_open: raw.is_platform_open === undefined ? true : flag(raw.is_platform_open) }
}
