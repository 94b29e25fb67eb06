import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Api } from 'eosjs/dist/eosjs-api'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ChainError,
  createChainClient,
  generateKeys,
  toChainError,
  type ChainClient,
  type ChainErrorCode,
} from '@/lib/chain'
import { startDevnet, type RunningDevnet } from '../devnet/devnet.ts'

/**
 * The chain SDK against the real devnet and contract: every action succeeds for the right signer and
 * role, and fails with the catalogue code the console shows for a wrong signer, a wrong role, a frozen
 * account, a frozen collectible, short points and a bad amount.
 */
interface DevAccount {
  account: string
  role: string
  public_key: string
  private_key: string
}

let devnet: RunningDevnet
let dataDir: string
let accounts: DevAccount[]
const clients = new Map<string, ChainClient>()
const keys = new Map<string, string>()

function keyOf(account: string): string {
  const key = keys.get(account)
  if (!key) throw new Error(`no key for ${account}`)
  return key
}

/** A client signing as `account` (with `privateKey`, its own key by default). */
function as(account: string, privateKey = keyOf(account)): ChainClient {
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

async function expectRefused(promise: Promise<unknown>, code: ChainErrorCode): Promise<ChainError> {
  const error = await failure(promise)
  expect(error.code, error.message).toBe(code)
  return error
}

const contract = () => devnet.contractAccount
const operator = 'operator1'
const platform = 'platform1'
const consumer = 'consumer1'

async function createConsumer(name: string, creator = platform): Promise<void> {
  const pair = generateKeys()
  await as(creator).createAccount({
    name,
    publicKey: pair.publicKey,
    operator: { account_name: name, account_did: `did:ddc:${name}`, leader_did: `did:ddc:${creator}` },
  })
  keys.set(name, pair.privateKey)
}

/** Lets the reference block move on: the same action sent again in the same block is the same transaction (tx_duplicate). */
function nextBlock(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300))
}

async function points(account: string): Promise<bigint> {
  return BigInt(await as(operator).readPoints(account))
}

let minted = 0
/** Mints a single-copy collectible with a fresh URI (two identical transactions in one block are one transaction). */
async function mintSingle(to = consumer): Promise<string> {
  minted += 1
  const result = await as(platform).mint721({ to, ddc_uri: `ipfs://single/${minted}`, memo: 'test' })
  const id = result.nftIds?.[0]
  if (!id) throw new Error('mint returned no id')
  return id
}

async function owner721(id: string): Promise<string | undefined> {
  const { rows } = await as(operator).readNfts({ lower_bound: id, upper_bound: id, limit: 1 })
  return rows[0]?.owner
}

async function holding(id: string, account: string): Promise<string> {
  const { rows } = await as(operator).readNftBalances({
    index_position: 2,
    key_type: 'name',
    lower_bound: account,
    upper_bound: account,
    limit: 100,
  })
  return rows.find((row) => row.nft_id === id)?.amount ?? '0'
}

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

