import { Name } from '@greymass/eosio'
import { type Account } from '@proton/vert'
import { formatChainTime, type Block } from './blocks.ts'
import { levelJson } from './contracts.ts'
import { ChainError } from './errors.ts'
import { SYSTEM_ACCOUNT, UNLIMITED_RAM, type NativeState } from './native-state.ts'

/** An existing account by its exact name; nodeos's "unknown key" error otherwise. */
export function requireAccount(state: NativeState, name: string): Account {
  let account: Account | undefined
  try {
    account = state.bc.getAccount(Name.from(name))
  } catch {
    account = undefined
  }
  if (!account || Name.from(name).toString() !== name)
    throw new ChainError('exception', `unknown key (eosio::chain::name): ${name}`)
  return account
}

/** get_account's answer: permissions with their linked actions, tracked (never enforced) resources. */
export function accountJson(state: NativeState, account: Account, head: Block | undefined) {
  const name = account.name.toString()
  const resources = state.resources.get(name) ?? {
    createdMs: 0,
    ramBytes: UNLIMITED_RAM,
    netWeight: 0n,
    cpuWeight: 0n,
    stakeSymbol: '',
  }
  const [precisionText, symbolCode] = resources.stakeSymbol.split(',')
  const precision = Number(precisionText ?? 4)
  const stake = (units: bigint) =>
    resources.stakeSymbol ? `${(Number(units) / 10 ** precision).toFixed(precision)} ${symbolCode ?? ''}` : '0.0000 SYS'
  const limit = {
    used: 0,
    available: -1,
    max: -1,
    last_usage_update_time: formatChainTime(head?.timestampMs ?? 0),
    current_used: 0,
  }
  const linked = (permission: string) =>
    [...state.links.entries()]
      .filter(([key, requirement]) => key.startsWith(`${name}|`) && requirement === permission)
      .map(([key]) => {
        const [, code, type] = key.split('|')
        return type ? { account: code ?? '', action: type } : { account: code ?? '' }
      })
  return {
    account_name: name,
    head_block_num: head?.num ?? 0,
    head_block_time: formatChainTime(head?.timestampMs ?? 0),
    privileged: name === SYSTEM_ACCOUNT,
    last_code_update: formatChainTime(0),
    created: formatChainTime(resources.createdMs),
    ram_quota: resources.ramBytes,
    net_weight: Number(resources.netWeight),
    cpu_weight: Number(resources.cpuWeight),
    net_limit: limit,
    cpu_limit: limit,
    ram_usage: 2996,
    permissions: account.permissions.map((permission) => ({
      perm_name: permission.perm_name.toString(),
      parent: permission.parent.toString(),
      required_auth: {
        threshold: permission.required_auth.threshold.toNumber(),
        keys: permission.required_auth.keys.map((entry) => ({
          key: entry.key.toLegacyString(),
          weight: entry.weight.toNumber(),
        })),
        accounts: permission.required_auth.accounts.map((entry) => ({
          permission: levelJson(entry.permission),
          weight: entry.weight.toNumber(),
        })),
        waits: permission.required_auth.waits.map((entry) => ({
          wait_sec: entry.wait_sec.toNumber(),
          weight: entry.weight.toNumber(),
        })),
      },
      linked_actions: linked(permission.perm_name.toString()),
    })),
    total_resources: resources.stakeSymbol
      ? {
          owner: name,
          net_weight: stake(resources.netWeight),
          cpu_weight: stake(resources.cpuWeight),
          ram_bytes: resources.ramBytes,
        }
      : null,
    self_delegated_bandwidth: null,
    refund_request: null,
    voter_info: null,
    rex_info: null,
    subjective_cpu_bill_limit: limit,
    eosio_any_linked_actions: linked('eosio.any'),
  }
}
