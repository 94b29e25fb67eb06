/** The chain SDK against the real devnet: accounts, keys and permissions, with and without system contracts. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createChainClient, generateKeys } from '@/lib/chain'
import { startDevnet, type RunningDevnet } from '../devnet/devnet.ts'
import { keyOf, as, expectRefused, operator, platform, consumer, nextMint, withSdkDevnet } from './sdk-harness.ts'

withSdkDevnet()

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
    // The points for approvalall's fee, signed with the new key below.
    await as(platform).recharge({ to: 'consumer2', value: 50, memo: 'top up' })
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

describe('permissions other than owner', () => {
  it('signs with the permission named in the input', async () => {
    const result = await as(platform).mint721({
      to: consumer,
      ddc_uri: `ipfs://active/${nextMint()}`,
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