describe('collectibles', () => {
  it('mints a single-copy collectible, waits for inclusion and reads it back', async () => {
    const result = await as(platform).mint721({ to: consumer, ddc_uri: 'ipfs://first', memo: 'first' })
    expect(result.transactionId).toMatch(/^[0-9a-f]{64}$/)
    const steps: string[] = []
    const inclusion = await as(platform).waitForInclusion(result.transactionId, {
      timeoutMs: 3000,
      onProgress: (step) => steps.push(step.state),
    })
    expect(inclusion.included).toBe(true)
    expect(steps.at(-1)).toMatch(/included|irreversible/)
    const id = result.nftIds?.[0] ?? ''
    const { rows } = await as(consumer).readNfts({ lower_bound: id, upper_bound: id })
    expect(rows[0]).toMatchObject({
      nft_id: id,
      business_type: 1,
      creator: platform,
      owner: consumer,
      supply: '1',
      nft_uri: 'ipfs://first',
      frozen: false,
    })
  })

  it('transfers a single-copy collectible for its owner only', async () => {
    const id = await mintSingle()
    const wrongKey = await expectRefused(
      as(consumer, keyOf('consumer2')).transfer721({ from: consumer, to: 'consumer2', ddc_id: id }),
      'missingAuthority',
    )
    expect(wrongKey.chainErrorName).toBe('unsatisfied_authorization')
    await expectRefused(as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: id }), 'notApproved')
    await as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id, memo: 'gift' })
    expect(await owner721(id)).toBe('consumer3')
  })

  it('refuses a transfer to oneself before signing', async () => {
    const id = await mintSingle()
    await expectRefused(as(consumer).transfer721({ from: consumer, to: consumer, ddc_id: id }), 'sameRecipient')
  })

  it('transfers several single-copy collectibles in one batch', async () => {
    const result = await as(platform).mintBatch721({ to: consumer, ddc_uris: ['ipfs://a', 'ipfs://b'] })
    const ids = result.nftIds ?? []
    expect(ids).toHaveLength(2)
    await as(consumer).transferBatch721({ from: consumer, to: 'consumer3', ddc_ids: ids })
    expect(await owner721(ids[0] ?? '')).toBe('consumer3')
    expect(await owner721(ids[1] ?? '')).toBe('consumer3')
  })

  it('mints, transfers and burns multi-copy collectibles', async () => {
    const minted = await as(platform).mint1155({ to: consumer, amount: 10, ddc_uri: 'ipfs://multi' })
    const id = minted.nftIds?.[0] ?? ''
    await as(consumer).transfer1155({ from: consumer, to: 'consumer3', ddc_id: id, amount: 3 })
    expect(await holding(id, consumer)).toBe('7')
    expect(await holding(id, 'consumer3')).toBe('3')
    await expectRefused(
      as(consumer).transfer1155({ from: consumer, to: 'consumer3', ddc_id: id, amount: 8 }),
      'insufficientBalance',
    )
    await expectRefused(
      as(consumer).transfer1155({ from: consumer, to: 'consumer3', ddc_id: id, amount: 0 }),
      'invalidAmount',
    )

    const batch = await as(platform).mintBatch1155({
      to: consumer,
      ddc_uris: ['ipfs://m1', 'ipfs://m2'],
      amounts: [2, 4],
    })
    const [first = '', second = ''] = batch.nftIds ?? []
    await as(consumer).transferBatch1155({ from: consumer, to: 'consumer3', ddc_ids: [first, second], amounts: [1, 4] })
    expect(await holding(first, 'consumer3')).toBe('1')
    expect(await holding(second, 'consumer3')).toBe('4')

    await as('consumer3').burn({ owner: 'consumer3', ddc_id: id, business_type: 2 })
    expect(await holding(id, 'consumer3')).toBe('0')
    await as('consumer3').burnbatch({ owner: 'consumer3', ddc_ids: [first, second], business_type: 2 })
    expect(await holding(second, 'consumer3')).toBe('0')
  })

  it('refuses a bad amount for a single-copy collectible', async () => {
    const mintTwo = as(platform).sendActions([
      {
        account: contract(),
        name: 'mint',
        authorization: [{ actor: platform, permission: 'owner' }],
        data: { sender: platform, to: consumer, amount: 2, nft_uri: 'x', business_type: 1, memo: '' },
      },
    ])
    const error = await expectRefused(mintTwo, 'invalidAmount')
    expect(error.chainErrorName).toBe('eosio_assert_message_exception')
    await expectRefused(as(platform).mint1155({ to: consumer, amount: 0, ddc_uri: 'x' }), 'invalidAmount')
  })

  it('burns single-copy collectibles, one or in a batch, for their owner', async () => {
    const single = await mintSingle()
    await expectRefused(as('consumer3').burn({ owner: consumer, ddc_id: single, business_type: 1 }), 'notApproved')
    await as(consumer).burn({ owner: consumer, ddc_id: single, business_type: 1 })
    expect(await owner721(single)).toBeUndefined()
    const ids = [await mintSingle(), await mintSingle()]
    await as(consumer).burnbatch({ owner: consumer, ddc_ids: ids, business_type: 1 })
    expect(await owner721(ids[1] ?? '')).toBeUndefined()
  })

  it('approves, approves in a batch, approves for all and withdraws approvals', async () => {
    const id = await mintSingle()
    await as(consumer).approve({ to: 'consumer3', ddc_id: id, business_type: 1 })
    // The approved account moves it on to a third account (never to itself: the console refuses that).
    await as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: id })
    expect(await owner721(id)).toBe('consumer2')

    const ids = [await mintSingle(), await mintSingle()]
    await as(consumer).approveBatch({ to: 'consumer3', ddc_ids: ids, business_type: 1 })
    await as(consumer).deleteApproval({ ddc_id: ids[0] ?? '', business_type: 1 })
    await expectRefused(
      as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: ids[0] ?? '' }),
      'notApproved',
    )
    await nextBlock()
    await expectRefused(as(consumer).deleteApproval({ ddc_id: ids[0] ?? '', business_type: 1 }), 'notApproved')
    await as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: ids[1] ?? '' })

    await as(consumer).approvalAll({ to: 'consumer3', approved: true, business_type: 1 })
    await nextBlock()
    await expectRefused(
      as(consumer).approvalAll({ to: 'consumer3', approved: true, business_type: 1 }),
      'alreadyAuthorised',
    )
    await as('consumer3').transfer721({ from: consumer, to: 'consumer2', ddc_id: ids[0] ?? '' })
    expect(await owner721(ids[0] ?? '')).toBe('consumer2')
    await as(consumer).approvalAll({ to: 'consumer3', approved: false, business_type: 1 })
    const { rows } = await as(operator).readUserApprovals({
      index_position: 2,
      key_type: 'name',
      lower_bound: consumer,
      upper_bound: consumer,
    })
    expect(rows.find((row) => row.to === 'consumer3')?.approved).toBe(false)
  })

  it('lets the creator change the resource identifier', async () => {
    const id = await mintSingle()
    await as(platform).setUri({ ddc_id: id, ddc_uri: 'ipfs://changed', business_type: 1 })
    const { rows } = await as(operator).readNfts({ lower_bound: id, upper_bound: id })
    expect(rows[0]?.nft_uri).toBe('ipfs://changed')
    await expectRefused(
      as(consumer).setUri({ ddc_id: id, ddc_uri: 'ipfs://mine', business_type: 1 }),
      'missingAuthority',
    )
  })
})

