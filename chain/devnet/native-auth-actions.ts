import { Authority, Name } from '@greymass/eosio'
import { AccountPermission } from '@proton/vert'
import { ChainError } from './errors.ts'
import {
  findPermission,
  permissionsOf,
  requireAccount,
  requireAuthorization,
  SYSTEM_ACCOUNT,
  UNLIMITED_RAM,
  vertAccount,
  type NativeCall,
  type NativeState,
  type Undo,
} from './native-state.ts'

// The native account and permission actions: newaccount, updateauth, deleteauth, linkauth, unlinkauth.

const RESERVED_PERMISSIONS = new Set(['eosio.any', 'eosio.code'])
const UNLINKABLE_ACTIONS = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth', 'canceldelay'])

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

export function newAccount(state: NativeState, { fields, text, authorization, blockTimeMs }: NativeCall): Undo {
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

export function updateAuth(state: NativeState, { fields, text, authorization }: NativeCall): Undo {
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
      permission === 'owner' ? "Cannot change owner authority's parent" : `parent permission ${parent} does not exist`,
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

export function deleteAuth(state: NativeState, { text, authorization }: NativeCall): Undo {
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
      throw new ChainError('action_validate_exception', 'Cannot delete a linked authority. Unlink the authority first')
    }
  }
  const holder = vertAccount(state, account)
  if (!holder) throw new ChainError('action_validate_exception', `account ${account} does not exist`)
  const before = holder.permissions
  holder.setPermissions(before.filter((entry) => entry.perm_name.toString() !== permission))
  return () => holder.setPermissions(before)
}

export function linkAuth(state: NativeState, { text, authorization }: NativeCall): Undo {
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

export function unlinkAuth(state: NativeState, { text, authorization }: NativeCall): Undo {
  const account = text('account')
  const key = `${account}|${text('code')}|${text('type')}`
  requireAuthorization(state, authorization, account, 'active')
  const before = state.links.get(key)
  if (before === undefined)
    throw new ChainError('action_validate_exception', 'Attempting to unlink authority, but no link found')
  state.links.delete(key)
  return () => state.links.set(key, before)
}
