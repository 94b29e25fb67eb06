import { Asset } from '@greymass/eosio'
import { ChainError } from './errors.ts'
import {
  RAM_BYTES_PER_TOKEN_UNIT,
  requireAccount,
  requireAuthorization,
  UNLIMITED_RAM,
  type AccountResources,
  type NativeCall,
  type NativeState,
  type Undo,
} from './native-state.ts'

// The system contracts' resource actions, native here: buyram, buyrambytes, delegatebw (tracked, never enforced).

function ensureResources(state: NativeState, account: string): AccountResources {
  let resources = state.resources.get(account)
  if (!resources) {
    resources = { createdMs: 0, ramBytes: UNLIMITED_RAM, netWeight: 0n, cpuWeight: 0n, stakeSymbol: '' }
    state.resources.set(account, resources)
  }
  return resources
}

/** buyram (by token amount) and buyrambytes (by bytes). */
export function buyRam(state: NativeState, name: string, { fields, text, authorization }: NativeCall): Undo {
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

export function delegateBw(state: NativeState, { text, authorization }: NativeCall): Undo {
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