describe('roles, freezes and points', () => {
  it('refuses an action the role has no function permission for', async () => {
    await expectRefused(as(consumer).mint721({ to: consumer, ddc_uri: 'x' }), 'missingAuthority')
    const id = await mintSingle()
    await expectRefused(as(consumer).freeze({ ddc_id: id, business_type: 1 }), 'missingAuthority')
    await expectRefused(as(platform).setFee({ business_type: 1, func_name: 'mint', value: 1 }), 'missingAuthority')
  })

  it('freezes a collectible so it no longer moves, and unfreezes it', async () => {
    const id = await mintSingle()
    await as(platform).freeze({ ddc_id: id, business_type: 1 })
    await nextBlock()
    await expectRefused(as(platform).freeze({ ddc_id: id, business_type: 1 }), 'nftFrozen')
    await expectRefused(as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id }), 'nftFrozen')
    await as(operator).unfreeze({ ddc_id: id, business_type: 1 })
    await nextBlock()
    await expectRefused(as(operator).unfreeze({ ddc_id: id, business_type: 1 }), 'nftNotFrozen')
    await as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id })
  })

  it('freezes an account at both levels (operator), refusing it as sender and as recipient', async () => {
    const id = await mintSingle()
    const before = await as(operator).readAccount('consumer3')
    expect(before).toMatchObject({ role: 3, operator_state: 1, platform_state: 1, leader: platform })
    const frozen = await as(operator).changeAccountState({
      actingRole: 1,
      account: 'consumer3',
      operator_state: 1,
      platform_state: 1,
      state: 2,
    })
    expect(frozen?.transactionId).toBeTruthy()
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ operator_state: 2, platform_state: 2 })

    await expectRefused(as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id }), 'recipientFrozen')
    await expectRefused(
      as('consumer3').approvalAll({ to: consumer, approved: true, business_type: 1 }),
      'accountFrozen',
    )
    await expectRefused(
      as(platform).updateAccountState({ account: 'consumer3', state: 1, change_platform_state: false }),
      'missingAuthority',
    )

    await as(operator).changeAccountState({
      actingRole: 1,
      account: 'consumer3',
      operator_state: 2,
      platform_state: 2,
      state: 1,
    })
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ operator_state: 1, platform_state: 1 })
    await as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id })
  })

  it('lets a platform freeze and unfreeze its own account at the platform level', async () => {
    await as(platform).changeAccountState({
      actingRole: 2,
      account: 'consumer3',
      operator_state: 1,
      platform_state: 1,
      state: 2,
    })
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ operator_state: 1, platform_state: 2 })
    await as(platform).changeAccountState({
      actingRole: 2,
      account: 'consumer3',
      operator_state: 1,
      platform_state: 2,
      state: 1,
    })
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ platform_state: 1 })
  })

  it('refuses an action when points are short, and accepts it after a recharge', async () => {
    const id = await mintSingle('consumer2')
    expect(await points('consumer2')).toBe(0n)
    await expectRefused(
      as('consumer2').transfer721({ from: 'consumer2', to: consumer, ddc_id: id }),
      'insufficientPoints',
    )
    await as(platform).recharge({ to: 'consumer2', value: 50, memo: 'top up' })
    expect(await points('consumer2')).toBe(50n)
    await as('consumer2').transfer721({ from: 'consumer2', to: consumer, ddc_id: id })
    expect(await points('consumer2')).toBe(45n)
  })

  it('recharges, self-recharges and settles points for the right roles', async () => {
    const before = await points(operator)
    await as(operator).selfRecharge({ value: 500 })
    expect(await points(operator)).toBe(before + 500n)
    await expectRefused(as(platform).selfRecharge({ value: 1 }), 'missingAuthority')
    await expectRefused(as(platform).recharge({ to: 'consumer3', value: 0 }), 'invalidAmount')
    const platformPoints = await points(platform)
    await as(platform).settlement({ value: 10 })
    expect(await points(platform)).toBe(platformPoints - 10n)
    await expectRefused(as('consumer2').recharge({ to: consumer, value: 1_000_000 }), 'missingAuthority')
    await expectRefused(as(platform).settlement({ value: 10n ** 15n }), 'insufficientPoints')
  })
})

