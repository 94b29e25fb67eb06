import { ABI, Bytes, PrivateKey } from '@greymass/eosio'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { type Chain } from './chain.ts'
import { SYSTEM_ACCOUNT } from './native-state.ts'
import { sha256Hex } from './persistence.ts'

/** One development account, as written to `<data folder>/dev-accounts.json`. Never used outside development. */
export interface DevAccount {
  account: string
  role: 'system' | 'contract' | 'operator' | 'platform' | 'consumer' | 'manager'
  public_key: string
  private_key: string
}

export interface GenesisOptions {
  contractAccount: string
  /** Path of the built contract without extension (`.wasm` and `.abi` are added). */
  contractPath: string
  hasSystemContracts: boolean
  blockIntervalMs: number
}

export const DEV_ACCOUNTS_FILE = 'dev-accounts.json'
/** Blocks produced at genesis so that eosjs's reference block (head − 3) exists at once. */
const INITIAL_BLOCKS = 4
/** The spec's new-account defaults, used when system contracts are on. */
const NEW_ACCOUNT_RAM_BYTES = 8192
const NEW_ACCOUNT_STAKE = '1.0000 SYS'

/**
 * Three contract managers (operators on the contract) and their board: any two of them sign for
 * `MANAGER_BOARD@active`, itself an operator, so a fee change may go through a 2-of-3 eosio.msig proposal
 * from the console (demo users devnet_manager1..3).
 */
export const MANAGERS = ['manager1', 'manager2', 'manager3'] as const
export const MANAGER_BOARD = 'managers'

const DEMO_ACCOUNTS: { account: string; role: DevAccount['role'] }[] = [
  { account: 'operator1', role: 'operator' },
  { account: 'platform1', role: 'platform' },
  { account: 'consumer1', role: 'consumer' },
  ...[...MANAGERS, MANAGER_BOARD].map((account) => ({ account, role: 'manager' as const })),
]

/** Fee rules (points per call) the demo starts with, for both collectible business types. */
const DEMO_FEES: Record<string, number> = {
  mint: 10,
  mintbatch: 10,
  transfer: 5,
  batchtrans: 5,
  freeze: 2,
  unfreeze: 2,
  burn: 2,
  burnbatch: 2,
  approve: 1,
  approvebatch: 1,
  approvalall: 1,
  delapproval: 1,
  seturi: 1,
}

/**
 * A fresh K1 key. @greymass/eosio's `PrivateKey.generate` drops a secret's leading zero bytes (1 key in 256),
 * which gives a short WIF that eosjs and other readers refuse: the secret is padded back to 32 bytes.
 */
export function freshPrivateKey(): PrivateKey {
  const generated = PrivateKey.generate('K1')
  const secret = new Uint8Array(32)
  secret.set(generated.data.array, 32 - generated.data.array.length)
  return new PrivateKey(generated.type, Bytes.from(secret))
}

export function devKey(): { public_key: string; private_key: string } {
  const key = freshPrivateKey()
  return { public_key: key.toPublic().toLegacyString(), private_key: key.toWif() }
}

function keyAuthority(publicKey: string) {
  return { threshold: 1, keys: [{ key: publicKey, weight: 1 }], accounts: [], waits: [] }
}

export function readDevAccounts(dataDir: string): DevAccount[] {
  const file = path.join(dataDir, DEV_ACCOUNTS_FILE)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as DevAccount[]) : []
}

function keyOf(accounts: DevAccount[], account: string): PrivateKey {
  const entry = accounts.find((candidate) => candidate.account === account)
  if (!entry) throw new Error(`devnet: no development key for ${account}`)
  return PrivateKey.from(entry.private_key)
}

/**
 * Creates a fresh chain: the system account, the contract account and the demo operator,
 * platform and consumer accounts (by signed `newaccount` transactions, so they are in the blocks),
 * then deploys and initialises the contract when it is built.
 */
