/**
 * Mints one single-copy collectible signed as platform1 with the chain SDK, and prints the result as JSON.
 * Run with tsx by the whole-system test: Playwright's loader does not resolve eosjs's extensionless imports.
 * Usage: tsx e2e/system/mint-as-platform.ts <devnet url> <contract account> <dev-accounts.json> <to>
 */
import { readFileSync } from 'node:fs'
import { createChainClient } from '@/lib/chain'

const [rpcUrl, contractAccount, accountsFile, to] = process.argv.slice(2)
if (!rpcUrl || !contractAccount || !accountsFile || !to)
  throw new Error('usage: mint-as-platform.ts <devnet url> <contract account> <dev-accounts.json> <to>')
const keys = JSON.parse(readFileSync(accountsFile, 'utf8')) as { account: string; private_key: string }[]
const privateKey = keys.find((entry) => entry.account === 'platform1')?.private_key
if (!privateKey) throw new Error('the devnet has no key for platform1')
const client = createChainClient({ rpcUrl, contractAccount, signer: { account: 'platform1', privateKey } })
const minted = await client.mint721({ to, ddc_uri: 'ipfs://whole-system/1', memo: 'e2e' })
console.log(JSON.stringify({ transactionId: minted.transactionId, blockNum: minted.blockNum, nftIds: minted.nftIds }))
