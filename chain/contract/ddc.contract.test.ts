// The collectibles contract, compiled to WebAssembly and run in Node by @proton/vert: each test starts from
// the same registered accounts and checks what a caller of the contract notices (rows, balances, errors).
import { readdirSync, readFileSync } from 'node:fs'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { Blockchain, type Account as ChainAccount } from '@proton/vert'
import { buildContract, contractOutputs } from './build.mjs'
import * as errors from './errors'

type Row = Record<string, unknown>
type ActionData = Record<string, unknown>

const CONTRACT = 'ddccontract'
// admin: operator + manager; op: operator; plat1, plat2: platforms; alice, bob: plat1's consumers;
// carol: plat2's consumer; outsider: a chain account never registered.
const ACCOUNTS = ['admin', 'op', 'plat1', 'plat2', 'alice', 'bob', 'carol', 'outsider'] as const

const SINGLE = 1
const MULTI = 2

const blockchain = new Blockchain()
let ddc: ChainAccount

async function waitForContract(account: ChainAccount): Promise<void> {
  const started = Date.now()
  while (!account.isContract || account.abi === undefined) {
    if (Date.now() - started > 10_000) throw new Error('the contract did not load')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function send(action: string, data: ActionData, signer: string): Promise<void> {
  const create = ddc.actions[action]
  if (create === undefined) throw new Error(`no action ${action} in the ABI`)
  return create(data).send(`${signer}@active`)
}

async function expectFailure(attempt: Promise<unknown>, message: string): Promise<void> {
  await expect(attempt).rejects.toThrow(`eosio_assert: ${message}`)
}

function rows(table: string): Row[] {
  const view = ddc.tables[table]
  if (view === undefined) throw new Error(`no table ${table} in the ABI`)
  try {
    return view().getTableRows(BigInt(0), { limit: 10_000 }) as Row[]
  } catch {
    return [] // a table that never held a row
  }
}

const accountRow = (name: string) => rows('s21account').find((row) => row.account === name)
const points = (name: string) => Number(rows('s21balance').find((row) => row.account === name)?.points ?? 0)
const nftRow = (id: number) => rows('nfts').find((row) => Number(row.nft_id) === id)
const holding = (id: number, owner: string) =>
  Number(rows('nftbalances').find((row) => Number(row.nft_id) === id && row.owner === owner)?.amount ?? 0)
const nextNftId = () => Number(rows('config')[0]?.next_nft_id ?? 1)

const register = (sender: string, account: string) =>
  send(
    'operatoradd',
    { sender, account, account_name: `${account} name`, account_did: `did:${account}`, leader_did: `did:${sender}` },
    sender,
  )

async function seed(): Promise<void> {
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
async function mint(
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

const freezeAccount = (sender: string, account: string, platformLevel = false) =>
  send('updateaccsta', { sender, account, state: 2, change_platform_state: platformLevel }, sender)

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

describe('the build', () => {
  it('publishes every action and table the SDK and the devnet call, with the spec field names', () => {
    const abi = JSON.parse(readFileSync(contractOutputs.abi, 'utf8')) as {
      actions: { name: string; type: string }[]
      tables: { name: string; type: string }[]
      structs: { name: string; fields: { name: string; type: string }[] }[]
    }
    const fieldsOf = (struct: string) =>
      abi.structs.find((s) => s.name === struct)?.fields.map((f) => `${f.name}:${f.type}`)
    expect(abi.actions.map((a) => a.name).sort()).toEqual(
      [
        'addfuncperm',
        'approvalall',
        'approve',
        'approvebatch',
        'batchtrans',
        'burn',
        'burnbatch',
        'crossapprove',
        'delapproval',
        'delbiztype',
        'deletefee',
        'delfuncperm',
        'freeze',
        'init',
        'mint',
        'mintbatch',
        'operatoradd',
        'recharge',
        'selfrecharge',
        'setaccrole',
        'setfee',
        'setplatform',
        'settlement',
        'seturi',
        'transfer',
        'unfreeze',
        'updateaccsta',
      ].sort(),
    )
    expect(abi.tables.map((t) => t.name).sort()).toEqual([
      'config',
      'crossappr',
      'feerules',
      'funcperms',
      'nftbalances',
      'nfts',
      's21account',
      's21balance',
      's21userappr',
    ])
    expect(fieldsOf('mint')).toEqual([
      'sender:name',
      'to:name',
      'amount:uint64',
      'nft_uri:string',
      'business_type:uint8',
      'memo:string',
    ])
    expect(fieldsOf('mintbatch')).toEqual([
      'sender:name',
      'to:name',
      'amounts:uint64[]',
      'nft_uris:string[]',
      'business_type:uint8',
      'memo:string',
    ])
    expect(fieldsOf('transfer')).toEqual([
      'sender:name',
      'from:name',
      'to:name',
      'nft_id:uint64',
      'amount:uint64',
      'memo:string',
      'business_type:uint8',
    ])
    expect(fieldsOf('batchtrans')).toEqual([
      'sender:name',
      'from:name',
      'to:name',
      'nft_ids:uint64[]',
      'amounts:uint64[]',
      'memo:string',
      'business_type:uint8',
    ])
    expect(fieldsOf('operatoradd')).toEqual([
      'sender:name',
      'account:name',
      'account_name:string',
      'account_did:string',
      'leader_did:string',
    ])
    expect(fieldsOf('updateaccsta')).toEqual([
      'sender:name',
      'account:name',
      'state:uint8',
      'change_platform_state:bool',
    ])
    expect(fieldsOf('recharge')).toEqual(['from:name', 'to:name', 'value:uint64', 'memo:string'])
    expect(fieldsOf('setfee')).toEqual(['sender:name', 'business_type:uint8', 'func_name:string', 'value:uint64'])
    expect(fieldsOf('FeeRule')).toEqual(['business_type:uint8', 'func_fee:FuncFee[]'])
    expect(fieldsOf('FuncFee')).toEqual(['key:string', 'fee:uint64'])
  })

  it('skips the build when the outputs are newer than every source', async () => {
    await expect(buildContract({ log: () => undefined })).resolves.toBe('up to date')
  })
})

describe('error messages', () => {
  const messages = Object.values(errors) as string[]

  it('are distinct and none contains another, so callers can map them by substring', () => {
    for (const message of messages) {
      expect(messages.filter((other) => other.includes(message))).toEqual([message])
    }
  })

  it('are all used by the contract', () => {
    const contractDir = new URL('.', import.meta.url)
    const source = readdirSync(contractDir)
      .filter((name) => name.startsWith('ddc.') && name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(new URL(name, contractDir), 'utf8'))
      .join('\n')
    for (const name of Object.keys(errors)) expect(source, name).toMatch(new RegExp(`\\b${name}\\b`))
  })

  it('are all documented in the README', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')
    for (const message of messages) expect(readme, message).toContain(`\`${message}\``)
  })

  it('keep the texts the SDK maps', () => {
    expect(errors.ERR_SENDER_NOT_ACTIVE).toBe('sender not active')
    expect(errors.ERR_RECIPIENT_NOT_ACTIVE).toBe('recipient not active')
    expect(errors.ERR_INSUFFICIENT_POINTS).toBe('insufficient points')
    expect(errors.ERR_NFT_FROZEN).toBe('nft frozen')
    expect(errors.ERR_NO_PERMISSION).toBe('no permission')
    expect(errors.ERR_SINGLE_COPY_AMOUNT).toBe('single copy amount must be 1')
    expect(errors.ERR_PLATFORM_CLOSED).toBe('platform closed')
  })
})

describe('init', () => {
  it('seeds the default function permissions once, for the contract account only', async () => {
    const perms = rows('funcperms')
    expect(perms).toHaveLength(13 * 2 + 2 + 8 * 2)
    expect(perms).toContainEqual(expect.objectContaining({ account_role: 2, business_type: 1, func_name: 'mint' }))
    expect(perms).toContainEqual(expect.objectContaining({ account_role: 3, business_type: 2, func_name: 'transfer' }))
    expect(perms).not.toContainEqual(expect.objectContaining({ account_role: 3, func_name: 'mint' }))
    await send('init', {}, CONTRACT)
    expect(rows('funcperms')).toHaveLength(perms.length)
    await expect(send('init', {}, 'admin')).rejects.toThrow(`missing required authority ${CONTRACT}`)
  })
})

describe('accounts', () => {
  it('operatoradd registers below the sender: operators, then platforms, then consumers', () => {
    expect(accountRow('op')).toMatchObject({
      role: 1,
      leader: CONTRACT,
      operator_state: 1,
      platform_state: 1,
      is_manager: false,
    })
    expect(accountRow('plat1')).toMatchObject({
      role: 2,
      leader: 'op',
      account_name: 'plat1 name',
      account_did: 'did:plat1',
      leader_did: 'did:op',
      operator_name: 'op name',
    })
    expect(accountRow('alice')).toMatchObject({ role: 3, leader: 'plat1', operator_name: 'plat1 name' })
    expect(accountRow('admin')).toMatchObject({ role: 1, is_manager: true })
  })

  it('operatoradd refuses a wrong signer, a consumer, a frozen sender, an unknown chain account and a second registration', async () => {
    await expect(
      send(
        'operatoradd',
        { sender: 'op', account: 'outsider', account_name: '', account_did: '', leader_did: '' },
        'plat1',
      ),
    ).rejects.toThrow('missing required authority op')
    await expectFailure(register('alice', 'outsider'), errors.ERR_NO_PERMISSION)
    await expectFailure(register('plat1', 'nobody'), errors.ERR_ACCOUNT_NOT_ON_CHAIN)
    await expectFailure(register('plat1', 'bob'), errors.ERR_ACCOUNT_REGISTERED)
    await expectFailure(register('outsider', 'outsider'), errors.ERR_UNKNOWN_ACCOUNT)
    await expectFailure(
      send(
        'operatoradd',
        { sender: 'plat1', account: 'outsider', account_name: 'x'.repeat(129), account_did: '', leader_did: '' },
        'plat1',
      ),
      errors.ERR_FIELD_TOO_LONG,
    )
    await freezeAccount('op', 'plat1')
    await expectFailure(register('plat1', 'outsider'), errors.ERR_SENDER_NOT_ACTIVE)
  })

  it('setaccrole is for managers only and checks the role', async () => {
    await send('setaccrole', { sender: 'admin', account: 'bob', role: 2, is_manager: false }, 'admin')
    expect(accountRow('bob')).toMatchObject({ role: 2 })
    await expectFailure(
      send('setaccrole', { sender: 'op', account: 'bob', role: 1, is_manager: true }, 'op'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('setaccrole', { sender: 'admin', account: 'bob', role: 4, is_manager: false }, 'admin'),
      errors.ERR_INVALID_ROLE,
    )
    await expectFailure(
      send('setaccrole', { sender: 'admin', account: 'outsider', role: 3, is_manager: false }, 'admin'),
      errors.ERR_UNKNOWN_ACCOUNT,
    )
  })

  it('updateaccsta: operators set the operator-level state, platforms the platform-level state of their own accounts', async () => {
    await freezeAccount('op', 'alice')
    expect(accountRow('alice')).toMatchObject({ operator_state: 2, platform_state: 1 })
    await send('updateaccsta', { sender: 'op', account: 'alice', state: 1, change_platform_state: false }, 'op')
    await freezeAccount('plat1', 'alice', true)
    expect(accountRow('alice')).toMatchObject({ operator_state: 1, platform_state: 2 })
    await freezeAccount('op', 'bob', true) // operators may also set the platform level
    expect(accountRow('bob')).toMatchObject({ platform_state: 2 })

    await expectFailure(freezeAccount('plat1', 'bob'), errors.ERR_NO_PERMISSION) // operator level
    await expectFailure(freezeAccount('plat2', 'bob', true), errors.ERR_NO_PERMISSION) // not its account
    await expectFailure(freezeAccount('carol', 'bob', true), errors.ERR_NO_PERMISSION)
    await expectFailure(freezeAccount('op', 'admin'), errors.ERR_NO_PERMISSION) // a manager
    await expectFailure(
      send('updateaccsta', { sender: 'op', account: 'bob', state: 3, change_platform_state: false }, 'op'),
      errors.ERR_INVALID_STATE,
    )
    await expectFailure(freezeAccount('op', 'outsider'), errors.ERR_UNKNOWN_ACCOUNT)
    await expect(
      send('updateaccsta', { sender: 'op', account: 'bob', state: 2, change_platform_state: false }, 'bob'),
    ).rejects.toThrow('missing required authority op')
  })
})

describe('configuration', () => {
  it('addfuncperm and delfuncperm change what a role may do', async () => {
    await expectFailure(mint('alice', 'alice', SINGLE), errors.ERR_NO_PERMISSION)
    await send('addfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'mint' }, 'op')
    await mint('alice', 'alice', SINGLE)
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'mint' }, 'op'),
      errors.ERR_PERMISSION_EXISTS,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'steal' }, 'op'),
      errors.ERR_INVALID_FUNC_NAME,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 3, business_type: 0, func_name: 'mint' }, 'op'),
      errors.ERR_INVALID_BUSINESS_TYPE,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 9, business_type: SINGLE, func_name: 'mint' }, 'op'),
      errors.ERR_INVALID_ROLE,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'plat1', account_role: 2, business_type: SINGLE, func_name: 'seturi' }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )

    const id = await mint('plat1', 'alice', SINGLE)
    await send(
      'delfuncperm',
      { sender: 'admin', account_role: 3, business_type: SINGLE, func_name: 'transfer' },
      'admin',
    )
    await expectFailure(
      send(
        'transfer',
        { sender: 'alice', from: 'alice', to: 'bob', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'alice',
      ),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('delfuncperm', { sender: 'admin', account_role: 3, business_type: SINGLE, func_name: 'transfer' }, 'admin'),
      errors.ERR_UNKNOWN_PERMISSION,
    )
  })

  it('setplatform closes every collectible and points action, and opens them again', async () => {
    await send('setplatform', { sender: 'op', is_platform_open: false }, 'op')
    expect(rows('config')[0]).toMatchObject({ is_platform_open: false })
    await expectFailure(mint('plat1', 'alice', SINGLE), errors.ERR_PLATFORM_CLOSED)
    await expectFailure(mint('op', 'op', SINGLE), errors.ERR_PLATFORM_CLOSED)
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 1, memo: '' }, 'plat1'),
      errors.ERR_PLATFORM_CLOSED,
    )
    await register('plat1', 'outsider') // administration goes on
    await expectFailure(
      send('setplatform', { sender: 'plat1', is_platform_open: true }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
    await send('setplatform', { sender: 'admin', is_platform_open: true }, 'admin')
    await mint('plat1', 'alice', SINGLE)
  })

  it('setfee and deletefee keep one fee list per business type', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 10 }, 'op')
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'transfer', value: 3 }, 'op')
    await send('setfee', { sender: 'admin', business_type: SINGLE, func_name: 'mint', value: 12 }, 'admin')
    expect(rows('feerules')).toEqual([
      {
        business_type: 1,
        func_fee: [
          { key: 'mint', fee: 12 },
          { key: 'transfer', fee: 3 },
        ],
      },
    ])
    await send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'mint' }, 'op')
    expect(rows('feerules')).toEqual([{ business_type: 1, func_fee: [{ key: 'transfer', fee: 3 }] }])
    await expectFailure(
      send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'mint' }, 'op'),
      errors.ERR_UNKNOWN_FEE,
    )
    await expectFailure(
      send('deletefee', { sender: 'op', business_type: MULTI, func_name: 'mint' }, 'op'),
      errors.ERR_UNKNOWN_FEE,
    )
    await send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'transfer' }, 'op')
    expect(rows('feerules')).toEqual([])
    await expectFailure(
      send('setfee', { sender: 'plat1', business_type: SINGLE, func_name: 'mint', value: 1 }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('setfee', { sender: 'op', business_type: 3, func_name: 'mint', value: 1 }, 'op'),
      errors.ERR_INVALID_BUSINESS_TYPE,
    )
    await expectFailure(
      send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'nope', value: 1 }, 'op'),
      errors.ERR_INVALID_FUNC_NAME,
    )
  })

  it('delbiztype deletes the fee rules and function permissions of a business type', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'mint', value: 10 }, 'op')
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 10 }, 'op')
    await send('delbiztype', { sender: 'op', business_type: MULTI }, 'op')
    expect(rows('feerules').map((row) => row.business_type)).toEqual([1])
    expect(rows('funcperms').filter((row) => row.business_type === MULTI)).toEqual([])
    expect(rows('funcperms').filter((row) => row.business_type === SINGLE)).not.toEqual([])
    await expectFailure(mint('plat1', 'alice', MULTI, 5), errors.ERR_NO_PERMISSION)
    await expectFailure(
      send('delbiztype', { sender: 'plat1', business_type: SINGLE }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
  })

  it("crossapprove lets one platform send collectibles to another platform's accounts", async () => {
    await expectFailure(mint('plat1', 'carol', SINGLE), errors.ERR_CROSS_PLATFORM)
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(
      send(
        'transfer',
        { sender: 'alice', from: 'alice', to: 'carol', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'alice',
      ),
      errors.ERR_CROSS_PLATFORM,
    )
    await send('crossapprove', { sender: 'op', from: 'plat1', to: 'plat2', approved: true }, 'op')
    expect(rows('crossappr')).toEqual([expect.objectContaining({ from: 'plat1', to: 'plat2', approved: true })])
    await send(
      'transfer',
      { sender: 'alice', from: 'alice', to: 'carol', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
      'alice',
    )
    expect(nftRow(id)).toMatchObject({ owner: 'carol' })
    await expectFailure(
      send(
        'transfer',
        { sender: 'carol', from: 'carol', to: 'alice', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'carol',
      ),
      errors.ERR_CROSS_PLATFORM,
    )
    await send('crossapprove', { sender: 'op', from: 'plat1', to: 'plat2', approved: false }, 'op')
    await expectFailure(mint('plat1', 'carol', SINGLE), errors.ERR_CROSS_PLATFORM)
    await expectFailure(
      send('crossapprove', { sender: 'op', from: 'plat1', to: 'alice', approved: true }, 'op'),
      errors.ERR_INVALID_PLATFORM,
    )
    await expectFailure(
      send('crossapprove', { sender: 'op', from: 'plat1', to: 'plat1', approved: true }, 'op'),
      errors.ERR_INVALID_PLATFORM,
    )
    await expectFailure(
      send('crossapprove', { sender: 'plat1', from: 'plat1', to: 'plat2', approved: true }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
  })
})

describe('points', () => {
  it('seeding moved points from the operator down to platforms and their consumers', () => {
    expect(points('op')).toBe(1_000_000 - 20_000)
    expect(points('plat1')).toBe(10_000 - 2_000)
    expect(points('alice')).toBe(1_000)
  })

  it('selfrecharge is for operators and managers', async () => {
    await send('selfrecharge', { sender: 'admin', value: 5 }, 'admin')
    expect(points('admin')).toBe(5)
    await expectFailure(send('selfrecharge', { sender: 'plat1', value: 5 }, 'plat1'), errors.ERR_NO_PERMISSION)
    await expectFailure(send('selfrecharge', { sender: 'op', value: 0 }, 'op'), errors.ERR_INVALID_VALUE)
    await expect(send('selfrecharge', { sender: 'op', value: 5 }, 'plat1')).rejects.toThrow(
      'missing required authority op',
    )
  })

  it('recharge moves points; a platform recharges only its own accounts', async () => {
    await send('recharge', { from: 'plat1', to: 'alice', value: 250, memo: 'top up' }, 'plat1')
    expect(points('alice')).toBe(1_250)
    expect(points('plat1')).toBe(8_000 - 250)
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'carol', value: 1, memo: '' }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('recharge', { from: 'alice', to: 'bob', value: 1, memo: '' }, 'alice'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 1_000_000, memo: '' }, 'plat1'),
      errors.ERR_INSUFFICIENT_POINTS,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 0, memo: '' }, 'plat1'),
      errors.ERR_INVALID_VALUE,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'outsider', value: 1, memo: '' }, 'plat1'),
      errors.ERR_UNKNOWN_RECIPIENT,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'plat1', value: 1, memo: '' }, 'plat1'),
      errors.ERR_SELF_TRANSFER,
    )
    await freezeAccount('plat1', 'alice', true)
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 1, memo: '' }, 'plat1'),
      errors.ERR_RECIPIENT_NOT_ACTIVE,
    )
    await freezeAccount('op', 'plat1')
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'bob', value: 1, memo: '' }, 'plat1'),
      errors.ERR_SENDER_NOT_ACTIVE,
    )
    await expect(send('recharge', { from: 'op', to: 'plat2', value: 1, memo: '' }, 'plat2')).rejects.toThrow(
      'missing required authority op',
    )
  })

  it('settlement removes points from the sender', async () => {
    await send('settlement', { sender: 'plat1', value: 3_000 }, 'plat1')
    expect(points('plat1')).toBe(5_000)
    await expectFailure(send('settlement', { sender: 'plat1', value: 5_001 }, 'plat1'), errors.ERR_INSUFFICIENT_POINTS)
    await expectFailure(send('settlement', { sender: 'alice', value: 1 }, 'alice'), errors.ERR_NO_PERMISSION)
  })
})

