import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClient, managerActionBuilder, type ChainAction, type ChainClient } from '@/lib/chain'
import { type RunningDevnet } from '../devnet/devnet.ts'
import { removeDataDir, startTestDevnet } from '../devnet/test-support.ts'

/**
 * Every manager action × role on the devnet's contract: a platform party (role 2) and a consumer (role 3) are
 * refused with the contract's "no permission"; the operator (role 1, privileged) may run them, except
 * setaccrole, which needs manager rights.
 */

let devnet: RunningDevnet & { dataDir: string }
const keys = new Map<string, string>()

beforeAll(async () => {
  devnet = await startTestDevnet()
  const accounts = JSON.parse(readFileSync(path.join(devnet.dataDir, 'dev-accounts.json'), 'utf8')) as {
    account: string
    private_key: string
  }[]
  for (const entry of accounts) keys.set(entry.account, entry.private_key)
}, 60_000)

afterAll(async () => {
  await devnet.stop()
  removeDataDir(devnet.dataDir)
})

function as(account: string): ChainClient {
  return createChainClient({
    rpcUrl: devnet.url,
    contractAccount: devnet.contractAccount,
    signer: { account, privateKey: keys.get(account) ?? '' },
  })
}

type ManagerCase = [string, (sender: string) => ChainAction]
const build = (sender: string) => managerActionBuilder(devnet.contractAccount, sender)
const cases: ManagerCase[] = [
  ['delfuncperm', (s) => build(s).deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'burn' })],
  ['addfuncperm', (s) => build(s).addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'burn' })],
  ['crossapprove', (s) => build(s).crossApprove({ from: 'platform1', to: 'platform1', approved: true })],
  ['setplatform', (s) => build(s).setPlatform({ is_platform_open: true })],
  ['setfee', (s) => build(s).setFee({ business_type: 2, func_name: 'burn', value: '3' })],
  ['deletefee', (s) => build(s).deleteFee({ business_type: 2, func_name: 'burn' })],
  ['delbiztype', (s) => build(s).deleteBusinessType({ business_type: 2 })],
  [
    'setaccrole',
    (s) => ({
      account: devnet.contractAccount,
      name: 'setaccrole',
      authorization: [{ actor: s, permission: 'owner' }],
      data: { sender: s, account: 'consumer1', role: 3, is_manager: true },
    }),
  ],
]

async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt
    return 'accepted'
  } catch (error) {
    return String((error as { detail?: unknown }).detail ?? error)
  }
}

describe('manager actions × roles on the contract', () => {
  it.each(
    cases.flatMap(([name, action]) => ['platform1', 'consumer1'].map((signer) => [name, signer, action] as const)),
  )('%s is refused to %s', async (_name, signer, action) => {
    expect(await refusal(as(signer).sendActions([action(signer)]))).toContain('no permission')
  })

  it('makes the demo operator a manager at genesis, so the console shows it the manager screens', async () => {
    const row = await as('operator1').readAccount('operator1')
    expect(row).toMatchObject({ role: 1, is_manager: true })
  })

  it('lets the operator run every privileged action, and refuses it setaccrole (managers only)', async () => {
    // Genesis makes the demo operator a manager: the contract account takes the rights back first.
    const contract = devnet.contractAccount
    const setRole = (isManager: boolean) => ({
      account: contract,
      name: 'setaccrole',
      authorization: [{ actor: contract, permission: 'owner' }],
      data: { sender: contract, account: 'operator1', role: 1, is_manager: isManager },
    })
    await as(contract).sendActions([setRole(false)])
    for (const [name, action] of cases) {
      const outcome = await refusal(as('operator1').sendActions([action('operator1')]))
      if (name === 'setaccrole') expect(outcome).toContain('no permission')
      // The devnet has one platform: the operator passes the permission gate, then the pair check refuses.
      else if (name === 'crossapprove') expect(outcome).toContain('invalid platform')
      else expect(outcome, name).toBe('accepted')
    }
    // With its rights back, the operator may set roles too.
    await as(contract).sendActions([setRole(true)])
    const setAccountRole = cases.find(([name]) => name === 'setaccrole')?.[1]
    expect(setAccountRole && (await refusal(as('operator1').sendActions([setAccountRole('operator1')])))).toBe(
      'accepted',
    )
  })
})
