import { Name, type PermissionLevel } from '@greymass/eosio'
import { type Account, type AccountPermission, type Blockchain } from '@proton/vert'
import { ChainError } from './errors.ts'

// The state native `eosio` actions read and change, and the checks every one of them shares.

export const SYSTEM_ACCOUNT = 'eosio'

/** RAM and stake an account holds; only tracked, never enforced (a development chain). */
export interface AccountResources {
  createdMs: number
  ramBytes: number
  netWeight: bigint
  cpuWeight: bigint
  /** Symbol of the staked token, e.g. "4,SYS"; empty until something is staked. */
  stakeSymbol: string
}

export interface NativeState {
  readonly bc: Blockchain
  readonly resources: Map<string, AccountResources>
  /** linkauth requirements keyed `account|code|type` (type may be empty for "any action"). */
  readonly links: Map<string, string>
  readonly hasSystemContracts: boolean
}

/** Undoes what a native action changed, used when a later action of the transaction fails. */
export type Undo = () => void

/** One native action being applied: its decoded fields, its declared authorization and its block's time. */
export interface NativeCall {
  readonly fields: Record<string, unknown>
  /** A field as text ('' when absent). */
  text(field: string): string
  readonly authorization: PermissionLevel[]
  readonly blockTimeMs: number
}

/** RAM a new account gets without a system contract; enough that nothing ever runs out. */
export const UNLIMITED_RAM = -1
/** Bytes of RAM one smallest unit of the system token buys (1.0000 buys 10000 bytes). */
export const RAM_BYTES_PER_TOKEN_UNIT = 1

export function vertAccount(state: NativeState, name: string): Account | undefined {
  return state.bc.getAccount(Name.from(name))
}

export function permissionsOf(state: NativeState, account: string): AccountPermission[] {
  const holder = vertAccount(state, account)
  return holder ? (holder.permissions as unknown as AccountPermission[]) : []
}

export function findPermission(state: NativeState, account: string, permission: string): AccountPermission | undefined {
  return permissionsOf(state, account).find((entry) => entry.perm_name.toString() === permission)
}

/** Whether `ancestor` is `permission` itself or one of its parents (owner satisfies active). */
export function permissionSatisfies(
  state: NativeState,
  account: string,
  ancestor: string,
  permission: string,
): boolean {
  let current: string | undefined = permission
  for (let hops = 0; current && hops < 16; hops += 1) {
    if (current === ancestor) return true
    current = findPermission(state, account, current)?.parent.toString()
  }
  return false
}

/** The declared authorization must include `account` with a permission at least as strong as `minimum`. */
export function requireAuthorization(
  state: NativeState,
  authorization: PermissionLevel[],
  account: string,
  minimum?: string,
): void {
  const declared = authorization.filter((level) => level.actor.toString() === account)
  if (declared.length === 0) throw new ChainError('missing_auth_exception', `missing authority of ${account}`)
  if (minimum === undefined) return
  if (!declared.some((level) => permissionSatisfies(state, account, level.permission.toString(), minimum))) {
    throw new ChainError(
      'irrelevant_auth_exception',
      `action declares irrelevant authority '${declared[0]?.toString() ?? ''}'; minimum authority is ${account}@${minimum}`,
    )
  }
}

export function requireAccount(state: NativeState, account: string): void {
  if (!vertAccount(state, account))
    throw new ChainError('action_validate_exception', `account ${account} does not exist`)
}