describe('manager actions', () => {
  it('sets and deletes fee rules', async () => {
    await as(operator).setFee({ business_type: 1, func_name: 'seturi', value: 7 })
    const { rows } = await as(operator).readFeeRules({ lower_bound: 1, upper_bound: 1 })
    expect(rows[0]?.func_fee).toContainEqual({ key: 'seturi', fee: '7' })
    await as(contract()).deleteFee({ business_type: 1, func_name: 'seturi' })
    await expectRefused(as(operator).deleteFee({ business_type: 1, func_name: 'seturi' }), 'feeNotFound')
    await expectRefused(as(operator).setFee({ business_type: 1, func_name: 'nosuchfunc', value: 1 }), 'invalidArgument')
  })

  it('adds and deletes function permissions', async () => {
    await as(operator).addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' })
    // Asked again by another manager: the very same transaction would be refused as a duplicate.
    await expectRefused(
      as(contract()).addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      'permissionExists',
    )
    await as(consumer).mint721({ to: consumer, ddc_uri: 'ipfs://by-consumer' })
    await as(operator).deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' })
    await expectRefused(
      as(contract()).deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      'permissionNotFound',
    )
    await expectRefused(as(consumer).mint721({ to: consumer, ddc_uri: 'x' }), 'missingAuthority')
  })

  it('closes and reopens the platform', async () => {
    await as(operator).setPlatform({ is_platform_open: false })
    await expectRefused(as(platform).mint721({ to: consumer, ddc_uri: 'x' }), 'platformClosed')
    await as(operator).setPlatform({ is_platform_open: true })
    await mintSingle()
  })

  it('creates a platform with its own consumer, and crosses platforms only with an approval', async () => {
    await createConsumer('platform2', operator)
    expect(await as(operator).readAccount('platform2')).toMatchObject({ role: 2, leader: operator })
    await as(operator).recharge({ to: 'platform2', value: 1000 })
    await createConsumer('consumer4', 'platform2')
    const id = await mintSingle()
    await expectRefused(
      as(consumer).transfer721({ from: consumer, to: 'consumer4', ddc_id: id }),
      'crossPlatformDenied',
    )
    await as(operator).crossApprove({ from: platform, to: 'platform2', approved: true })
    await as(consumer).transfer721({ from: consumer, to: 'consumer4', ddc_id: id })
    expect(await owner721(id)).toBe('consumer4')
    await expectRefused(
      as(platform).crossApprove({ from: platform, to: 'platform2', approved: false }),
      'missingAuthority',
    )
  })
})