describe('mint', () => {
  it('mints a single-copy collectible owned by the recipient and returns its id', async () => {
    const id = await mint('plat1', 'alice', SINGLE, 1, 'ipfs://one')
    expect(nftRow(id)).toMatchObject({
      business_type: 1,
      creator: 'plat1',
      owner: 'alice',
      supply: 1,
      nft_uri: 'ipfs://one',
      memo: 'memo',
      frozen: false,
      approved: '',
    })
    const returned = blockchain.actionTraces.at(-1)?.returnValue
    expect(returned === undefined ? undefined : Buffer.from(returned).readBigUInt64LE()).toBe(BigInt(id))
    expect(rows('nftbalances')).toEqual([])
  })

  it('mints multi-copy collectibles as a holding of the recipient', async () => {
    const id = await mint('plat1', 'alice', MULTI, 100)
    expect(nftRow(id)).toMatchObject({ business_type: 2, owner: '', supply: 100 })
    expect(holding(id, 'alice')).toBe(100)
  })

  it('charges the mint fee to the sender and credits the contract account', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 40 }, 'op')
    await mint('plat1', 'alice', SINGLE)
    expect(points('plat1')).toBe(8_000 - 40)
    expect(points(CONTRACT)).toBe(40)
  })

  it('refuses short points, bad amounts, a bad business type, a wrong signer, a wrong role and frozen parties', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 8_001 }, 'op')
    await expectFailure(mint('plat1', 'alice', SINGLE), errors.ERR_INSUFFICIENT_POINTS)
    await expectFailure(mint('plat1', 'alice', SINGLE, 2), errors.ERR_SINGLE_COPY_AMOUNT)
    await expectFailure(mint('plat1', 'alice', MULTI, 0), errors.ERR_INVALID_AMOUNT)
    await expectFailure(mint('plat1', 'alice', 3), errors.ERR_INVALID_BUSINESS_TYPE)
    await expectFailure(mint('plat1', 'alice', 0), errors.ERR_INVALID_BUSINESS_TYPE)
    await expectFailure(mint('alice', 'alice', SINGLE), errors.ERR_NO_PERMISSION)
    await expectFailure(mint('plat1', 'outsider', SINGLE), errors.ERR_UNKNOWN_RECIPIENT)
    await expectFailure(mint('outsider', 'alice', SINGLE), errors.ERR_UNKNOWN_ACCOUNT)
    await expectFailure(mint('plat1', 'alice', SINGLE, 1, 'x'.repeat(513)), errors.ERR_URI_TOO_LONG)
    await expect(
      send('mint', { sender: 'plat1', to: 'alice', amount: 1, nft_uri: '', business_type: SINGLE, memo: '' }, 'alice'),
    ).rejects.toThrow('missing required authority plat1')
    await freezeAccount('plat1', 'alice', true)
    await expectFailure(mint('plat1', 'alice', MULTI, 1), errors.ERR_RECIPIENT_NOT_ACTIVE)
    await freezeAccount('op', 'plat1')
    await expectFailure(mint('plat1', 'bob', MULTI, 1), errors.ERR_SENDER_NOT_ACTIVE)
  })

  it('mintbatch mints consecutive ids and charges the fee per item', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'mintbatch', value: 5 }, 'op')
    const first = nextNftId()
    await send(
      'mintbatch',
      { sender: 'plat1', to: 'bob', amounts: [3, 4, 5], nft_uris: ['a', 'b', 'c'], business_type: MULTI, memo: '' },
      'plat1',
    )
    expect([first, first + 1, first + 2].map((id) => holding(id, 'bob'))).toEqual([3, 4, 5])
    expect(nftRow(first + 2)).toMatchObject({ nft_uri: 'c', supply: 5 })
    expect(points('plat1')).toBe(8_000 - 15)
    const returned = blockchain.actionTraces.at(-1)?.returnValue
    expect(returned === undefined ? undefined : Buffer.from(returned).readBigUInt64LE()).toBe(BigInt(first))

    const batch = (amounts: number[], uris: string[], businessType = MULTI) =>
      send(
        'mintbatch',
        { sender: 'plat1', to: 'bob', amounts, nft_uris: uris, business_type: businessType, memo: '' },
        'plat1',
      )
    await expectFailure(batch([1, 2], ['a']), errors.ERR_BATCH_LENGTH_MISMATCH)
    await expectFailure(batch([], []), errors.ERR_EMPTY_BATCH)
    await expectFailure(
      batch(
        Array.from({ length: 51 }, () => 1),
        Array.from({ length: 51 }, () => 'u'),
      ),
      errors.ERR_BATCH_TOO_LARGE,
    )
    await expectFailure(batch([1, 2], ['a', 'b'], SINGLE), errors.ERR_SINGLE_COPY_AMOUNT)
    await expectFailure(batch([1, 0], ['a', 'b']), errors.ERR_INVALID_AMOUNT)
    await expectFailure(
      send(
        'mintbatch',
        { sender: 'alice', to: 'bob', amounts: [1], nft_uris: ['a'], business_type: SINGLE, memo: '' },
        'alice',
      ),
      errors.ERR_NO_PERMISSION,
    )
  })
})

