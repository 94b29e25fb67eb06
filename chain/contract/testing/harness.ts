// The collectibles contract, compiled to WebAssembly and run in Node by @proton/vert, for the contract's tests:
// each test starts from the same registered accounts and checks what a caller of the contract notices (rows,
// balances, errors).
import { beforeAll, beforeEach, expect } from 'vitest'
import { Blockchain, type Account as ChainAccount } from '@proton/vert'
import { buildContract, contractOutputs } from '../build.mjs'

export type Row = Record<string, unknown>
export type ActionData = Record<string, unknown>

export const CONTRACT = 'ddccontract'
// admin: operator + manager; op: operator; plat1, plat2: platforms; alice, bob: plat1's consumers;
// carol: plat2's consumer; outsider: a chain account never registered.
export const ACCOUNTS = ['admin', 'op', 'plat1', 'plat2', 'alice', 'bob', 'carol', 'outsider'] as const

export const SINGLE = 1
export const MULTI = 2

export const blockchain = new Blockchain()
let ddc: ChainAccount

async function waitForContract(account: ChainAccount): Promise<void> {
  const started = Date.now()
  while (!account.isContract || account.abi === undefined) {
    if (Date.now() - started > 10_000) throw new Error('the contract did not load')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export function send(action: string, data: ActionData, signer: string): Promise<void> {
  const create = ddc.actions[action]
  if (create === undefined) throw new Error(`no action ${action} in the ABI`)
  return create(data).send(`${signer}@active`)
}

export async function expectFailure(attempt: Promise<unknown>, message: string): Promise<void> {
  await expect(attempt).rejects.toThrow(`eosio_assert: ${message}`)
}

export function rows(table: string): Row[] {
  const view = ddc.tables[table]
  if (view === undefined) throw new Error(`no table ${table} in the ABI`)
  try {
    return view().getTableRows(BigInt(0), { limit: 10_000 }) as Row[]
  } catch {
    return [] // a table that never held a row
  }
}

export const accountRow = (name: string) => rows('s21account').find((row) => row.account === name)
export const points = (name: string) => Number(rows('s21balance').find((row) => row.account === name)?.points ?? 0)
export const nftRow = (id: number) => rows('nfts').find((row) => Number(row.nft_id) === id)
export const holding = (id: number, owner: string) =>
  Number(rows('nftbalances').find((row) => Number(row.nft_id) === id && row.owner === owner)?.amount ?? 0)
export const nextNftId = () => Number(rows('config')[0]?.next_nft_id ?? 1)

export const register = (sender: string, account: string) =>
  send(
    'operatoradd',
    { sender, account, account_name: `${account} name`, account_did: `did:${account}`, leader_did: `did:${sender}` },
    sender,
  )

export async function seed(): Promise<void> {
  await send('init', {}, CONTRACT)
  await register(CONTRACT, 'admin')
  await send('setaccrole', { sender: CONTRACT, account: 'admin', role: 1, is_manager: true }, CONTRACT)
  await register(CONTRACT, 'op')
  await register('op', 'plat1')
  await register('op', 'plat2')
  await register('plat1', 'alice')
  await register('plat1', 'bob')
  await register('plat2', 'carol')
  await send('selfrecharge', { sender: 'op', value: 1_000_000 }, 'op')
  for (const account of ['plat1', 'plat2'])
    await send('recharge', { from: 'op', to: account, value: 10_000, memo: '' }, 'op')
  for (const account of ['alice', 'bob'])
    await send('recharge', { from: 'plat1', to: account, value: 1_000, memo: '' }, 'plat1')
  await send('recharge', { from: 'plat2', to: 'carol', value: 1_000, memo: '' }, 'plat2')
}

/** Mints and returns the new nft_id. */
export async function mint(
  sender: string,
  to: string,
  businessType: number,
  amount = 1,
  uri = 'ipfs://item',
): Promise<number> {
  const id = nextNftId()
  await send('mint', { sender, to, amount, nft_uri: uri, business_type: businessType, memo: 'memo' }, sender)
  return id
}

export const freezeAccount = (sender: string, account: string, platformLevel = false) =>
  send('updateaccsta', { sender, account, state: 2, change_platform_state: platformLevel }, sender)

/** Builds and loads the contract once per test file, then starts every test from the same seeded accounts. */
export function withContract(): void {
  beforeAll(async () => {
    await buildContract({ log: () => undefined })
    ddc = blockchain.createContract(CONTRACT, contractOutputs.wasm.replace(/\.wasm$/, ''))
    blockchain.createAccounts(...ACCOUNTS)
    await waitForContract(ddc)
  }, 240_000)

  beforeEach(async () => {
    blockchain.resetTables()
    await seed()
  })
}