describe('accounts and keys', () => {
  it('creates an account whose owner and active hold the new key and the creator’s owner permission', async () => {
    const info = await as(platform).getAccount('consumer2')
    const names = info.permissions.map((permission) => permission.perm_name).sort()
    expect(names).toEqual(['active', 'owner'])
    for (const permission of info.permissions) {
      expect(permission.required_auth.threshold).toBe(1)
      expect(permission.required_auth.keys).toHaveLength(1)
      expect(permission.required_auth.keys[0]?.weight).toBe(1)
      expect(permission.required_auth.accounts).toEqual([
        { permission: { actor: platform, permission: 'owner' }, weight: 1 },
      ])
    }
    expect(await as(operator).readAccount('consumer2')).toMatchObject({
      role: 3,
      leader: platform,
      account_did: 'did:ddc:consumer2',
    })
  })

  it('refuses an existing name, a bad name and a bad public key', async () => {
    const pair = generateKeys()
    const operatorFields = { account_name: 'x', account_did: 'x', leader_did: 'x' }
    await expectRefused(
      as(platform).createAccount({ name: 'consumer2', publicKey: pair.publicKey, operator: operatorFields }),
      'accountExists',
    )
    await expectRefused(
      as(platform).createAccount({ name: 'Bad_Name', publicKey: pair.publicKey, operator: operatorFields }),
      'accountName',
    )
    await expectRefused(
      as(platform).createAccount({ name: 'consumerx', publicKey: 'EOS123', operator: operatorFields }),
      'publicKeyFormat',
    )
    await expectRefused(as(platform).getAccount('nosuchacct'), 'accountNotFound')
  })

  it('resets every permission of an account to a new key, signed by its creator', async () => {
    const oldKey = keyOf('consumer2')
    const next = generateKeys()
    await as(platform).resetAccountKey({ account: 'consumer2', newPublicKey: next.publicKey })
    const info = await as(platform).getAccount('consumer2')
    for (const permission of info.permissions) {
      expect(permission.required_auth.keys.map((entry) => entry.key)).toEqual([next.publicKey])
      expect(permission.required_auth.accounts).toEqual([
        { permission: { actor: platform, permission: 'owner' }, weight: 1 },
      ])
    }
    await expectRefused(
      as('consumer2', oldKey).approvalAll({ to: consumer, approved: true, business_type: 2 }),
      'missingAuthority',
    )
    await as('consumer2', next.privateKey).approvalAll({ to: consumer, approved: true, business_type: 2 })
    // Someone who is neither the account nor its creator cannot reset it.
    await expectRefused(
      as(operator).resetAccountKey({ account: 'consumer2', newPublicKey: generateKeys().publicKey }),
      'missingAuthority',
    )
  })

  it('reads at most 20 rows when the limit is 0', async () => {
    for (let index = 0; index < 3; index += 1)
      await as(platform).mintBatch721({
        to: consumer,
        ddc_uris: Array.from({ length: 8 }, (_, item) => `ipfs://bulk/${index}/${item}`),
      })
    const all = await as(operator).readNfts({ limit: 0 })
    expect(all.rows).toHaveLength(20)
    expect(all.more).toBe(true)
  })
})