describe('batch limits', () => {
  it('a full batch of 50 mints, moves and burns within one transaction', async () => {
    const first = nextNftId()
    const count = 50
    await send(
      'mintbatch',
      {
        sender: 'plat1',
        to: 'alice',
        amounts: Array.from({ length: count }, () => 2),
        nft_uris: Array.from({ length: count }, (_, i) => `ipfs://${i}`),
        business_type: MULTI,
        memo: 'drop',
      },
      'plat1',
    )
    const ids = Array.from({ length: count }, (_, i) => first + i)
    await send(
      'batchtrans',
      {
        sender: 'alice',
        from: 'alice',
        to: 'bob',
        nft_ids: ids,
        amounts: ids.map(() => 1),
        memo: '',
        business_type: MULTI,
      },
      'alice',
    )
    expect(ids.map((id) => holding(id, 'bob'))).toEqual(ids.map(() => 1))
    await send('burnbatch', { sender: 'bob', owner: 'bob', nft_ids: ids, business_type: MULTI }, 'bob')
    expect(ids.map((id) => nftRow(id)?.supply)).toEqual(ids.map(() => 1))
  })
})

describe('transfer', () => {
  const transfer = (sender: string, from: string, to: string, nftId: number, amount: number, businessType: number) =>
    send('transfer', { sender, from, to, nft_id: nftId, amount, memo: 'gift', business_type: businessType }, sender)

  it('moves a single-copy collectible from its owner and charges the sender', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'transfer', value: 7 }, 'op')
    const id = await mint('plat1', 'alice', SINGLE)
    await transfer('alice', 'alice', 'bob', id, 1, SINGLE)
    expect(nftRow(id)).toMatchObject({ owner: 'bob' })
    expect(points('alice')).toBe(1_000 - 7)
  })

  it('lets the approved account and an operator approved for all move it, and nobody else', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(transfer('bob', 'alice', 'bob', id, 1, SINGLE), errors.ERR_NOT_APPROVED)
    await send('approve', { sender: 'alice', to: 'bob', nft_id: id, business_type: SINGLE }, 'alice')
    expect(nftRow(id)).toMatchObject({ approved: 'bob' })
    await transfer('bob', 'alice', 'plat1', id, 1, SINGLE)
    expect(nftRow(id)).toMatchObject({ owner: 'plat1', approved: '' })

    await send('approvalall', { sender: 'plat1', to: 'bob', approved: true, business_type: SINGLE }, 'plat1')
    await transfer('bob', 'plat1', 'alice', id, 1, SINGLE)
    expect(nftRow(id)).toMatchObject({ owner: 'alice' })
    await expectFailure(transfer('alice', 'bob', 'plat1', id, 1, SINGLE), errors.ERR_NOT_OWNER)
    await transfer('alice', 'alice', 'bob', id, 1, SINGLE)
    await expect(
      send(
        'transfer',
        { sender: 'bob', from: 'bob', to: 'alice', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'alice',
      ),
    ).rejects.toThrow('missing required authority bob')
  })

  it('refuses frozen collectibles, frozen parties, bad amounts, self transfers, short points and unknown ids', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 2, SINGLE), errors.ERR_SINGLE_COPY_AMOUNT)
    await expectFailure(transfer('alice', 'alice', 'alice', id, 1, SINGLE), errors.ERR_SELF_TRANSFER)
    await expectFailure(transfer('alice', 'alice', 'bob', 999, 1, SINGLE), errors.ERR_UNKNOWN_NFT)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, MULTI), errors.ERR_BUSINESS_TYPE_MISMATCH)
    await expectFailure(transfer('alice', 'alice', 'outsider', id, 1, SINGLE), errors.ERR_UNKNOWN_RECIPIENT)
    await expectFailure(
      send(
        'transfer',
        {
          sender: 'alice',
          from: 'alice',
          to: 'bob',
          nft_id: id,
          amount: 1,
          memo: 'm'.repeat(257),
          business_type: SINGLE,
        },
        'alice',
      ),
      errors.ERR_MEMO_TOO_LONG,
    )

    await send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, SINGLE), errors.ERR_NFT_FROZEN)
    await send('unfreeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')

    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'transfer', value: 1_001 }, 'op')
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, SINGLE), errors.ERR_INSUFFICIENT_POINTS)
    await send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'transfer' }, 'op')

    await freezeAccount('plat1', 'bob', true)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, SINGLE), errors.ERR_RECIPIENT_NOT_ACTIVE)
    await send('approve', { sender: 'alice', to: 'plat1', nft_id: id, business_type: SINGLE }, 'alice')
    await freezeAccount('op', 'alice')
    await expectFailure(transfer('alice', 'alice', 'plat1', id, 1, SINGLE), errors.ERR_SENDER_NOT_ACTIVE)
    await expectFailure(transfer('plat1', 'alice', 'plat1', id, 1, SINGLE), errors.ERR_SENDER_NOT_ACTIVE) // the owner is frozen
    expect(nftRow(id)).toMatchObject({ owner: 'alice' })
  })

  it("moves copies of a multi-copy collectible within the holder's balance", async () => {
    const id = await mint('plat1', 'alice', MULTI, 10)
    await transfer('alice', 'alice', 'bob', id, 4, MULTI)
    expect([holding(id, 'alice'), holding(id, 'bob')]).toEqual([6, 4])
    await transfer('alice', 'alice', 'bob', id, 6, MULTI)
    expect([holding(id, 'alice'), holding(id, 'bob')]).toEqual([0, 10])
    expect(rows('nftbalances').filter((row) => row.owner === 'alice')).toEqual([])
    await expectFailure(transfer('bob', 'bob', 'alice', id, 11, MULTI), errors.ERR_INSUFFICIENT_BALANCE)
    await expectFailure(transfer('bob', 'bob', 'alice', id, 0, MULTI), errors.ERR_INVALID_AMOUNT)
    await expectFailure(transfer('alice', 'alice', 'bob', id, 1, MULTI), errors.ERR_NOT_OWNER)
    await expectFailure(transfer('alice', 'bob', 'alice', id, 1, MULTI), errors.ERR_NOT_APPROVED)
    await send('approve', { sender: 'bob', to: 'alice', nft_id: id, business_type: MULTI }, 'bob')
    await transfer('alice', 'bob', 'alice', id, 3, MULTI)
    expect([holding(id, 'alice'), holding(id, 'bob')]).toEqual([3, 7])
    expect(nftRow(id)).toMatchObject({ supply: 10 })
  })

  it('batchtrans moves every listed collectible and charges per item', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'batchtrans', value: 2 }, 'op')
    const a = await mint('plat1', 'alice', MULTI, 5)
    const b = await mint('plat1', 'alice', MULTI, 5)
    await send(
      'batchtrans',
      { sender: 'alice', from: 'alice', to: 'bob', nft_ids: [a, b], amounts: [1, 5], memo: '', business_type: MULTI },
      'alice',
    )
    expect([holding(a, 'bob'), holding(b, 'bob'), holding(a, 'alice')]).toEqual([1, 5, 4])
    expect(points('alice')).toBe(1_000 - 4)
    const batch = (ids: number[], amounts: number[]) =>
      send(
        'batchtrans',
        { sender: 'alice', from: 'alice', to: 'bob', nft_ids: ids, amounts, memo: '', business_type: MULTI },
        'alice',
      )
    await expectFailure(batch([a], [1, 1]), errors.ERR_BATCH_LENGTH_MISMATCH)
    await expectFailure(batch([], []), errors.ERR_EMPTY_BATCH)
    await expectFailure(batch([a, b], [1, 1]), errors.ERR_NOT_OWNER) // alice holds no more of b
    expect(holding(a, 'alice')).toBe(4) // the failed batch moved nothing
  })
})

