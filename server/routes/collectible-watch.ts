import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { collectibleMoveEvent, collectibleWatchPath, collectibleWatchRequest, type CollectibleMove } from '@/api/nft'
import type { Database } from '../db/schema'
import type { ServerContext } from '../context'
import { contentSecurityPolicy } from '../http/security-headers'
import { toProvenance } from './collectibles'

/** How often the watcher looks for new provenance rows while anyone watches (the indexer may be another process). */
const POLL_MS = 400
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000
/** Open streams per client address, and in all: a stream is a held socket. */
const STREAMS_PER_ADDRESS = 8
const STREAMS_IN_ALL = 2000

type Listener = (move: CollectibleMove) => void

/**
 * One poll of the provenance table for every open stream: rows newer than the last seen `history_id`
 * go to the streams watching their collectible. Polls only while someone watches.
 */
export class ProvenanceWatcher {
  private readonly listeners = new Map<string, Set<Listener>>()
  private lastHistoryId: bigint | null = null
  private timer: NodeJS.Timeout | null = null
  private polling = false

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pollMs = POLL_MS,
  ) {}

  get watching(): number {
    let count = 0
    for (const set of this.listeners.values()) count += set.size
    return count
  }

  /** Calls `listener` for each new provenance row of `nftId`; answers how to stop. */
  async subscribe(nftId: string, listener: Listener): Promise<() => void> {
    if (this.lastHistoryId === null) await this.catchUp()
    const set = this.listeners.get(nftId) ?? new Set()
    set.add(listener)
    this.listeners.set(nftId, set)
    this.timer ??= setInterval(() => void this.poll(), this.pollMs)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(nftId)
      if (this.listeners.size === 0) this.stop()
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    // Whoever watches next starts from the table's end then, not from rows written in between.
    this.lastHistoryId = null
  }

  private async catchUp(): Promise<void> {
    const row = await this.db
      .selectFrom('provenance')
      .select((eb) => eb.fn.max('history_id').as('last'))
      .executeTakeFirst()
    this.lastHistoryId = BigInt(row?.last ?? 0)
  }

  private async poll(): Promise<void> {
    if (this.polling || this.lastHistoryId === null) return
    this.polling = true
    try {
      const rows = await this.db
        .selectFrom('provenance')
        .selectAll()
        .where('history_id', '>', this.lastHistoryId.toString())
        .orderBy('history_id')
        .limit(500)
        .execute()
      for (const row of rows) {
        this.lastHistoryId = BigInt(row.history_id)
        const listeners = this.listeners.get(row.nft_id)
        if (!listeners) continue
        const record = toProvenance(row)
        const move: CollectibleMove = {
          history_id: record.history_id,
          business_type: record.business_type,
          nft_id: record.nft_id,
          tx_hash: record.tx_hash,
          action_name: record.action_name,
          from: record.from,
          to: record.to,
          amount: record.amount,
        }
        for (const listener of listeners) listener(move)
      }
    } catch {
      // The next poll tries again; a stream never fails for a missed poll.
    } finally {
      this.polling = false
    }
  }
}

/**
 * `GET /api/v1/nft/watch`: a server-sent event stream of the collectible's moves (public, like its details).
 * The reply is hijacked, so the security headers the `onSend` hook adds elsewhere are written here.
 */
export function registerCollectibleWatch(app: FastifyInstance, context: ServerContext): ProvenanceWatcher {
  const watcher = new ProvenanceWatcher(context.db)
  const perAddress = new Map<string, number>()
  let open = 0
  app.addHook('onClose', async () => watcher.stop())

  app.get(`/api${collectibleWatchPath}`, async (request, reply) => {
    const parsed = collectibleWatchRequest.safeParse(request.query)
    if (!parsed.success) return reply.status(400).send({ error_code: 400, data: null, message: 'bad request' })
    const address = request.ip
    if (open >= STREAMS_IN_ALL || (perAddress.get(address) ?? 0) >= STREAMS_PER_ADDRESS)
      return reply.status(429).send({ error_code: 429, data: null, message: 'too many open streams' })
    const holding = await context.db
      .selectFrom('collectibles')
      .select('nft_id')
      .where('erc_info_id', '=', parsed.data.erc_info_id)
      .where('business_type', '=', parsed.data.business_type)
      .limit(1)
      .executeTakeFirst()
    if (!holding) return reply.status(404).send({ error_code: 404, data: null, message: 'not found' })

    open += 1
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    let released = false
    const release = () => {
      if (released) return
      released = true
      open -= 1
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    }
    const stream = reply.raw
    // Subscribed before the head goes out: a client holding its 200 misses no move written after it.
    let unsubscribe: () => void
    try {
      unsubscribe = await watcher.subscribe(holding.nft_id, (move) => {
        stream.write(`event: ${collectibleMoveEvent}\nid: ${move.history_id}\ndata: ${JSON.stringify(move)}\n\n`)
      })
    } catch (error) {
      release()
      throw error
    }
    reply.hijack()
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': contentSecurityPolicy(reply.cspNonce, context.config.chain.rpc),
    })
    // The retry hint: reconnect after 2 s when the connection drops.
    stream.write('retry: 2000\n\n')
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS)
    const end = () => {
      clearInterval(heartbeat)
      unsubscribe()
      release()
    }
    // The response's 'close': the client went away (the request's own 'close' fires once its body is read).
    if (stream.destroyed) end()
    else stream.once('close', end)
  })
  return watcher
}
