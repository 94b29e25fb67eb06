import { Serializer, type ABI, type PermissionLevel } from '@greymass/eosio'
import { ChainError } from './errors.ts'
import { deleteAuth, linkAuth, newAccount, unlinkAuth, updateAuth } from './native-auth-actions.ts'
import { buyRam, delegateBw } from './native-resource-actions.ts'
import { SYSTEM_ACCOUNT, type NativeCall, type NativeState, type Undo } from './native-state.ts'
import { AUTH_ACTIONS, nativeAbi, SYSTEM_CONTRACT_ACTIONS } from './system-abi.ts'

// Native `eosio` actions: which ones this chain handles, the permission each needs by default, and the
// dispatch to their handlers (native-auth-actions.ts, native-resource-actions.ts). The state they change and
// their shared checks are in native-state.ts, the ABI that decodes them in system-abi.ts.

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

/** Applies `eosio::<name>` natively and returns how to undo it. */
export function applyNativeAction(
  state: NativeState,
  name: string,
  data: Uint8Array,
  authorization: PermissionLevel[],
  blockTimeMs: number,
): Undo {
  const fields = decode(nativeAbi(state.hasSystemContracts), name, data)
  const call: NativeCall = { fields, text: (field) => String(fields[field] ?? ''), authorization, blockTimeMs }
  switch (name) {
    case 'newaccount':
      return newAccount(state, call)
    case 'updateauth':
      return updateAuth(state, call)
    case 'deleteauth':
      return deleteAuth(state, call)
    case 'linkauth':
      return linkAuth(state, call)
    case 'unlinkauth':
      return unlinkAuth(state, call)
    case 'buyram':
    case 'buyrambytes':
      return buyRam(state, name, call)
    case 'delegatebw':
      return delegateBw(state, call)
    default:
      throw new ChainError('action_not_found_exception', `action ${name} not found on ${SYSTEM_ACCOUNT}`)
  }
}
