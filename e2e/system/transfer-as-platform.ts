/**
 * Transfers a single-copy collectible platform1 holds, signed as platform1 with the chain SDK; prints the
 * transaction as JSON. Run with tsx by the whole-system test (see mint-as-platform.ts).
 * Usage: tsx e2e/system/transfer-as-platform.ts <devnet url> <contract account> <dev-accounts.json> <nft id> <to>
 */
import { readFileSync } from 'node:fs'
import { createChainClient } from '@/lib/chain'

const [rpcUrl, contractAccount, accountsFile, nftId, to] = process.argv.slice(2)
if (!rpcUrl || !contractAccount || !accountsFile || !nftId || !to)
  throw new Error('usage: transfer-as-platform.ts <devnet url> <contract account> <dev-accounts.json> <nft id> <to>')
const keys = JSON.parse(readFileSync(accountsFile, 'utf8')) as { account: string; private_key: string }[]
const privateKey = keys.find((entry) => entry.account === 'platform1')?.private_key
if (!privateKey) throw new Error('the devnet has no key for platform1')
const client = createChainClient({ rpcUrl, contractAccount, signer: { account: 'platform1', privateKey } })
const moved = await client.transfer721({ from: 'platform1', to, ddc_id: nftId, memo: 'e2e live details' })
console.log(JSON.stringify({ transactionId: moved.transactionId, blockNum: moved.blockNum }))
