import { Api } from 'eosjs/dist/eosjs-api'
import { JsonRpc } from 'eosjs/dist/eosjs-jsonrpc'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { ChainError, toChainError } from './errors'
import { canonicalPrivateKey, isValidPrivateKey } from './keys'
import { mintedNftIds } from './return-values'
import { type ChainAction, type ChainSigner, type ChainTxResult, type FetchFunction } from './types'

/** Transactions expire 30 s after their reference block, which is 3 blocks behind head (product-spec §9). */
export const transactionExpireSeconds = 30
export const transactionBlocksBehind = 3

/** A JSON-RPC client of a nodeos-compatible HTTP API. */
export function createRpc(rpcUrl: string, fetchFunction?: FetchFunction): JsonRpc {
  // eosjs falls back to Node's `global.fetch`, which browsers lack: always hand it one.
  const fetchImpl: FetchFunction = fetchFunction ?? ((input, init) => globalThis.fetch(input, init))
  return new JsonRpc(rpcUrl, { fetch: fetchImpl })
}

/** An eosjs Api that signs with the signer's key only. */
export function createSigningApi(rpc: JsonRpc, signer: ChainSigner): Api {
  // Checked here so a bad key is reported as such, and never echoed by eosjs's own errors.
  if (!isValidPrivateKey(signer.privateKey)) throw new ChainError('privateKeyInvalid')
  return new Api({
    rpc,
    // eosjs reads only the standard WIF; the devnet's short WIFs are padded (keys.ts).
    signatureProvider: new JsSignatureProvider([canonicalPrivateKey(signer.privateKey)]),
    textEncoder: new TextEncoder(),
    textDecoder: new TextDecoder(),
  })
}

/** An eosjs Api that only reads (serializes and decodes with the chain's ABIs); it cannot sign. */
export function createReadingApi(rpc: JsonRpc): Api {
  return new Api({
    rpc,
    signatureProvider: {
      getAvailableKeys: () => Promise.resolve([]),
      sign: () => Promise.reject(new ChainError('privateKeyInvalid', { detail: 'read-only client' })),
    },
    textEncoder: new TextEncoder(),
    textDecoder: new TextDecoder(),
  })
}

interface PushedTransaction {
  transaction_id?: unknown
  processed?: { block_num?: unknown; id?: unknown; action_traces?: unknown }
}

/** Signs and pushes one transaction holding `actions`; failures become ChainErrors. */
export async function sendActions(api: Api, actions: ChainAction[]): Promise<ChainTxResult> {
  if (actions.length === 0) throw new ChainError('invalidArgument', { detail: 'no action to send' })
  try {
    const result = (await api.transact(
      { actions },
      { blocksBehind: transactionBlocksBehind, expireSeconds: transactionExpireSeconds, broadcast: true, sign: true },
    )) as PushedTransaction
    const transactionId =
      typeof result.transaction_id === 'string'
        ? result.transaction_id
        : typeof result.processed?.id === 'string'
          ? result.processed.id
          : ''
    const blockNum = typeof result.processed?.block_num === 'number' ? result.processed.block_num : undefined
    const nftIds = mintedNftIds(result.processed?.action_traces, actions)
    return {
      transactionId,
      ...(blockNum === undefined ? {} : { blockNum }),
      ...(nftIds.length === 0 ? {} : { nftIds }),
    }
  } catch (error) {
    throw toChainError(error)
  }
}
