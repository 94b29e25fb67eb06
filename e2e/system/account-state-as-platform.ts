/**
 * Freezes (2) or unfreezes (1) one of platform1's accounts at the platform level, signed as platform1 with the
 * chain SDK, and prints the transaction as JSON. The CSV batch test freezes a recipient between validation and
 * sending, so one transaction fails on chain. Run with tsx (see mint-as-platform.ts for why).
 * Usage: tsx e2e/system/account-state-as-platform.ts <devnet url> <contract account> <dev-accounts.json> <account> <1|2>
 */
import { readFileSync } from 'node:fs'
import { createChainClient } from '@/lib/chain'

const [rpcUrl, contractAccount, accountsFile, account, state] = process.argv.slice(2)
if (!rpcUrl || !contractAccount || !accountsFile || !account || (state !== '1' && state !== '2'))
  throw new Error(
    'usage: account-state-as-platform.ts <devnet url> <contract account> <dev-accounts.json> <account> <1|2>',
  )
const keys = JSON.parse(readFileSync(accountsFile, 'utf8')) as { account: string; private_key: string }[]
const privateKey = keys.find((entry) => entry.account === 'platform1')?.private_key
if (!privateKey) throw new Error('the devnet has no key for platform1')
const client = createChainClient({ rpcUrl, contractAccount, signer: { account: 'platform1', privateKey } })
const sent = await client.updateAccountState({ account, state: Number(state) as 1 | 2, change_platform_state: true })
console.log(JSON.stringify({ transactionId: sent.transactionId }))