describe('transactions nodeos refuses', () => {
  function rawApi(privateKey: string): Api {
    const rpc = as(operator).rpc
    return new Api({
      rpc,
      signatureProvider: new JsSignatureProvider([privateKey]),
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
    })
  }
  const settle = (account: string, memo = 'hello') => [
    {
      account: contract(),
      name: 'recharge',
      authorization: [{ actor: account, permission: 'owner' }],
      data: { from: account, to: consumer, value: 1, memo },
    },
  ]
  type Signed = { signatures: string[]; serializedTransaction: Uint8Array }

  it('refuses a transaction signed with the wrong key', async () => {
    const api = rawApi(keyOf(consumer))
    const signed = (await api.transact(
      { actions: settle(platform) },
      {
        blocksBehind: 3,
        expireSeconds: 30,
        broadcast: false,
        requiredKeys: [accounts.find((entry) => entry.account === consumer)?.public_key ?? ''],
      },
    )) as Signed
    const error = toChainError(await api.pushSignedTransaction(signed).catch((caught: unknown) => caught))
    expect(error.code).toBe('missingAuthority')
    expect(error.chainErrorName).toBe('unsatisfied_authorization')
  })

  it('refuses an expired transaction', async () => {
    const api = rawApi(keyOf(platform))
    // Expires 1 s after its reference block; pushed 2 s later.
    const signed = (await api.transact(
      { actions: settle(platform, 'late') },
      { blocksBehind: 3, expireSeconds: 1, broadcast: false },
    )) as Signed
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const error = toChainError(await api.pushSignedTransaction(signed).catch((caught: unknown) => caught))
    expect(error.code).toBe('expired')
    expect(error.chainErrorName).toBe('expired_tx_exception')
  })

  it('refuses the same transaction twice', async () => {
    const api = rawApi(keyOf(platform))
    const signed = (await api.transact(
      { actions: settle(platform, 'once') },
      { blocksBehind: 3, expireSeconds: 30, broadcast: false },
    )) as Signed
    await api.pushSignedTransaction(signed)
    const error = toChainError(await api.pushSignedTransaction(signed).catch((caught: unknown) => caught))
    expect(error.code).toBe('duplicate')
    expect(error.chainErrorName).toBe('tx_duplicate')
  })

  it('refuses a transaction changed after signing', async () => {
    const api = rawApi(keyOf(platform))
    const signed = (await api.transact(
      { actions: settle(platform, 'hello') },
      { blocksBehind: 3, expireSeconds: 30, broadcast: false },
    )) as Signed
    const bytes = Uint8Array.from(signed.serializedTransaction)
    const at = Buffer.from(bytes).indexOf(Buffer.from('hello'))
    expect(at).toBeGreaterThan(0)
    bytes[at] = 'j'.charCodeAt(0)
    const error = toChainError(
      await api.pushSignedTransaction({ ...signed, serializedTransaction: bytes }).catch((caught: unknown) => caught),
    )
    expect(error.code).toBe('missingAuthority')
    expect(error.chainErrorName).toBe('unsatisfied_authorization')
  })
})

describe('the last business type change', () => {
  it('deleting a business type removes its function permissions', async () => {
    await as(operator).deleteBusinessType({ business_type: 0 })
    await expectRefused(as(platform).recharge({ to: 'consumer3', value: 1 }), 'missingAuthority')
    await expectRefused(as(platform).deleteBusinessType({ business_type: 1 }), 'missingAuthority')
  })
})