export async function createGenesis(chain: Chain, options: GenesisOptions): Promise<DevAccount[]> {
  const system = { account: SYSTEM_ACCOUNT, role: 'system' as const, ...devKey() }
  const accounts: DevAccount[] = [
    system,
    { account: options.contractAccount, role: 'contract', ...devKey() },
    ...DEMO_ACCOUNTS.map((demo) => ({ ...demo, ...devKey() })),
  ]
  fs.mkdirSync(chain.dataDir, { recursive: true })
  fs.writeFileSync(path.join(chain.dataDir, DEV_ACCOUNTS_FILE), `${JSON.stringify(accounts, null, 2)}\n`, {
    mode: 0o600,
  })

  const now = Date.now()
  const timestampMs = now - INITIAL_BLOCKS * options.blockIntervalMs
  await chain.createGenesis(
    {
      chainId: sha256Hex(`ddc-devnet:${timestampMs}:${system.public_key}`),
      timestampMs,
      hasSystemContracts: options.hasSystemContracts,
      systemPublicKey: system.public_key,
    },
    INITIAL_BLOCKS,
  )
  chain.setProducerKey(PrivateKey.from(system.private_key))

  const systemAuth = [{ actor: SYSTEM_ACCOUNT, permission: 'active' }]
  const created = accounts.filter((entry) => entry.account !== SYSTEM_ACCOUNT)
  await chain.transact(
    created.flatMap((entry) => {
      const newAccount = {
        account: SYSTEM_ACCOUNT,
        name: 'newaccount',
        authorization: systemAuth,
        data: {
          creator: SYSTEM_ACCOUNT,
          name: entry.account,
          owner: keyAuthority(entry.public_key),
          active: keyAuthority(entry.public_key),
        },
      }
      if (!options.hasSystemContracts) return [newAccount]
      return [
        newAccount,
        {
          account: SYSTEM_ACCOUNT,
          name: 'buyrambytes',
          authorization: systemAuth,
          data: { payer: SYSTEM_ACCOUNT, receiver: entry.account, bytes: NEW_ACCOUNT_RAM_BYTES },
        },
        {
          account: SYSTEM_ACCOUNT,
          name: 'delegatebw',
          authorization: systemAuth,
          data: {
            from: SYSTEM_ACCOUNT,
            receiver: entry.account,
            stake_net_quantity: NEW_ACCOUNT_STAKE,
            stake_cpu_quantity: NEW_ACCOUNT_STAKE,
            transfer: false,
          },
        },
      ]
    }),
    [keyOf(accounts, SYSTEM_ACCOUNT)],
  )
  await chain.transact(
    [
      {
        account: SYSTEM_ACCOUNT,
        name: 'updateauth',
        authorization: [{ actor: MANAGER_BOARD, permission: 'owner' }],
        data: {
          account: MANAGER_BOARD,
          permission: 'active',
          parent: 'owner',
          auth: {
            threshold: 2,
            keys: [],
            accounts: MANAGERS.map((actor) => ({ permission: { actor, permission: 'active' }, weight: 1 })),
            waits: [],
          },
        },
      },
    ],
    [keyOf(accounts, MANAGER_BOARD)],
  )
  // The contract sends inline actions (notifications) as itself: its active permission needs eosio.code.
  const contract = accounts.find((entry) => entry.role === 'contract')
  if (contract) {
    await chain.transact(
      [
        {
          account: SYSTEM_ACCOUNT,
          name: 'updateauth',
          authorization: [{ actor: contract.account, permission: 'owner' }],
          data: {
            account: contract.account,
            permission: 'active',
            parent: 'owner',
            auth: {
              ...keyAuthority(contract.public_key),
              accounts: [{ permission: { actor: contract.account, permission: 'eosio.code' }, weight: 1 }],
            },
          },
        },
      ],
      [keyOf(accounts, contract.account)],
    )
  }
  return accounts
}

/**
 * Deploys the built contract when its code differs from what is deployed (so a rebuilt contract is
 * picked up at the next start), and on its first deployment initialises it: default function
 * permissions (`init`), demo fee rules (`setfee`), the operator → platform → consumer hierarchy
 * (`operatoradd`), the operator's manager rights (`setaccrole`) and billing points (`selfrecharge`, `recharge`).
 */
export async function ensureContract(
  chain: Chain,
  options: GenesisOptions,
  accounts: DevAccount[],
): Promise<'deployed' | 'upgraded' | 'unchanged' | 'missing'> {
  const wasmFile = `${options.contractPath}.wasm`
  const abiFile = `${options.contractPath}.abi`
  if (!fs.existsSync(wasmFile) || !fs.existsSync(abiFile)) return 'missing'
  const wasm = new Uint8Array(fs.readFileSync(wasmFile))
  const deployed = chain.deployedCodeHash(options.contractAccount)
  if (deployed === sha256Hex(wasm)) return 'unchanged'
  const abi = JSON.parse(fs.readFileSync(abiFile, 'utf8')) as ABI.Def
  await chain.deployContract(options.contractAccount, wasm, abi)
  if (deployed !== undefined) return 'upgraded'
  if (accounts.length > 0) await initialiseContract(chain, options.contractAccount, abi, accounts)
  return 'deployed'
}

