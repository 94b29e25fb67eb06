/**
 * A step of the multisig whole-system test, on the running devnet: manager1 proposes, for the managers'
 * 2-of-3 board, a fee change valid for 24 hours; manager2 and manager3 approve it (so it could be executed).
 * Prints the proposal name. Run with tsx (see chain-cli.ts). Devnet development keys only.
 * Usage: tsx e2e/system/steps/approved-proposal.ts <devnet url> <contract account> <dev-accounts.json> <proposal>
 */
import { readFileSync } from 'node:fs'
import { proposalExpiration, proposeAction, type SerializedAction } from '@/lib/chain/msig-actions'
import { MANAGER_BOARD, type DevAccount } from '../../../chain/devnet/genesis'
import { apiFor, devAccount, rpcFor } from '../../../chain/devnet/test-support'

const [url, contractAccount, accountsFile, proposalName] = process.argv.slice(2)
if (!url || !contractAccount || !accountsFile || !proposalName)
  throw new Error('usage: approved-proposal.ts <devnet url> <contract account> <dev-accounts.json> <proposal>')
const devnet = { url, contractAccount, accounts: JSON.parse(readFileSync(accountsFile, 'utf8')) as DevAccount[] }
const TAPOS = { blocksBehind: 3, expireSeconds: 30 }
const active = (actor: string) => [{ actor, permission: 'active' }]
const apiOf = (account: string) => apiFor(devnet, [devAccount(devnet, account).private_key])

const proposer = apiOf('manager1')
const actions = await proposer.serializeActions([
  {
    account: contractAccount,
    name: 'setfee',
    authorization: active(MANAGER_BOARD),
    data: { sender: MANAGER_BOARD, business_type: 1, func_name: 'mint', value: 44 },
  },
])
const head = await rpcFor(devnet).get_info()
const propose = proposeAction('manager1', 'active', {
  proposalName,
  requested: ['manager2', 'manager3'].map((actor) => ({ actor, permission: 'active' })),
  actions: actions as SerializedAction[],
  expiration: proposalExpiration(Date.parse(`${head.head_block_time}Z`)),
})
await proposer.transact({ actions: [propose] }, TAPOS)
for (const approver of ['manager2', 'manager3'])
  await apiOf(approver).transact(
    {
      actions: [
        {
          account: 'eosio.msig',
          name: 'approve',
          authorization: active(approver),
          data: { proposer: 'manager1', proposal_name: proposalName, level: { actor: approver, permission: 'active' } },
        },
      ],
    },
    TAPOS,
  )
console.log(JSON.stringify({ proposalName }))