describe('a wrong signer', () => {
  it('is refused for every operation (signed with another account’s key)', async () => {
    const impostor = as(platform, keyOf('consumer3'))
    const attempts: [string, () => Promise<unknown>][] = [
      ['mint721', () => impostor.mint721({ to: consumer, ddc_uri: 'x' })],
      ['mint1155', () => impostor.mint1155({ to: consumer, amount: 2, ddc_uri: 'x' })],
      ['mintBatch721', () => impostor.mintBatch721({ to: consumer, ddc_uris: ['x'] })],
      ['mintBatch1155', () => impostor.mintBatch1155({ to: consumer, ddc_uris: ['x'], amounts: [2] })],
      ['transfer721', () => impostor.transfer721({ from: platform, to: consumer, ddc_id: 1 })],
      ['transferBatch721', () => impostor.transferBatch721({ from: platform, to: consumer, ddc_ids: [1] })],
      ['transfer1155', () => impostor.transfer1155({ from: platform, to: consumer, ddc_id: 1, amount: 1 })],
      [
        'transferBatch1155',
        () => impostor.transferBatch1155({ from: platform, to: consumer, ddc_ids: [1], amounts: [1] }),
      ],
      ['freeze', () => impostor.freeze({ ddc_id: 1, business_type: 1 })],
      ['unfreeze', () => impostor.unfreeze({ ddc_id: 1, business_type: 1 })],
      ['burn', () => impostor.burn({ owner: platform, ddc_id: 1, business_type: 1 })],
      ['burnbatch', () => impostor.burnbatch({ owner: platform, ddc_ids: [1], business_type: 1 })],
      ['approve', () => impostor.approve({ to: consumer, ddc_id: 1, business_type: 1 })],
      ['approveBatch', () => impostor.approveBatch({ to: consumer, ddc_ids: [1], business_type: 1 })],
      ['approvalAll', () => impostor.approvalAll({ to: consumer, approved: true, business_type: 1 })],
      ['deleteApproval', () => impostor.deleteApproval({ ddc_id: 1, business_type: 1 })],
      ['setUri', () => impostor.setUri({ ddc_id: 1, ddc_uri: 'x', business_type: 1 })],
      [
        'operatorAdd',
        () => impostor.operatorAdd({ account: 'consumer3', account_name: 'x', account_did: 'x', leader_did: 'x' }),
      ],
      [
        'updateAccountState',
        () => impostor.updateAccountState({ account: consumer, state: 2, change_platform_state: true }),
      ],
      [
        'addFunctionPermission',
        () => impostor.addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      ],
      [
        'deleteFunctionPermission',
        () => impostor.deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      ],
      ['crossApprove', () => impostor.crossApprove({ from: platform, to: 'platform2', approved: true })],
      ['setPlatform', () => impostor.setPlatform({ is_platform_open: false })],
      ['setFee', () => impostor.setFee({ business_type: 1, func_name: 'mint', value: 1 })],
      ['deleteFee', () => impostor.deleteFee({ business_type: 1, func_name: 'mint' })],
      ['deleteBusinessType', () => impostor.deleteBusinessType({ business_type: 2 })],
      ['recharge', () => impostor.recharge({ to: consumer, value: 1 })],
      ['selfRecharge', () => impostor.selfRecharge({ value: 1 })],
      ['settlement', () => impostor.settlement({ value: 1 })],
      [
        'createAccount',
        () =>
          impostor.createAccount({
            name: 'impostor1',
            publicKey: generateKeys().publicKey,
            operator: { account_name: 'x', account_did: 'x', leader_did: 'x' },
          }),
      ],
      [
        'resetAccountKey',
        () => impostor.resetAccountKey({ account: 'consumer2', newPublicKey: generateKeys().publicKey }),
      ],
    ]
    for (const [operation, attempt] of attempts) {
      const outcome = await attempt().then(
        () => 'accepted',
        (error: unknown) =>
          error instanceof ChainError ? `${error.code} ${error.chainErrorName ?? ''}` : String(error),
      )
      expect(`${operation}: ${outcome}`).toBe(`${operation}: missingAuthority unsatisfied_authorization`)
    }
  })
})

describe('permissions other than owner', () => {
  it('signs with the permission named in the input', async () => {
    minted += 1
    const result = await as(platform).mint721({
      to: consumer,
      ddc_uri: `ipfs://active/${minted}`,
      permission: 'active',
    })
    expect(result.nftIds).toHaveLength(1)
  })
})

describe('account creation with system contracts (HAS_SYSTEM_CONTRACTS true)', () => {
  let systemDevnet: RunningDevnet | undefined
  let systemDataDir = ''

  afterAll(async () => {
    await systemDevnet?.stop()
    if (systemDataDir) rmSync(systemDataDir, { recursive: true, force: true })
  })

  it('buys RAM and stakes bandwidth for the new account, then registers it', async () => {
    systemDataDir = mkdtempSync(path.join(tmpdir(), 'ddc-sdk-sys-'))
    systemDevnet = await startDevnet({
      port: 0,
      dataDir: systemDataDir,
      blockIntervalMs: 100,
      hasSystemContracts: true,
    })
    const platformKey = systemDevnet.accounts.find((entry) => entry.account === platform)?.private_key ?? ''
    const creator = createChainClient({
      rpcUrl: systemDevnet.url,
      contractAccount: systemDevnet.contractAccount,
      signer: { account: platform, privateKey: platformKey },
      hasSystemContracts: true,
    })
    const pair = generateKeys()
    await creator.createAccount({
      name: 'sysuser1',
      publicKey: pair.publicKey,
      operator: { account_name: 'sys', account_did: 'did:ddc:sysuser1', leader_did: 'did:ddc:platform1' },
    })
    const info = await creator.getAccount('sysuser1')
    expect(info.ram_quota).toBeGreaterThanOrEqual(8192)
    expect(await creator.readAccount('sysuser1')).toMatchObject({ role: 3, leader: platform })
  })
})
