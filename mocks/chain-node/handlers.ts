import { http, HttpResponse, type HttpHandler } from 'msw'
import { CONTRACT_ACCOUNT } from '../store/fixtures/context'
import { getStore } from '../store/store'
import { nodeAccount } from './accounts'
import { rawAbiOf } from './abi'

/** nodeos's answer to a read of something the chain does not have (HTTP 500 with its exception). */
function nodeError(code: number, name: string, what: string, detail: string) {
  return HttpResponse.json(
    { code: 500, message: 'Internal Service Error', error: { code, name, what, details: [{ message: detail }] } },
    { status: 500 },
  )
}

async function accountNameOf(request: Request): Promise<string> {
  const body = (await request.json().catch(() => ({}))) as { account_name?: unknown }
  return typeof body.account_name === 'string' ? body.account_name : ''
}

/**
 * The chain node's reads the console makes outside a transaction (eosjs JsonRpc): get_account from the mock
 * store's accounts, and get_raw_abi of the collectibles contract (its built ABI), with which eosjs decodes
 * the multisig proposals' actions. Any node URL: the session chain's `chain_rpc` decides where they go.
 */
export const chainNodeHandlers: HttpHandler[] = [
  http.post('*/v1/chain/get_account', async ({ request }) => {
    const name = await accountNameOf(request)
    const account = nodeAccount(getStore(), name)
    return account
      ? HttpResponse.json(account)
      : nodeError(3060002, 'account_query_exception', 'Account Query Exception', `unknown key (name): (0 ${name})`)
  }),
  http.post('*/v1/chain/get_raw_abi', async ({ request }) => {
    const name = await accountNameOf(request)
    const raw = name === CONTRACT_ACCOUNT ? rawAbiOf(name) : null
    return raw
      ? HttpResponse.json(raw)
      : nodeError(3060002, 'account_query_exception', 'Account Query Exception', `Fail to retrieve account for ${name}`)
  }),
]
