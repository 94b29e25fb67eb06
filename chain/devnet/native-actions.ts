import { ABI, Asset, Authority, Name, Serializer, type PermissionLevel } from '@greymass/eosio'
import { AccountPermission, type Account, type Blockchain } from '@proton/vert'
import { ChainError } from './errors.ts'

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

const AUTH_TYPES: ABI.Struct[] = [
  {
    name: 'permission_level',
    base: '',
    fields: [
      { name: 'actor', type: 'name' },
      { name: 'permission', type: 'name' },
    ],
  },
  {
    name: 'key_weight',
    base: '',
    fields: [
      { name: 'key', type: 'public_key' },
      { name: 'weight', type: 'uint16' },
    ],
  },
  {
    name: 'permission_level_weight',
    base: '',
    fields: [
      { name: 'permission', type: 'permission_level' },
      { name: 'weight', type: 'uint16' },
    ],
  },
  {
    name: 'wait_weight',
    base: '',
    fields: [
      { name: 'wait_sec', type: 'uint32' },
      { name: 'weight', type: 'uint16' },
    ],
  },
  {
    name: 'authority',
    base: '',
    fields: [
      { name: 'threshold', type: 'uint32' },
      { name: 'keys', type: 'key_weight[]' },
      { name: 'accounts', type: 'permission_level_weight[]' },
      { name: 'waits', type: 'wait_weight[]' },
    ],
  },
  {
    name: 'newaccount',
    base: '',
    fields: [
      { name: 'creator', type: 'name' },
      { name: 'name', type: 'name' },
      { name: 'owner', type: 'authority' },
      { name: 'active', type: 'authority' },
    ],
  },
  {
    name: 'updateauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'permission', type: 'name' },
      { name: 'parent', type: 'name' },
      { name: 'auth', type: 'authority' },
    ],
  },
  {
    name: 'deleteauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'permission', type: 'name' },
    ],
  },
  {
    name: 'linkauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'code', type: 'name' },
      { name: 'type', type: 'name' },
      { name: 'requirement', type: 'name' },
    ],
  },
  {
    name: 'unlinkauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'code', type: 'name' },
      { name: 'type', type: 'name' },
    ],
  },
]

const SYSTEM_CONTRACT_TYPES: ABI.Struct[] = [
  {
    name: 'buyram',
    base: '',
    fields: [
      { name: 'payer', type: 'name' },
      { name: 'receiver', type: 'name' },
      { name: 'quant', type: 'asset' },
    ],
  },
  {
    name: 'buyrambytes',
    base: '',
    fields: [
      { name: 'payer', type: 'name' },
      { name: 'receiver', type: 'name' },
      { name: 'bytes', type: 'uint32' },
    ],
  },
  {
    name: 'delegatebw',
    base: '',
    fields: [
      { name: 'from', type: 'name' },
      { name: 'receiver', type: 'name' },
      { name: 'stake_net_quantity', type: 'asset' },
      { name: 'stake_cpu_quantity', type: 'asset' },
      { name: 'transfer', type: 'bool' },
    ],
  },
]

const AUTH_ACTIONS = ['newaccount', 'updateauth', 'deleteauth', 'linkauth', 'unlinkauth']
const SYSTEM_CONTRACT_ACTIONS = ['buyram', 'buyrambytes', 'delegatebw']

/** The ABI published for the system account: native actions, plus the resource actions when system contracts are on. */
export function systemAbi(hasSystemContracts: boolean): ABI.Def {
  const actionNames = hasSystemContracts ? [...AUTH_ACTIONS, ...SYSTEM_CONTRACT_ACTIONS] : AUTH_ACTIONS
  return {
    version: 'eosio::abi/1.1',
    types: [],
    structs: hasSystemContracts ? [...AUTH_TYPES, ...SYSTEM_CONTRACT_TYPES] : AUTH_TYPES,
    actions: actionNames.map((name) => ({ name, type: name, ricardian_contract: '' })),
    tables: [],
    ricardian_clauses: [],
    variants: [],
  }
}

