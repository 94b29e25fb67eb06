import { ABI, Action, APIClient, Name, PrivateKey, SignedTransaction, Transaction } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from '../devnet/devnet.ts'
import { devAccount, removeDataDir, startTestDevnet } from '../devnet/test-support.ts'

/** A second real client, @wharfkit/antelope, through the devnet: reads, dry runs and sends. */

let devnet: RunningDevnet & { dataDir: string }
let client: APIClient
let operatorKey: PrivateKey

beforeAll(async () => {
  devnet = await startTestDevnet()
  client = new APIClient({ url: devnet.url, fetch })
  operatorKey = PrivateKey.from(devAccount(devnet, 'operator1').private_key)
})

afterAll(async () => {
  await devnet?.stop()
  if (devnet) removeDataDir(devnet.dataDir)
})

async function signedRecharge(value: number, memo: string): Promise<SignedTransaction> {
  const info = await client.v1.chain.get_info()
  const { abi } = await client.v1.chain.get_abi(devnet.contractAccount)
  if (!abi) throw new Error('the contract has no ABI')
  const transaction = Transaction.from({
    ...info.getTransactionHeader(60),
    actions: [
      Action.from(
        {
          account: devnet.contractAccount,
          name: 'recharge',
          authorization: [{ actor: 'operator1', permission: 'owner' }],
          data: { from: 'operator1', to: 'platform1', value, memo },
        },
        ABI.from(abi),
      ),
    ],
  })
  const signature = operatorKey.signDigest(transaction.signingDigest(info.chain_id))
  return SignedTransaction.from({ ...transaction, signatures: [signature] })
}

async function points(): Promise<number> {
  const result = await client.v1.chain.get_table_rows({
    code: devnet.contractAccount,
    scope: devnet.contractAccount,
    table: 's21balance',
    lower_bound: Name.from('platform1'),
    upper_bound: Name.from('platform1'),
  })
  return Number((result.rows[0] as { points?: number } | undefined)?.points ?? 0)
}

describe('@wharfkit/antelope against the devnet', () => {
  it('reads get_info and get_account', async () => {
    const info = await client.v1.chain.get_info()
    expect(info.head_block_num.toNumber()).toBeGreaterThan(info.last_irreversible_block_num.toNumber() - 1)
    const account = await client.v1.chain.get_account('operator1')
    expect(account.getPermission('owner').required_auth.keys[0]?.key.toString()).toBe(operatorKey.toPublic().toString())
  })

  it('dry-runs with compute_transaction, then sends with send_transaction2 and send_transaction', async () => {
    const before = await points()
    const computed = await client.v1.chain.compute_transaction(await signedRecharge(3, 'wharf dry'))
    expect(computed.processed.receipt.status).toBe('executed')
    expect(await points()).toBe(before)

    const sent = await client.v1.chain.send_transaction2(await signedRecharge(3, 'wharf 2'))
    expect(String(sent.transaction_id)).toMatch(/^[0-9a-f]{64}$/)
    const pushed = await client.v1.chain.send_transaction(await signedRecharge(4, 'wharf 1'))
    expect(String(pushed.transaction_id)).toMatch(/^[0-9a-f]{64}$/)
    expect(await points()).toBe(before + 7)
  })
})
