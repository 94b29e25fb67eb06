/**
 * The multisig steps of the whole-system test, on the running devnet: creates a 2-of-3 fee board (any two of
 * approver1..3 sign for `feeboard`, registered as an operator), proposes a fee change, approves it twice and
 * executes it; then proposes one that expires after 3 s, approves it twice and tries to execute it after its
 * expiry. Prints the outcome as JSON. Run with tsx (Playwright's loader does not resolve eosjs's imports).
 * Usage: tsx e2e/system/steps/msig-fee-change.ts <devnet url> <contract account> <dev-accounts.json>
 */
import { readFileSync } from 'node:fs'
import { FeeBoard } from '../../../chain/devnet/msig-fixture'
import type { DevAccount } from '../../../chain/devnet/genesis'
import { rpcFor } from '../../../chain/devnet/test-support'

const [url, contractAccount, accountsFile] = process.argv.slice(2)
if (!url || !contractAccount || !accountsFile)
  throw new Error('usage: msig-fee-change.ts <devnet url> <contract account> <dev-accounts.json>')
const devnet = {
  url,
  contractAccount,
  accounts: JSON.parse(readFileSync(accountsFile, 'utf8')) as DevAccount[],
}
const board = await FeeBoard.create(() => devnet)

async function mintFee(): Promise<string | undefined> {
  const { rows } = (await rpcFor(devnet).get_table_rows({
    code: contractAccount,
    scope: contractAccount,
    table: 'feerules',
    lower_bound: '1',
    upper_bound: '1',
  })) as { rows: { func_fee: { key: string; fee: number | string }[] }[] }
  const fee = rows[0]?.func_fee.find((entry) => entry.key === 'mint')?.fee
  return fee === undefined ? undefined : String(fee)
}

const feeBefore = await mintFee()
const executed = await board.proposeFee(42)
await board.approve('approver1', executed)
await board.approve('approver2', executed)
const exec = (await board.exec(executed)) as { transaction_id: string }
const feeAfter = await mintFee()

const expired = await board.proposeFee(43, { expiresInSeconds: 3 })
await board.approve('approver1', expired)
await board.approve('approver2', expired)
const info = await rpcFor(devnet).get_info()
const expiryMs = Date.parse(`${info.head_block_time}Z`) + 3000
for (;;) {
  const head = await rpcFor(devnet).get_info()
  if (Date.parse(`${head.head_block_time}Z`) > expiryMs) break
  await new Promise((resolve) => setTimeout(resolve, 200))
}
let expiredExec = 'executed'
try {
  await board.exec(expired)
} catch (error) {
  const json = (error as { json?: { error?: { details?: { message?: string }[] } } }).json
  expiredExec = json?.error?.details?.[0]?.message ?? String(error)
}
console.log(
  JSON.stringify({
    feeBefore,
    feeAfter,
    executed,
    execTransactionId: exec.transaction_id,
    expired,
    expiredExec,
    feeAtEnd: await mintFee(),
  }),
)