describe('freeze and unfreeze', () => {
  it('the creating platform and operators freeze collectibles; others may not', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    expect(nftRow(id)).toMatchObject({ frozen: true })
    await expectFailure(
      send('freeze', { sender: 'op', nft_id: id, business_type: SINGLE }, 'op'),
      errors.ERR_NFT_ALREADY_FROZEN,
    )
    await expectFailure(
      send('unfreeze', { sender: 'plat2', nft_id: id, business_type: SINGLE }, 'plat2'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('unfreeze', { sender: 'alice', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_NO_PERMISSION,
    )
    await send('unfreeze', { sender: 'op', nft_id: id, business_type: SINGLE }, 'op')
    expect(nftRow(id)).toMatchObject({ frozen: false })
    await expectFailure(
      send('unfreeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1'),
      errors.ERR_NFT_NOT_FROZEN,
    )
    await expectFailure(
      send('freeze', { sender: 'plat1', nft_id: 999, business_type: SINGLE }, 'plat1'),
      errors.ERR_UNKNOWN_NFT,
    )
    await expect(send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'op')).rejects.toThrow(
      'missing required authority plat1',
    )
  })

  it('charges the freeze fee and refuses short points and a frozen sender', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'freeze', value: 100 }, 'op')
    const id = await mint('plat1', 'alice', MULTI, 3)
    await send('freeze', { sender: 'plat1', nft_id: id, business_type: MULTI }, 'plat1')
    expect(points('plat1')).toBe(8_000 - 100)
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'unfreeze', value: 1_000_000 }, 'op')
    await expectFailure(
      send('unfreeze', { sender: 'plat1', nft_id: id, business_type: MULTI }, 'plat1'),
      errors.ERR_INSUFFICIENT_POINTS,
    )
    await freezeAccount('op', 'plat1')
    await expectFailure(
      send('unfreeze', { sender: 'plat1', nft_id: id, business_type: MULTI }, 'plat1'),
      errors.ERR_SENDER_NOT_ACTIVE,
    )
  })
})

