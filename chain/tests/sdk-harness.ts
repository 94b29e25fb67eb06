// The chain SDK against the real devnet and contract, for the sdk-*.test.ts files (every action succeeds for the
// right signer and role, and fails with the catalogue code the console shows for a wrong signer, a wrong role, a
// frozen account, a frozen collectible, short points and a bad amount): a devnet per test file, a client per
// signer, and the helpers the tests share.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { ChainError, createChainClient, generateKeys, type ChainClient, type ChainErrorCode } from '@/lib/chain'
import { startDevnet, type RunningDevnet } from '../devnet/devnet.ts'

export interface DevAccount {
  account: string
  role: string
  public_key: string
  private_key: string
}

export let devnet: RunningDevnet
let dataDir: string
export let accounts: DevAccount[]
const clients = new Map<string, ChainClient>()
const keys = new Map<string, string>()

export function keyOf(account: string): string {
  const key = keys.get(account)
  if (!key) throw new Error(`no key for ${account}`)
  return key
}

/** A client signing as `account` (with `privateKey`, its own key by default). */
export function as(account: string, privateKey = keyOf(account)): ChainClient {
  const cacheKey = `${account}|${privateKey}`
  let client = clients.get(cacheKey)
  if (!client) {
    client = createChainClient({
      rpcUrl: devnet.url,
      contractAccount: devnet.contractAccount,
      signer: { account, privateKey },
    })
    clients.set(cacheKey, client)
  }
  return client
}

async function failure(promise: Promise<unknown>): Promise<ChainError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ChainError)
    return error as ChainError
  }
  throw new Error('expected the chain to refuse')
}

export async function expectRefused(promise: Promise<unknown>, code: ChainErrorCode): Promise<ChainError> {
  const error = await failure(promise)
  expect(error.code, error.message).toBe(code)
  return error
}

export const contract = () => devnet.contractAccount
export const operator = 'operator1'
export const platform = 'platform1'
export const consumer = 'consumer1'

export async function createConsumer(name: string, creator = platform): Promise<void> {
  const pair = generateKeys()
  await as(creator).createAccount({
    name,
    publicKey: pair.publicKey,
    operator: { account_name: name, account_did: `did:ddc:${name}`, leader_did: `did:ddc:${creator}` },
  })
  keys.set(name, pair.privateKey)
}

/** Lets the reference block move on: the same action sent again in the same block is the same transaction (tx_duplicate). */
export function nextBlock(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300))
}

export async function points(account: string): Promise<bigint> {
  return BigInt(await as(operator).readPoints(account))
}

let minted = 0
/** A number no earlier URI of this test file used (two identical transactions in one block are one transaction). */
export function nextMint(): number {
  minted += 1
  return minted
}

/** Mints a single-copy collectible with a fresh URI (two identical transactions in one block are one transaction). */
export async function mintSingle(to = consumer): Promise<string> {
  const result = await as(platform).mint721({ to, ddc_uri: `ipfs://single/${nextMint()}`, memo: 'test' })
  const id = result.nftIds?.[0]
  if (!id) throw new Error('mint returned no id')
  return id
}

export async function owner721(id: string): Promise<string | undefined> {
  const { rows } = await as(operator).readNfts({ lower_bound: id, upper_bound: id, limit: 1 })
  return rows[0]?.owner
}

export async function holding(id: string, account: string): Promise<string> {
  const { rows } = await as(operator).readNftBalances({
    index_position: 2,
    key_type: 'name',
    lower_bound: account,
    upper_bound: account,
    limit: 100,
  })
  return rows.find((row) => row.nft_id === id)?.amount ?? '0'
}

/** Starts a devnet for the test file, with two more consumers (consumer3 holding points), and stops it after. */
export function withSdkDevnet(): void {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-sdk-'))
    devnet = await startDevnet({ port: 0, dataDir, blockIntervalMs: 100 })
    accounts = JSON.parse(readFileSync(path.join(dataDir, 'dev-accounts.json'), 'utf8')) as DevAccount[]
    for (const entry of accounts) keys.set(entry.account, entry.private_key)
    await createConsumer('consumer2')
    await createConsumer('consumer3')
    await as(platform).recharge({ to: 'consumer3', value: 1000 })
  })

  afterAll(async () => {
    await devnet?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
}