async function initialiseContract(
  chain: Chain,
  contractAccount: string,
  abiDef: ABI.Def,
  accounts: DevAccount[],
): Promise<void> {
  const abi = ABI.from(abiDef)
  const has = (action: string) => abi.actions.some((candidate) => candidate.name.toString() === action)
  const byRole = (role: DevAccount['role']) => accounts.find((entry) => entry.role === role)?.account
  const operator = byRole('operator')
  const platform = byRole('platform')
  const consumer = byRole('consumer')
  const call = (actor: string, name: string, data: Record<string, unknown>) => ({
    account: contractAccount,
    name,
    authorization: [{ actor, permission: 'owner' }],
    data,
  })

  const byContract = [
    ...(has('init') ? [call(contractAccount, 'init', {})] : []),
    ...(has('setfee')
      ? [1, 2].flatMap((businessType) =>
          Object.entries(DEMO_FEES).map(([funcName, value]) =>
            call(contractAccount, 'setfee', {
              sender: contractAccount,
              business_type: businessType,
              func_name: funcName,
              value,
            }),
          ),
        )
      : []),
    ...(operator && has('operatoradd')
      ? [
          call(contractAccount, 'operatoradd', {
            sender: contractAccount,
            account: operator,
            account_name: '演示运营方',
            account_did: `did:ddc:${operator}`,
            leader_did: `did:ddc:${contractAccount}`,
          }),
        ]
      : []),
    ...(has('operatoradd')
      ? accounts
          .filter((entry) => entry.role === 'manager')
          .map((manager) =>
            call(contractAccount, 'operatoradd', {
              sender: contractAccount,
              account: manager.account,
              account_name: manager.account === MANAGER_BOARD ? '演示管理委员会' : '演示管理员',
              account_did: `did:ddc:${manager.account}`,
              leader_did: `did:ddc:${contractAccount}`,
            }),
          )
      : []),
    // The demo operator administers the contract too, so the console's manager screens have a user.
    ...(operator && has('setaccrole')
      ? [call(contractAccount, 'setaccrole', { sender: contractAccount, account: operator, role: 1, is_manager: true })]
      : []),
    // The demo managers use the manager screens too (the console shows them to manager rights only).
    ...(has('setaccrole')
      ? MANAGERS.map((manager) =>
          call(contractAccount, 'setaccrole', { sender: contractAccount, account: manager, role: 1, is_manager: true }),
        )
      : []),
    ...(has('selfrecharge')
      ? [call(contractAccount, 'selfrecharge', { sender: contractAccount, value: 10_000_000 })]
      : []),
    ...(operator && has('recharge')
      ? [call(contractAccount, 'recharge', { from: contractAccount, to: operator, value: 1_000_000, memo: 'genesis' })]
      : []),
    // The console checks a points account before any chain operation, fee-free manager actions included.
    ...(has('recharge')
      ? MANAGERS.map((manager) =>
          call(contractAccount, 'recharge', { from: contractAccount, to: manager, value: 1_000, memo: 'genesis' }),
        )
      : []),
  ]
  if (byContract.length > 0) await chain.transact(byContract, [keyOf(accounts, contractAccount)])

  if (operator && platform && has('operatoradd') && has('recharge')) {
    await chain.transact(
      [
        call(operator, 'operatoradd', {
          sender: operator,
          account: platform,
          account_name: '演示平台方',
          account_did: `did:ddc:${platform}`,
          leader_did: `did:ddc:${operator}`,
        }),
        call(operator, 'recharge', { from: operator, to: platform, value: 100_000, memo: 'genesis' }),
      ],
      [keyOf(accounts, operator)],
    )
  }
  if (platform && consumer && has('operatoradd') && has('recharge')) {
    await chain.transact(
      [
        call(platform, 'operatoradd', {
          sender: platform,
          account: consumer,
          account_name: '演示用户',
          account_did: `did:ddc:${consumer}`,
          leader_did: `did:ddc:${platform}`,
        }),
        call(platform, 'recharge', { from: platform, to: consumer, value: 1_000, memo: 'genesis' }),
      ],
      [keyOf(accounts, platform)],
    )
  }
}
