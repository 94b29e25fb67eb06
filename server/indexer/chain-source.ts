import { Serialize } from 'eosjs'
import type { Abi } from 'eosjs/dist/eosjs-rpc-interfaces'
import { decodeNewAccount } from './newaccount-abi'

/**
 * What the indexer reads from an Antelope node: `get_info` and one block at a time, from
 * `/v1/trace_api/get_block` (every executed action, inline ones included, with its receiver) or, when the
 * node has no trace API, `/v1/chain/get_block` (top-level actions only: enough for a contract that sends no
 * inline actions, as ours). Action data is decoded with the contract's ABI when the node did not.
 */

export interface ChainInfo {
  readonly chainId: string
  readonly head: number
  readonly lastIrreversible: number
}

export interface ChainAction {
  readonly account: string
  readonly name: string
  readonly receiver: string
  readonly authorization: readonly { actor: string; permission: string }[]
  readonly params: Record<string, unknown>
  /** The action's return value (hex) when the node reports it: mint answers its nft_id. */
  readonly returnValue: string | null
}

export interface ChainTransaction {
  readonly id: string
  readonly actions: readonly ChainAction[]
}

export interface ChainBlock {
  readonly number: number
  readonly id: string
  readonly previousId: string
  /** Block time as the node prints it (UTC, no zone suffix). */
  readonly timestamp: string
  readonly transactions: readonly ChainTransaction[]
}

export class ChainSourceError extends Error {}

type Json = Record<string, unknown>

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {}
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function authorizationOf(value: unknown) {
  return list(value).map((entry) => {
    const level = record(entry)
    return { actor: text(level.actor ?? level.account), permission: text(level.permission) }
  })
}

export interface ChainSourceOptions {
  readonly rpc: string
  /** The contract whose actions are decoded when the node sends them as hex. */
  readonly contractAccount: string
  readonly timeoutMs?: number
}

export class ChainSource {
  private readonly rpc: string
  private traceApi: boolean | null = null
  private abiTypes: Map<string, Serialize.Type> | null = null
  private abiActions = new Map<string, string>()

  constructor(private readonly options: ChainSourceOptions) {
    this.rpc = options.rpc.replace(/\/$/, '')
  }

  private async post(path: string, body: Json): Promise<{ status: number; json: Json }> {
    let response: Response | null = null
    // One retry: a keep-alive connection the node closed while idle fails the first request on it.
    for (let attempt = 0; response === null; attempt += 1) {
      try {
        response = await fetch(`${this.rpc}${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        })
      } catch (error) {
        if (attempt >= 1)
          throw new ChainSourceError(`chain node unreachable at ${this.rpc}: ${(error as Error).message}`)
      }
    }
    const json = record(await response.json().catch(() => ({})))
    return { status: response.status, json }
  }

  async info(): Promise<ChainInfo> {
    const { status, json } = await this.post('/v1/chain/get_info', {})
    if (status !== 200) throw new ChainSourceError(`get_info answered ${status}`)
    return {
      chainId: text(json.chain_id),
      head: Number(json.head_block_num),
      lastIrreversible: Number(json.last_irreversible_block_num),
    }
  }

  /** The block `number`; the trace API when the node has it (asked once), else `get_block`. */
  async block(number: number): Promise<ChainBlock> {
    if (this.traceApi !== false) {
      const { status, json } = await this.post('/v1/trace_api/get_block', { block_num: number })
      if (status === 200) {
        this.traceApi = true
        return this.fromTrace(json)
      }
      if (this.traceApi === true || status !== 404)
        throw new ChainSourceError(`trace_api get_block ${number} answered ${status}`)
      this.traceApi = false
    }
    const { status, json } = await this.post('/v1/chain/get_block', { block_num_or_id: number })
    if (status !== 200) throw new ChainSourceError(`get_block ${number} answered ${status}`)
    return this.fromBlock(json)
  }

  /** Which API the blocks come from (known after the first block). */
  get api(): 'trace_api' | 'chain' | 'unknown' {
    return this.traceApi === null ? 'unknown' : this.traceApi ? 'trace_api' : 'chain'
  }

  private async fromTrace(json: Json): Promise<ChainBlock> {
    const transactions: ChainTransaction[] = []
    for (const entry of list(json.transactions)) {
      const trx = record(entry)
      if (text(trx.status) !== '' && text(trx.status) !== 'executed') continue
      const actions: ChainAction[] = []
      for (const raw of list(trx.actions)) {
        const action = record(raw)
        const account = text(action.account)
        const name = text(action.action ?? action.name)
        actions.push({
          account,
          name,
          receiver: text(action.receiver) || account,
          authorization: authorizationOf(action.authorization),
          params: await this.paramsOf(account, name, action.params, action.data),
          returnValue:
            action.return_value === undefined || action.return_value === null ? null : text(action.return_value),
        })
      }
      transactions.push({ id: text(trx.id), actions })
    }
    return {
      number: Number(json.number ?? json.block_num),
      id: text(json.id),
      previousId: text(json.previous_id ?? json.previous),
      timestamp: text(json.timestamp),
      transactions,
    }
  }

  private async fromBlock(json: Json): Promise<ChainBlock> {
    const transactions: ChainTransaction[] = []
    for (const entry of list(json.transactions)) {
      const receipt = record(entry)
      if (text(receipt.status) !== 'executed') continue
      const trx = record(receipt.trx)
      // A deferred transaction's receipt holds only its id: nothing to read.
      if (typeof receipt.trx === 'string') continue
      const actions: ChainAction[] = []
      for (const raw of list(record(trx.transaction).actions)) {
        const action = record(raw)
        const account = text(action.account)
        const name = text(action.name)
        actions.push({
          account,
          name,
          receiver: account,
          authorization: authorizationOf(action.authorization),
          params: await this.paramsOf(account, name, action.data, action.hex_data),
          returnValue: null,
        })
      }
      transactions.push({ id: text(trx.id), actions })
    }
    return {
      number: Number(json.block_num),
      id: text(json.id),
      previousId: text(json.previous),
      timestamp: text(json.timestamp),
      transactions,
    }
  }

  /** Decoded parameters as the node sent them, or decoded here from hex with the contract's ABI. */
  private async paramsOf(account: string, name: string, decoded: unknown, hex: unknown): Promise<Json> {
    if (typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)) return decoded as Json
    const data = typeof decoded === 'string' ? decoded : typeof hex === 'string' ? hex : ''
    if (account === 'eosio' && name === 'newaccount' && data !== '') return decodeNewAccount(data)
    if (account !== this.options.contractAccount || data === '') return {}
    return this.decode(name, data)
  }

  private async loadAbi(): Promise<void> {
    const { status, json } = await this.post('/v1/chain/get_abi', { account_name: this.options.contractAccount })
    if (status !== 200 || !json.abi) throw new ChainSourceError(`no ABI for ${this.options.contractAccount}`)
    const abi = json.abi as Abi
    this.abiTypes = Serialize.getTypesFromAbi(Serialize.createInitialTypes(), abi)
    this.abiActions = new Map(abi.actions.map((action) => [action.name, action.type]))
  }

  async decode(name: string, hex: string): Promise<Json> {
    if (!this.abiTypes || !this.abiActions.has(name)) await this.loadAbi()
    const typeName = this.abiActions.get(name)
    const type = typeName ? this.abiTypes?.get(typeName) : undefined
    if (!type) throw new ChainSourceError(`the contract ABI has no action ${name}`)
    const buffer = new Serialize.SerialBuffer({
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
      array: Serialize.hexToUint8Array(hex),
    })
    return record(type.deserialize(buffer))
  }
}