/** RAM a new account gets without a system contract; enough that nothing ever runs out. */
export const UNLIMITED_RAM = -1
/** Bytes of RAM one smallest unit of the system token buys (1.0000 buys 10000 bytes). */
export const RAM_BYTES_PER_TOKEN_UNIT = 1

const RESERVED_PERMISSIONS = new Set(['eosio.any', 'eosio.code'])
const UNLINKABLE_ACTIONS = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth', 'canceldelay'])

function vertAccount(state: NativeState, name: string): Account | undefined {
  return state.bc.getAccount(Name.from(name))
}

function permissionsOf(state: NativeState, account: string): AccountPermission[] {
  const holder = vertAccount(state, account)
  return holder ? (holder.permissions as unknown as AccountPermission[]) : []
}

function findPermission(state: NativeState, account: string, permission: string): AccountPermission | undefined {
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
function requireAuthorization(
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

function validateAuthority(state: NativeState, authority: Authority, label: string): void {
  const threshold = authority.threshold.toNumber()
  let total = 0
  const seen = new Set<string>()
  for (const { key, weight } of authority.keys) {
    const text = key.toString()
    if (seen.has(text)) throw new ChainError('action_validate_exception', `Invalid ${label} authority`)
    seen.add(text)
    total += weight.toNumber()
  }
  for (const { permission, weight } of authority.accounts) {
    const text = permission.toString()
    if (seen.has(text)) throw new ChainError('action_validate_exception', `Invalid ${label} authority`)
    seen.add(text)
    if (!vertAccount(state, permission.actor.toString())) {
      throw new ChainError('action_validate_exception', `account '${permission.actor.toString()}' does not exist`)
    }
    total += weight.toNumber()
  }
  for (const { weight } of authority.waits) total += weight.toNumber()
  if (threshold === 0 || total < threshold)
    throw new ChainError('action_validate_exception', `Invalid ${label} authority`)
}

function makePermission(permission: string, parent: string, auth: Authority): AccountPermission {
  return AccountPermission.from({ perm_name: permission, parent, required_auth: auth })
}

function decode(abi: ABI, type: string, data: Uint8Array): Record<string, unknown> {
  try {
    return Serializer.objectify(Serializer.decode({ abi, type, data })) as Record<string, unknown>
  } catch (error) {
    throw new ChainError(
      'invalid_action_args_exception',
      `unable to unpack ${type}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

const abiCache = new Map<boolean, ABI>()
function nativeAbi(hasSystemContracts: boolean): ABI {
  let abi = abiCache.get(hasSystemContracts)
  if (!abi) {
    abi = ABI.from(systemAbi(hasSystemContracts))
    abiCache.set(hasSystemContracts, abi)
  }
  return abi
}

/** Whether `eosio::<name>` is handled natively on this chain. */
export function isNativeAction(name: string, hasSystemContracts: boolean): boolean {
  return AUTH_ACTIONS.includes(name) || (hasSystemContracts && SYSTEM_CONTRACT_ACTIONS.includes(name))
}

/**
 * The permission an action needs from `actor` by default: a linkauth requirement for this exact
 * action, else for any action of the code, else active (nodeos's lookup_minimum_permission).
 * Native permission-management actions are checked by their handlers instead.
 */
export function minimumPermission(state: NativeState, actor: string, code: string, action: string): string | undefined {
  if (code === SYSTEM_ACCOUNT && AUTH_ACTIONS.includes(action) && action !== 'newaccount') return undefined
  return state.links.get(`${actor}|${code}|${action}`) ?? state.links.get(`${actor}|${code}|`) ?? 'active'
}

function ensureResources(state: NativeState, account: string): AccountResources {
  let resources = state.resources.get(account)
  if (!resources) {
    resources = { createdMs: 0, ramBytes: UNLIMITED_RAM, netWeight: 0n, cpuWeight: 0n, stakeSymbol: '' }
    state.resources.set(account, resources)
  }
  return resources
}

function requireAccount(state: NativeState, account: string): void {
  if (!vertAccount(state, account))
    throw new ChainError('action_validate_exception', `account ${account} does not exist`)
}

/** Applies `eosio::<name>` natively and returns how to undo it. */
export function applyNativeAction(
  state: NativeState,
  name: string,
  data: Uint8Array,
  authorization: PermissionLevel[],
  blockTimeMs: number,
): Undo {
  const fields = decode(nativeAbi(state.hasSystemContracts), name, data)
  const text = (field: string) => String(fields[field] ?? '')
  switch (name) {
    case 'newaccount': {
      const creator = text('creator')
      const account = text('name')
      requireAuthorization(state, authorization, creator)
      if (account.length === 0 || account.length > 12 || Name.from(account).toString() !== account) {
        throw new ChainError('action_validate_exception', 'account names can only be 12 chars long')
      }
      if (account.startsWith('eosio.') && creator !== SYSTEM_ACCOUNT) {
        throw new ChainError(
          'action_validate_exception',
          "only privileged accounts can have names that start with 'eosio.'",
        )
      }
      if (vertAccount(state, account)) {
        throw new ChainError(
          'account_name_exists_exception',
          `Cannot create account named ${account}, as that name is already taken`,
        )
      }
      const owner = Authority.from(fields.owner as Parameters<typeof Authority.from>[0])
      const active = Authority.from(fields.active as Parameters<typeof Authority.from>[0])
      validateAuthority(state, owner, 'owner')
      validateAuthority(state, active, 'active')
      const bc = state.bc
      bc.createAccount({
        name: account,
        permissions: [makePermission('owner', '', owner), makePermission('active', 'owner', active)],
      })
      const previous = state.resources.get(account)
      state.resources.set(account, {
        createdMs: blockTimeMs,
        ramBytes: state.hasSystemContracts ? 0 : UNLIMITED_RAM,
        netWeight: 0n,
        cpuWeight: 0n,
        stakeSymbol: '',
      })
      return () => {
        Reflect.deleteProperty(bc.accounts, account)
        if (previous) state.resources.set(account, previous)
        else state.resources.delete(account)
      }
    }
    case 'updateauth': {
      const account = text('account')
      const permission = text('permission')
      const parent = text('parent')
      requireAccount(state, account)
      if (RESERVED_PERMISSIONS.has(permission) || permission === '') {
        throw new ChainError('action_validate_exception', `Cannot create an authority named ${permission}`)
      }
      if (permission === 'owner' ? parent !== '' : parent === '' || !findPermission(state, account, parent)) {
        throw new ChainError(
          'invalid_parent_permission',
          permission === 'owner'
            ? "Cannot change owner authority's parent"
            : `parent permission ${parent} does not exist`,
        )
      }
      const existing = findPermission(state, account, permission)
      if (existing && permission !== 'owner' && parent === permission) {
        throw new ChainError('invalid_parent_permission', 'Cannot set an authority as its own parent')
      }
      requireAuthorization(state, authorization, account, existing ? permission : parent)
      const auth = Authority.from(fields.auth as Parameters<typeof Authority.from>[0])
      validateAuthority(state, auth, 'new')
      const holder = vertAccount(state, account)
      if (!holder) throw new ChainError('action_validate_exception', `account ${account} does not exist`)
      const before = holder.permissions
      const replacement = makePermission(permission, parent, auth)
      holder.setPermissions(
        existing
          ? before.map((entry) => (entry.perm_name.toString() === permission ? replacement : entry))
          : [...before, replacement],
      )
      return () => holder.setPermissions(before)
    }
    case 'deleteauth': {
      const account = text('account')
      const permission = text('permission')
      requireAccount(state, account)
      if (permission === 'owner' || permission === 'active') {
        throw new ChainError('invalid_permission', `Cannot delete ${permission} authority`)
      }
      const existing = findPermission(state, account, permission)
      if (!existing)
        throw new ChainError('permission_query_exception', `Failed to retrieve permission: ${account}@${permission}`)
      requireAuthorization(state, authorization, account, permission)
      if (permissionsOf(state, account).some((entry) => entry.parent.toString() === permission)) {
        throw new ChainError(
          'action_validate_exception',
          'Cannot delete an authority which has children. Delete the children first',
        )
      }
      for (const [key, requirement] of state.links) {
        if (key.startsWith(`${account}|`) && requirement === permission) {
          throw new ChainError(
            'action_validate_exception',
            'Cannot delete a linked authority. Unlink the authority first',
          )
        }
      }
      const holder = vertAccount(state, account)
      if (!holder) throw new ChainError('action_validate_exception', `account ${account} does not exist`)
      const before = holder.permissions
      holder.setPermissions(before.filter((entry) => entry.perm_name.toString() !== permission))
      return () => holder.setPermissions(before)
    }
    case 'linkauth': {
      const account = text('account')
      const code = text('code')
      const type = text('type')
      const requirement = text('requirement')
      requireAccount(state, account)
      requireAccount(state, code)
      if (requirement === '') throw new ChainError('action_validate_exception', 'Missing required permission')
      if (code === SYSTEM_ACCOUNT && UNLINKABLE_ACTIONS.has(type)) {
        throw new ChainError('unlinkable_min_permission_action', `Cannot link eosio::${type} to a minimum permission`)
      }
      if (requirement !== 'eosio.any' && !findPermission(state, account, requirement)) {
        throw new ChainError('permission_query_exception', `Failed to retrieve permission: ${account}@${requirement}`)
      }
      requireAuthorization(state, authorization, account, 'active')
      const key = `${account}|${code}|${type}`
      const before = state.links.get(key)
      state.links.set(key, requirement)
      return () => {
        if (before === undefined) state.links.delete(key)
        else state.links.set(key, before)
      }
    }
    case 'unlinkauth': {
      const account = text('account')
      const key = `${account}|${text('code')}|${text('type')}`
      requireAuthorization(state, authorization, account, 'active')
      const before = state.links.get(key)
      if (before === undefined)
        throw new ChainError('action_validate_exception', 'Attempting to unlink authority, but no link found')
      state.links.delete(key)
      return () => state.links.set(key, before)
    }
    case 'buyram':
    case 'buyrambytes': {
      const payer = text('payer')
      const receiver = text('receiver')
      requireAuthorization(state, authorization, payer)
      requireAccount(state, receiver)
      const bytes =
        name === 'buyrambytes'
          ? Number(fields.bytes)
          : Number(Asset.from(text('quant')).units.toString()) * RAM_BYTES_PER_TOKEN_UNIT
      if (!(bytes > 0))
        throw new ChainError(
          'eosio_assert_message_exception',
          'assertion failure with message: must purchase a positive amount',
        )
      const resources = ensureResources(state, receiver)
      const before = { ...resources }
      resources.ramBytes = (resources.ramBytes === UNLIMITED_RAM ? 0 : resources.ramBytes) + bytes
      return () => state.resources.set(receiver, before)
    }
    case 'delegatebw': {
      const from = text('from')
      const receiver = text('receiver')
      requireAuthorization(state, authorization, from)
      requireAccount(state, receiver)
      const net = Asset.from(text('stake_net_quantity'))
      const cpu = Asset.from(text('stake_cpu_quantity'))
      if (net.units.toString().startsWith('-') || cpu.units.toString().startsWith('-')) {
        throw new ChainError(
          'eosio_assert_message_exception',
          'assertion failure with message: must stake a positive amount',
        )
      }
      if (!net.symbol.equals(cpu.symbol)) {
        throw new ChainError(
          'eosio_assert_message_exception',
          'assertion failure with message: attempt to stake different symbols',
        )
      }
      const resources = ensureResources(state, receiver)
      const before = { ...resources }
      resources.netWeight += BigInt(net.units.toString())
      resources.cpuWeight += BigInt(cpu.units.toString())
      resources.stakeSymbol = net.symbol.toString()
      return () => state.resources.set(receiver, before)
    }
    default:
      throw new ChainError('action_not_found_exception', `action ${name} not found on ${SYSTEM_ACCOUNT}`)
  }
}
