/**
 * Chain steps of the accounts whole-system test, through the chain SDK (run with tsx: Playwright's loader
 * does not resolve eosjs's extensionless imports). Prints one JSON line.
 *   tsx e2e/system/account-chain.ts keys
 *   ACCOUNT_KEY=<private key> tsx e2e/system/account-chain.ts transfer <devnet url> <contract> <account> <to>
 * The key travels in the environment, never on the command line. Devnet throwaway keys only.
 */
import { createChainClient, generateKeys, isChainError } from '@/lib/chain'

const [command, rpcUrl, contractAccount, account, to] = process.argv.slice(2)
if (command === 'keys') {
  console.log(JSON.stringify(generateKeys()))
} else if (command === 'transfer') {
  const privateKey = process.env.ACCOUNT_KEY
  if (!rpcUrl || !contractAccount || !account || !to || !privateKey)
    throw new Error('usage: ACCOUNT_KEY=… account-chain.ts transfer <devnet url> <contract> <account> <to>')
  const client = createChainClient({ rpcUrl, contractAccount, signer: { account, privateKey } })
  try {
    const sent = await client.transfer721({ from: account, to, ddc_id: '1', memo: 'e2e' })
    console.log(JSON.stringify({ ok: true, transactionId: sent.transactionId }))
  } catch (error) {
    console.log(JSON.stringify({ ok: false, code: isChainError(error) ? error.code : 'unknown' }))
  }
} else {
  throw new Error(`unknown command ${command ?? ''}`)
}
