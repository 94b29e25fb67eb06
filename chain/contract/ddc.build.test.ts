// The built contract: its ABI, its error messages, and init's default function permissions.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildContract, contractOutputs } from './build.mjs'
import * as errors from './errors'
import { CONTRACT, send, rows, withContract } from './testing/harness'

withContract()

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
