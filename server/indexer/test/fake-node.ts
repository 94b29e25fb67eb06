import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Serialize } from 'eosjs'
import type { Abi } from 'eosjs/dist/eosjs-rpc-interfaces'

/**
 * A scripted Antelope node for the indexer's tests: `get_info`, `/v1/trace_api/get_block` (nodeos's trace
 * API shape) and `get_abi`, over HTTP on a free port. Tests append blocks, move the irreversible block and
 * replace the blocks above it (a fork), so resume, fork and reindex runs are deterministic.
 */

export const CONTRACT = 'ddccontract'
const ABI_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../chain/contract/target/ddc.contract.abi',
)

export interface ScriptedAction {
  readonly name: string
  readonly params: Record<string, unknown>
  /** The acting account; `params.sender` (or `params.from`) by default. */
  readonly actor?: string
  /** Serve the action as hex only (no decoded params): the indexer must decode it with the ABI. */
  readonly hexOnly?: boolean
  /** Decimal return value (mint's nft_id); absent: none reported. */
  readonly returnValue?: string
}

export interface ScriptedTransaction {
  readonly id?: string
  readonly actions: readonly ScriptedAction[]
}

export interface TraceAction {
  global_sequence: number
  receiver: string
  account: string
  action: string
  authorization: { account: string; permission: string }[]
  data: string
  params?: Record<string, unknown>
  return_value: string
}

export interface TraceBlock {
  id: string
  number: number
  previous_id: string
  status: 'irreversible' | 'pending'
  timestamp: string
  producer: string
  transactions: {
    id: string
    status: 'executed'
    cpu_usage_us: number
    net_usage_words: number
    signatures: string[]
    transaction_header: Record<string, unknown>
    actions: TraceAction[]
  }[]
}

const ZERO_ID = '0'.repeat(64)

/** Accounts the contract notifies for an action (ddc.contract.ts: mint*, transfer*, recharge). */
function notifiedBy(action: ScriptedAction): string[] {
  const to = typeof action.params.to === 'string' ? action.params.to : ''
  const from = typeof action.params.from === 'string' ? action.params.from : ''
  if (['mint', 'mintbatch', 'recharge'].includes(action.name)) return to && to !== CONTRACT ? [to] : []
  if (['transfer', 'batchtrans'].includes(action.name)) return [from, to].filter((name) => name !== '')
  return []
}
const GENESIS_MS = Date.UTC(2026, 0, 1, 0, 0, 0)

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Block ids carry their number in the first four bytes, as nodeos's do. */
function blockIdOf(number: number, previous: string, salt: string): string {
  return number.toString(16).padStart(8, '0') + sha256(`${number}:${previous}:${salt}`).slice(8)
}

export class FakeNode {
  readonly blocks: TraceBlock[] = []
  lastIrreversible = 0
  /** Extra answer delay per block request (a slow node). */
  blockDelayMs = 0
  /** Blocks requested so far. */
  blockRequests = 0
  private sequence = 0
  private txCounter = 0
  private readonly abi: Abi
  private readonly types: Map<string, Serialize.Type>

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {
    this.abi = JSON.parse(readFileSync(ABI_PATH, 'utf8')) as Abi
    this.types = Serialize.getTypesFromAbi(Serialize.createInitialTypes(), this.abi)
  }

  static async start(): Promise<FakeNode> {
    let node: FakeNode | null = null
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        void (node as FakeNode)
          .answer(request.url ?? '', Buffer.concat(chunks).toString('utf8'))
          .then(([status, body]) => {
            response.writeHead(status, { 'content-type': 'application/json' })
            response.end(JSON.stringify(body))
          })
      })
    })
    server.keepAliveTimeout = 60_000
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    node = new FakeNode(server, `http://127.0.0.1:${port}`)
    return node
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  get head(): number {
    return this.blocks.length
  }

  private async answer(url: string, text: string): Promise<[number, unknown]> {
    const body = (text.trim() === '' ? {} : JSON.parse(text)) as Record<string, unknown>
    if (url === '/v1/chain/get_info') {
      const lib = this.blocks[this.lastIrreversible - 1]
      return [
        200,
        {
          chain_id: 'f'.repeat(64),
          head_block_num: this.head,
          last_irreversible_block_num: this.lastIrreversible,
          last_irreversible_block_id: lib?.id ?? ZERO_ID,
        },
      ]
    }
    if (url === '/v1/trace_api/get_block') {
      this.blockRequests += 1
      if (this.blockDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.blockDelayMs))
      const block = this.blocks[Number(body.block_num) - 1]
      if (!block) return [400, { code: 400, message: 'block not found' }]
      return [200, { ...block, status: block.number <= this.lastIrreversible ? 'irreversible' : 'pending' }]
    }
    if (url === '/v1/chain/get_abi') return [200, { account_name: CONTRACT, abi: this.abi }]
    return [404, { code: 404, message: 'Not Found' }]
  }

  private hexOf(name: string, params: Record<string, unknown>): string {
    const typeName = this.abi.actions.find((action) => action.name === name)?.type ?? name
    const type = this.types.get(typeName)
    if (!type) throw new Error(`no ABI type for ${name}`)
    const buffer = new Serialize.SerialBuffer({ textEncoder: new TextEncoder(), textDecoder: new TextDecoder() })
    type.serialize(buffer, params)
    return Serialize.arrayToHex(buffer.asUint8Array())
  }

  /** Appends a block (on top of the current head) holding these transactions; answers it. */
  addBlock(transactions: readonly ScriptedTransaction[] = [], salt = ''): TraceBlock {
    const number = this.head + 1
    const previous = this.blocks[number - 2]?.id ?? ZERO_ID
    const block: TraceBlock = {
      id: blockIdOf(number, previous, salt),
      number,
      previous_id: previous,
      status: 'pending',
      timestamp: new Date(GENESIS_MS + number * 500).toISOString().replace('Z', ''),
      producer: 'eosio',
      transactions: transactions.map((transaction) => ({
        id: transaction.id ?? sha256(`tx ${(this.txCounter += 1)} ${salt}`),
        status: 'executed',
        cpu_usage_us: 100,
        net_usage_words: 16,
        signatures: [],
        transaction_header: {},
        actions: transaction.actions.flatMap((action) => {
          const actor = action.actor ?? String(action.params.sender ?? action.params.from ?? CONTRACT)
          const trace = (receiver: string): TraceAction => ({
            global_sequence: (this.sequence += 1),
            receiver,
            account: CONTRACT,
            action: action.name,
            authorization: [{ account: actor, permission: 'active' }],
            data: this.hexOf(action.name, action.params),
            ...(action.hexOnly ? {} : { params: action.params }),
            return_value: receiver === CONTRACT ? (action.returnValue ?? '') : '',
          })
          // The contract's require_recipient: the trace API lists each notification, receiver = the notified account.
          return [CONTRACT, ...notifiedBy(action)].map(trace)
        }),
      })),
    }
    this.blocks.push(block)
    return block
  }

  /** Drops the blocks above `keep` (a fork: the next `addBlock`s build the other branch). */
  forkAfter(keep: number): void {
    if (keep < this.lastIrreversible) throw new Error('an irreversible block cannot be forked away')
    this.blocks.length = keep
  }

  /** Moves the last irreversible block (at most to the head). */
  setIrreversible(number: number): void {
    this.lastIrreversible = Math.min(number, this.head)
  }
}