describe('burn', () => {
  const burn = (sender: string, owner: string, nftId: number, businessType: number) =>
    send('burn', { sender, owner, nft_id: nftId, business_type: businessType }, sender)

  it('burns a single-copy collectible of its owner', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'burn', value: 9 }, 'op')
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(burn('bob', 'alice', id, SINGLE), errors.ERR_NOT_APPROVED)
    await expectFailure(burn('bob', 'bob', id, SINGLE), errors.ERR_NOT_OWNER)
    await burn('alice', 'alice', id, SINGLE)
    expect(nftRow(id)).toBeUndefined()
    expect(points('alice')).toBe(1_000 - 9)
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_UNKNOWN_NFT)
  })

  it("burns all of the owner's copies and lowers the supply", async () => {
    const id = await mint('plat1', 'alice', MULTI, 10)
    await send(
      'transfer',
      { sender: 'alice', from: 'alice', to: 'bob', nft_id: id, amount: 4, memo: '', business_type: MULTI },
      'alice',
    )
    await burn('bob', 'bob', id, MULTI)
    expect(nftRow(id)).toMatchObject({ supply: 6 })
    expect(holding(id, 'bob')).toBe(0)
    await send('approvalall', { sender: 'alice', to: 'bob', approved: true, business_type: MULTI }, 'alice')
    await burn('bob', 'alice', id, MULTI)
    expect(nftRow(id)).toBeUndefined()
  })

  it('refuses frozen collectibles, frozen owners, a wrong role and short points', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await send('freeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_NFT_FROZEN)
    await send('unfreeze', { sender: 'plat1', nft_id: id, business_type: SINGLE }, 'plat1')
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'burn', value: 5_000 }, 'op')
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_INSUFFICIENT_POINTS)
    await send('delfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'burn' }, 'op')
    await expectFailure(burn('alice', 'alice', id, SINGLE), errors.ERR_NO_PERMISSION)
    await freezeAccount('op', 'alice')
    await expectFailure(burn('op', 'alice', id, SINGLE), errors.ERR_SENDER_NOT_ACTIVE)
    expect(nftRow(id)).toMatchObject({ owner: 'alice' })
  })

  it('burnbatch burns every listed collectible or none', async () => {
    const a = await mint('plat1', 'alice', SINGLE)
    const b = await mint('plat1', 'alice', SINGLE)
    const c = await mint('plat1', 'bob', SINGLE)
    await expectFailure(
      send('burnbatch', { sender: 'alice', owner: 'alice', nft_ids: [a, c], business_type: SINGLE }, 'alice'),
      errors.ERR_NOT_OWNER,
    )
    expect(nftRow(a)).toBeDefined()
    await send('burnbatch', { sender: 'alice', owner: 'alice', nft_ids: [a, b], business_type: SINGLE }, 'alice')
    expect([nftRow(a), nftRow(b)]).toEqual([undefined, undefined])
    await expectFailure(
      send('burnbatch', { sender: 'alice', owner: 'alice', nft_ids: [], business_type: SINGLE }, 'alice'),
      errors.ERR_EMPTY_BATCH,
    )
  })
})

