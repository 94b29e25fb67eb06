import { ABI, Authority, Name } from '@greymass/eosio'
import { AccountPermission } from '@proton/vert'
import { ZERO_ID } from './blocks.ts'
import { type Contracts } from './contracts.ts'
import { msigAbi, MSIG_ACCOUNT } from './msig-abi.ts'
import { SYSTEM_ACCOUNT, UNLIMITED_RAM, type NativeState } from './native-state.ts'
import { systemAbi } from './system-abi.ts'

// The accounts a chain has from genesis: `eosio` (the system account) and `eosio.msig`.

/** Creates the system account, controlled by the genesis key, with the native actions' ABI. */
export function createSystemAccount(
  state: NativeState,
  contracts: Contracts,
  genesis: { timestampMs: number; systemPublicKey: string },
): void {
  const authority = Authority.from({ threshold: 1, keys: [{ key: genesis.systemPublicKey, weight: 1 }] })
  state.bc.createAccount({
    name: SYSTEM_ACCOUNT,
    permissions: [
      AccountPermission.from({ perm_name: 'owner', parent: '', required_auth: authority }),
      AccountPermission.from({ perm_name: 'active', parent: 'owner', required_auth: authority }),
    ],
  })
  state.resources.set(SYSTEM_ACCOUNT, {
    createdMs: genesis.timestampMs,
    ramBytes: UNLIMITED_RAM,
    netWeight: 0n,
    cpuWeight: 0n,
    stakeSymbol: '',
  })
  contracts.setAbi(SYSTEM_ACCOUNT, ABI.from(systemAbi(state.hasSystemContracts)), ZERO_ID)
}

/**
 * eosio.msig, native like the system actions: created with the system account (and added to data folders
 * made before it existed), controlled by eosio@active as on real chains.
 */
export function ensureMsigAccount(state: NativeState, contracts: Contracts, createdMs: number): void {
  contracts.setAbi(MSIG_ACCOUNT, msigAbi(), ZERO_ID)
  if (state.bc.getAccount(Name.from(MSIG_ACCOUNT))) return
  const authority = Authority.from({
    threshold: 1,
    accounts: [{ permission: { actor: SYSTEM_ACCOUNT, permission: 'active' }, weight: 1 }],
  })
  state.bc.createAccount({
    name: MSIG_ACCOUNT,
    permissions: [
      AccountPermission.from({ perm_name: 'owner', parent: '', required_auth: authority }),
      AccountPermission.from({ perm_name: 'active', parent: 'owner', required_auth: authority }),
    ],
  })
  if (!state.resources.has(MSIG_ACCOUNT)) {
    state.resources.set(MSIG_ACCOUNT, {
      createdMs,
      ramBytes: UNLIMITED_RAM,
      netWeight: 0n,
      cpuWeight: 0n,
      stakeSymbol: '',
    })
  }
}
