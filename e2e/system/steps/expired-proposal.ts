/**
 * The expired half of the multisig whole-system test, on the running devnet (a proposal cannot be made to
 * expire within seconds from the console, whose validity is counted in hours): manager1 proposes, for the
 * managers' 2-of-3 board, a fee change that expires 15 s later; manager2 and manager3 approve it; once the
 * chain's head is past its expiry, exec is refused. Prints the proposal name and the chain's answer to exec.
 * Run with tsx (see chain-cli.ts). Devnet development keys only.
 * Usage: tsx e2e/system/steps/expired-proposal.ts <devnet url> <contract account> <dev-accounts.json> <proposal>
 */
import { readFileSync } from 'node:fs'
import { proposeAction, type SerializedAction } from '@/lib/chain/msig-actions'
import { MANAGER_BOARD, type DevAccount } from '../../../chain/devnet/genesis'
import { apiFor, devAccount, rpcFor } from '../../../chain/devnet/test-support'

const [url, contractAccount, accountsFile, proposalName] = process.argv.slice(2)
if (!url || !contractAccount || !accountsFile || !proposalName)
  throw new Error('usage: expired-proposal.ts <devnet url> <contract account> <dev-accounts.json> <proposal>')
const devnet = { url, contractAccount, accounts: JSON.parse(readFileSync(accountsFile, 'utf8')) as DevAccount[] }
const TAPOS = { blocksBehind: 3, expireSeconds: 30 }
// Long enough for the proposal and both approvals to be in before it expires: at load 20, 3 s was not.
const EXPIRES_IN_MS = 15_000
const active = (actor: string) => [{ actor, permission: 'active' }]

function msig(signer: string, name: string, data: Record<string, unknown>): Promise<unknown> {
  return apiFor(devnet, [devAccount(devnet, signer).private_key]).transact(
    { actions: [{ account: 'eosio.msig', name, authorization: active(signer), data }] },
    TAPOS,
  )
}

const proposer = apiFor(devnet, [devAccount(devnet, 'manager1').private_key])
const actions = await proposer.serializeActions([
  {
    account: contractAccount,
    name: 'setfee',
    authorization: active(MANAGER_BOARD),
    data: { sender: MANAGER_BOARD, business_type: 1, func_name: 'mint', value: 43 },
  },
])
const head = await rpcFor(devnet).get_info()
const expiryMs = Date.parse(`${head.head_block_time}Z`) + EXPIRES_IN_MS
const propose = proposeAction('manager1', 'active', {
  proposalName,
  requested: ['manager2', 'manager3'].map((actor) => ({ actor, permission: 'active' })),
  actions: actions as SerializedAction[],
  expiration: new Date(expiryMs).toISOString().slice(0, 19),
})
await proposer.transact({ actions: [propose] }, TAPOS)
for (const approver of ['manager2', 'manager3'])
  await msig(approver, 'approve', {
    proposer: 'manager1',
    proposal_name: proposalName,
    level: { actor: approver, permission: 'active' },
  })
for (;;) {
  const now = await rpcFor(devnet).get_info()
  if (Date.parse(`${now.head_block_time}Z`) > expiryMs) break
  await new Promise((resolve) => setTimeout(resolve, 200))
}
let expiredExec = 'executed'
try {
  await msig('manager3', 'exec', { proposer: 'manager1', proposal_name: proposalName, executer: 'manager3' })
} catch (error) {
  const json = (error as { json?: { error?: { details?: { message?: string }[] } } }).json
  expiredExec = json?.error?.details?.[0]?.message ?? String(error)
}
console.log(JSON.stringify({ proposalName, expiredExec }))