describe('approvals', () => {
  it('approve and delapproval set and clear the per-collectible approval of its owner', async () => {
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(
      send('approve', { sender: 'bob', to: 'plat1', nft_id: id, business_type: SINGLE }, 'bob'),
      errors.ERR_NOT_OWNER,
    )
    await expectFailure(
      send('approve', { sender: 'alice', to: 'alice', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_SELF_APPROVE,
    )
    await expectFailure(
      send('approve', { sender: 'alice', to: 'outsider', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_UNKNOWN_RECIPIENT,
    )
    await send('approve', { sender: 'alice', to: 'bob', nft_id: id, business_type: SINGLE }, 'alice')
    await send('delapproval', { sender: 'alice', nft_id: id, business_type: SINGLE }, 'alice')
    expect(nftRow(id)).toMatchObject({ approved: '' })
    await expectFailure(
      send('delapproval', { sender: 'alice', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_NO_APPROVAL,
    )
    await expectFailure(
      send('delapproval', { sender: 'bob', nft_id: id, business_type: SINGLE }, 'bob'),
      errors.ERR_NOT_OWNER,
    )
    await freezeAccount('plat1', 'bob', true)
    await expectFailure(
      send('approve', { sender: 'alice', to: 'bob', nft_id: id, business_type: SINGLE }, 'alice'),
      errors.ERR_RECIPIENT_NOT_ACTIVE,
    )
  })

  it('approvebatch approves each listed collectible of a holder', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'approvebatch', value: 1 }, 'op')
    const a = await mint('plat1', 'alice', MULTI, 2)
    const b = await mint('plat1', 'alice', MULTI, 2)
    await send('approvebatch', { sender: 'alice', to: 'bob', nft_ids: [a, b], business_type: MULTI }, 'alice')
    expect(
      rows('nftbalances')
        .filter((row) => row.owner === 'alice')
        .map((row) => row.approved),
    ).toEqual(['bob', 'bob'])
    expect(points('alice')).toBe(1_000 - 2)
    await send('delapproval', { sender: 'alice', nft_id: a, business_type: MULTI }, 'alice')
    await expectFailure(
      send(
        'transfer',
        { sender: 'bob', from: 'alice', to: 'bob', nft_id: a, amount: 1, memo: '', business_type: MULTI },
        'bob',
      ),
      errors.ERR_NOT_APPROVED,
    )
    await expectFailure(
      send('approvebatch', { sender: 'bob', to: 'alice', nft_ids: [a], business_type: MULTI }, 'bob'),
      errors.ERR_NOT_OWNER,
    )
  })

  it("approvalall approves and revokes an operator for all of an owner's collectibles of a type", async () => {
    await send('approvalall', { sender: 'alice', to: 'bob', approved: true, business_type: SINGLE }, 'alice')
    expect(rows('s21userappr')).toEqual([
      expect.objectContaining({ owner: 'alice', to: 'bob', business_type: 1, approved: true }),
    ])
    await expectFailure(
      send('approvalall', { sender: 'alice', to: 'bob', approved: true, business_type: SINGLE }, 'alice'),
      errors.ERR_ALREADY_APPROVED,
    )
    await send('approvalall', { sender: 'alice', to: 'plat1', approved: true, business_type: MULTI }, 'alice')
    await send('approvalall', { sender: 'alice', to: 'bob', approved: false, business_type: SINGLE }, 'alice')
    expect(rows('s21userappr').find((row) => row.to === 'bob')).toMatchObject({ approved: false })
    await expectFailure(
      send('approvalall', { sender: 'alice', to: 'bob', approved: false, business_type: SINGLE }, 'alice'),
      errors.ERR_NO_APPROVAL,
    )
    await expectFailure(
      send('approvalall', { sender: 'alice', to: 'alice', approved: true, business_type: SINGLE }, 'alice'),
      errors.ERR_SELF_APPROVE,
    )

    const id = await mint('plat1', 'alice', MULTI, 3)
    await send(
      'transfer',
      { sender: 'plat1', from: 'alice', to: 'bob', nft_id: id, amount: 1, memo: '', business_type: MULTI },
      'plat1',
    )
    expect(holding(id, 'bob')).toBe(1)
    await expect(
      send('approvalall', { sender: 'alice', to: 'carol', approved: true, business_type: SINGLE }, 'bob'),
    ).rejects.toThrow('missing required authority alice')
  })
})

describe('seturi', () => {
  it('the creator changes the resource identifier of a collectible that is not frozen', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'seturi', value: 11 }, 'op')
    const id = await mint('plat1', 'alice', SINGLE, 1, 'ipfs://old')
    await send('seturi', { sender: 'plat1', nft_id: id, nft_uri: 'ipfs://new', business_type: SINGLE }, 'plat1')
    expect(nftRow(id)).toMatchObject({ nft_uri: 'ipfs://new' })
    expect(points('plat1')).toBe(8_000 - 11)
    await expectFailure(
      send('seturi', { sender: 'plat2', nft_id: id, nft_uri: 'x', business_type: SINGLE }, 'plat2'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('seturi', { sender: 'alice', nft_id: id, nft_uri: 'x', business_type: SINGLE }, 'alice'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('seturi', { sender: 'plat1', nft_id: id, nft_uri: 'x'.repeat(513), business_type: SINGLE }, 'plat1'),
      errors.ERR_URI_TOO_LONG,
    )
    await send('freeze', { sender: 'op', nft_id: id, business_type: SINGLE }, 'op')
    await expectFailure(
      send('seturi', { sender: 'plat1', nft_id: id, nft_uri: 'x', business_type: SINGLE }, 'plat1'),
      errors.ERR_NFT_FROZEN,
    )
  })
})

// Every collectible action, called validly: the matrix below runs each one through the same rules.
interface BusinessCase {
  action: string
  sender: string
  businessType: number
  /** Items charged: batch actions pay the fee once per item. */
  items: number
  /** Collectibles the action works on, when a frozen collectible must stop it. */
  movesCollectible: boolean
  prepare?: (ids: Fixture) => Promise<void>
  data: (ids: Fixture) => ActionData
}

interface Fixture {
  single: number
  multiA: number
  multiB: number
}

async function fixture(): Promise<Fixture> {
  return {
    single: await mint('plat1', 'alice', SINGLE),
    multiA: await mint('plat1', 'alice', MULTI, 5),
    multiB: await mint('plat1', 'alice', MULTI, 5),
  }
}

const businessCases: BusinessCase[] = [
  {
    action: 'mint',
    sender: 'plat1',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: () => ({ sender: 'plat1', to: 'alice', amount: 1, nft_uri: 'u', business_type: SINGLE, memo: '' }),
  },
  {
    action: 'mintbatch',
    sender: 'plat1',
    businessType: MULTI,
    items: 2,
    movesCollectible: false,
    data: () => ({
      sender: 'plat1',
      to: 'alice',
      amounts: [2, 3],
      nft_uris: ['a', 'b'],
      business_type: MULTI,
      memo: '',
    }),
  },
  {
    action: 'transfer',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: true,
    data: (ids) => ({
      sender: 'alice',
      from: 'alice',
      to: 'bob',
      nft_id: ids.single,
      amount: 1,
      memo: '',
      business_type: SINGLE,
    }),
  },
  {
    action: 'batchtrans',
    sender: 'alice',
    businessType: MULTI,
    items: 2,
    movesCollectible: true,
    data: (ids) => ({
      sender: 'alice',
      from: 'alice',
      to: 'bob',
      nft_ids: [ids.multiA, ids.multiB],
      amounts: [1, 2],
      memo: '',
      business_type: MULTI,
    }),
  },
  {
    action: 'freeze',
    sender: 'plat1',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: (ids) => ({ sender: 'plat1', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'unfreeze',
    sender: 'plat1',
    businessType: MULTI,
    items: 1,
    movesCollectible: false,
    prepare: (ids) => send('freeze', { sender: 'op', nft_id: ids.multiA, business_type: MULTI }, 'op'),
    data: (ids) => ({ sender: 'plat1', nft_id: ids.multiA, business_type: MULTI }),
  },
  {
    action: 'burn',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: true,
    data: (ids) => ({ sender: 'alice', owner: 'alice', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'burnbatch',
    sender: 'alice',
    businessType: MULTI,
    items: 2,
    movesCollectible: true,
    data: (ids) => ({ sender: 'alice', owner: 'alice', nft_ids: [ids.multiA, ids.multiB], business_type: MULTI }),
  },
  {
    action: 'approve',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: (ids) => ({ sender: 'alice', to: 'bob', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'approvebatch',
    sender: 'alice',
    businessType: MULTI,
    items: 2,
    movesCollectible: false,
    data: (ids) => ({ sender: 'alice', to: 'bob', nft_ids: [ids.multiA, ids.multiB], business_type: MULTI }),
  },
  {
    action: 'approvalall',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: () => ({ sender: 'alice', to: 'bob', approved: true, business_type: SINGLE }),
  },
  {
    action: 'delapproval',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    prepare: (ids) =>
      send('approve', { sender: 'alice', to: 'bob', nft_id: ids.single, business_type: SINGLE }, 'alice'),
    data: (ids) => ({ sender: 'alice', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'seturi',
    sender: 'plat1',
    businessType: SINGLE,
    items: 1,
    movesCollectible: true,
    data: (ids) => ({ sender: 'plat1', nft_id: ids.single, nft_uri: 'ipfs://v2', business_type: SINGLE }),
  },
]

describe.each(businessCases)('$action by $sender (business type $businessType)', (testCase) => {
  async function prepared(): Promise<ActionData> {
    const ids = await fixture()
    await testCase.prepare?.(ids)
    return testCase.data(ids)
  }
  const setFee = (value: number) =>
    send('setfee', { sender: 'op', business_type: testCase.businessType, func_name: testCase.action, value }, 'op')

  it('succeeds and charges its fee per item to the sender', async () => {
    const data = await prepared()
    await setFee(3)
    const before = points(testCase.sender)
    await send(testCase.action, data, testCase.sender)
    expect(points(testCase.sender)).toBe(before - 3 * testCase.items)
    expect(points(CONTRACT)).toBe(3 * testCase.items)
  })

  it('fails when the sender is short of points', async () => {
    const data = await prepared()
    await setFee(Math.ceil((points(testCase.sender) + 1) / testCase.items))
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_INSUFFICIENT_POINTS)
  })

  it('fails for a wrong signer', async () => {
    const data = await prepared()
    await expect(send(testCase.action, data, 'carol')).rejects.toThrow(`missing required authority ${testCase.sender}`)
  })

  it("fails when the sender's role lacks the function permission", async () => {
    const data = await prepared()
    const role = Number(accountRow(testCase.sender)?.role)
    await send(
      'delfuncperm',
      { sender: 'op', account_role: role, business_type: testCase.businessType, func_name: testCase.action },
      'op',
    )
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_NO_PERMISSION)
  })

  it('fails when the sender is frozen, at either level', async () => {
    const data = await prepared()
    await freezeAccount('op', testCase.sender)
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_SENDER_NOT_ACTIVE)
    await send('updateaccsta', { sender: 'op', account: testCase.sender, state: 1, change_platform_state: false }, 'op')
    await freezeAccount('op', testCase.sender, true)
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_SENDER_NOT_ACTIVE)
  })

  it('fails while the platform is closed', async () => {
    const data = await prepared()
    await send('setplatform', { sender: 'op', is_platform_open: false }, 'op')
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_PLATFORM_CLOSED)
  })
})

describe.each(businessCases.filter((testCase) => testCase.movesCollectible))(
  '$action of a frozen collectible',
  (testCase) => {
    it('fails with nft frozen', async () => {
      const ids = await fixture()
      await testCase.prepare?.(ids)
      for (const [id, type] of [
        [ids.single, SINGLE],
        [ids.multiA, MULTI],
        [ids.multiB, MULTI],
      ] as const) {
        await send('freeze', { sender: 'op', nft_id: id, business_type: type }, 'op')
      }
      await expectFailure(send(testCase.action, testCase.data(ids), testCase.sender), errors.ERR_NFT_FROZEN)
    })
  },
)

describe('administration actions', () => {
  const adminCases: { action: string; data: (sender: string) => ActionData }[] = [
    { action: 'setaccrole', data: (sender) => ({ sender, account: 'bob', role: 2, is_manager: false }) },
    {
      action: 'addfuncperm',
      data: (sender) => ({ sender, account_role: 3, business_type: SINGLE, func_name: 'mint' }),
    },
    {
      action: 'delfuncperm',
      data: (sender) => ({ sender, account_role: 3, business_type: SINGLE, func_name: 'transfer' }),
    },
    { action: 'crossapprove', data: (sender) => ({ sender, from: 'plat1', to: 'plat2', approved: true }) },
    { action: 'setplatform', data: (sender) => ({ sender, is_platform_open: false }) },
    { action: 'setfee', data: (sender) => ({ sender, business_type: SINGLE, func_name: 'mint', value: 1 }) },
    { action: 'delbiztype', data: (sender) => ({ sender, business_type: MULTI }) },
    { action: 'selfrecharge', data: (sender) => ({ sender, value: 1 }) },
  ]

  it.each(adminCases)(
    '$action succeeds for a manager and fails for a wrong signer or a platform',
    async ({ action, data }) => {
      await expect(send(action, data('plat1'), 'alice')).rejects.toThrow('missing required authority plat1')
      await expectFailure(send(action, data('plat1'), 'plat1'), errors.ERR_NO_PERMISSION)
      await expectFailure(send(action, data('alice'), 'alice'), errors.ERR_NO_PERMISSION)
      await send(action, data('admin'), 'admin')
    },
  )

  it('deletefee succeeds for an operator and fails for a wrong signer or a platform', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 1 }, 'op')
    const data = (sender: string) => ({ sender, business_type: SINGLE, func_name: 'mint' })
    await expect(send('deletefee', data('op'), 'plat1')).rejects.toThrow('missing required authority op')
    await expectFailure(send('deletefee', data('plat1'), 'plat1'), errors.ERR_NO_PERMISSION)
    await send('deletefee', data('op'), 'op')
  })

  it('a frozen operator cannot administer', async () => {
    await freezeAccount('admin', 'op')
    await expectFailure(
      send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 1 }, 'op'),
      errors.ERR_SENDER_NOT_ACTIVE,
    )
    await expectFailure(freezeAccount('op', 'alice'), errors.ERR_SENDER_NOT_ACTIVE)
  })
})
