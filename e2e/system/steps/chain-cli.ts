/**
 * Chain steps the whole-system tests take outside the console, through the chain SDK with the devnet's
 * development keys. Run with tsx by chain-sdk.ts (Playwright's loader does not resolve eosjs's extensionless
 * imports); prints one JSON line. Devnet throwaway keys only; a key travels in the environment, never on the
 * command line.
 *   chain-cli.ts keys
 *   chain-cli.ts mint <devnet url> <contract> <dev-accounts.json> <to>                 (as platform1)
 *   chain-cli.ts transfer <devnet url> <contract> <dev-accounts.json> <nft id> <to>     (as platform1)
 *   chain-cli.ts account-state <devnet url> <contract> <dev-accounts.json> <account> <1|2> (as platform1)
 *   ACCOUNT_KEY=… chain-cli.ts transfer-as <devnet url> <contract> <account> <to>       (collectible 1)
 */
import { readFileSync } from 'node:fs'
import { createChainClient, generateKeys, isChainError, type ChainClient } from '@/lib/chain'

const [command, rpcUrl = '', contractAccount = '', ...rest] = process.argv.slice(2)

function asPlatform(accountsFile: string | undefined): ChainClient {
  if (!rpcUrl || !contractAccount || !accountsFile)
    throw new Error(`usage: chain-cli.ts ${command ?? ''}: see its header`)
  const keys = JSON.parse(readFileSync(accountsFile, 'utf8')) as { account: string; private_key: string }[]
  const privateKey = keys.find((entry) => entry.account === 'platform1')?.private_key
  if (!privateKey) throw new Error('the devnet has no key for platform1')
  return createChainClient({ rpcUrl, contractAccount, signer: { account: 'platform1', privateKey } })
}

function print(value: unknown): void {
  console.log(JSON.stringify(value))
}

if (command === 'keys') {
  print(generateKeys())
} else if (command === 'mint') {
  const [accountsFile, to] = rest
  if (!to) throw new Error('usage: chain-cli.ts mint <devnet url> <contract> <dev-accounts.json> <to>')
  const minted = await asPlatform(accountsFile).mint721({ to, ddc_uri: 'ipfs://whole-system/1', memo: 'e2e' })
  print({ transactionId: minted.transactionId, blockNum: minted.blockNum, nftIds: minted.nftIds })
} else if (command === 'transfer') {
  const [accountsFile, nftId, to] = rest
  if (!nftId || !to)
    throw new Error('usage: chain-cli.ts transfer <devnet url> <contract> <dev-accounts.json> <nft id> <to>')
  const moved = await asPlatform(accountsFile).transfer721({
    from: 'platform1',
    to,
    ddc_id: nftId,
    memo: 'e2e live details',
  })
  print({ transactionId: moved.transactionId, blockNum: moved.blockNum })
} else if (command === 'account-state') {
  const [accountsFile, account, state] = rest
  if (!account || (state !== '1' && state !== '2'))
    throw new Error('usage: chain-cli.ts account-state <devnet url> <contract> <dev-accounts.json> <account> <1|2>')
  const sent = await asPlatform(accountsFile).updateAccountState({
    account,
    state: Number(state) as 1 | 2,
    change_platform_state: true,
  })
  print({ transactionId: sent.transactionId })
} else if (command === 'transfer-as') {
  const [account, to] = rest
  const privateKey = process.env.ACCOUNT_KEY
  if (!rpcUrl || !contractAccount || !account || !to || !privateKey)
    throw new Error('usage: ACCOUNT_KEY=… chain-cli.ts transfer-as <devnet url> <contract> <account> <to>')
  const client = createChainClient({ rpcUrl, contractAccount, signer: { account, privateKey } })
  try {
    const sent = await client.transfer721({ from: account, to, ddc_id: '1', memo: 'e2e' })
    print({ ok: true, transactionId: sent.transactionId })
  } catch (error) {
    print({ ok: false, code: isChainError(error) ? error.code : 'unknown' })
  }
} else {
  throw new Error(`unknown command ${command ?? ''}`)
}
