import { EventEmitter } from 'node:events'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { BlockApplier, blockDate } from './apply-block'
import type { ChainBlock, ChainSource } from './chain-source'

/**
 * Follows the chain up to its last irreversible block and writes what the contract's actions changed.
 *
 * Forks: only irreversible blocks are indexed, so nothing written is ever undone (on the devnet LIB trails the
 * head by one block; on a chain with instant finality by about a second). Each block must still name the
 * previous indexed block as its parent; if it does not, the node's history differs from what was indexed
 * (another chain, a node that lied) and the indexer stops with an error rather than mixing two histories.
 *
 * Restarts: a batch of blocks, its rows and the cursor commit in one transaction, so a crash loses the
 * whole batch or nothing and the next start resumes at the cursor. Several servers on one PostgreSQL:
 * every batch takes a transaction-level advisory lock and re-reads the cursor under it, so only one
 * instance writes a given block.
 */

export const INDEXER_LOCK_KEY = 4242011

export class IndexerDivergedError extends Error {}

export interface IndexerOptions {
  readonly db: Kysely<Database>
  readonly source: ChainSource
  readonly chainInfoId: string
  readonly contractAccount: string
  /** Pause between polls once caught up. */
  readonly pollMs?: number
  /** Blocks written per transaction at most. */
  readonly batchBlocks?: number
  /** Blocks fetched from the node at once. */
  readonly fetchConcurrency?: number
  /** Tests: called inside the transaction after each block is applied (a crash there loses the batch). */
  readonly afterBlockApplied?: (block: ChainBlock) => Promise<void>
  readonly log?: { info(object: object, message: string): void; error(object: object, message: string): void }
}

export interface IndexerStatus {
  readonly running: boolean
  readonly indexedBlock: number
  readonly headBlock: number | null
  readonly irreversibleBlock: number | null
  /** Blocks between the chain's head and the last indexed one. */
  readonly lagBlocks: number | null
  /** How old the last indexed block is, in ms (0 when none is pending). */
  readonly lagMs: number | null
  readonly api: string
  readonly lastError: string | null
  readonly indexedActions: number
}

export interface IndexedBatch {
  readonly fromBlock: number
  readonly toBlock: number
  readonly transactionIds: readonly string[]
  readonly actions: number
}

export class Indexer extends EventEmitter<{ indexed: [IndexedBatch] }> {
  private running = false
  private loop: Promise<void> | null = null
  private wake: (() => void) | null = null
  private head: number | null = null
  private lib: number | null = null
  private indexed = 0
  private indexedTime: Date | null = null
  private actionsTotal = 0
  private lastError: string | null = null

  constructor(private readonly options: IndexerOptions) {
    super()
    this.setMaxListeners(0)
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  async stop(): Promise<void> {
    this.running = false
    this.wake?.()
    await this.loop
    this.loop = null
  }

  status(): IndexerStatus {
    const caughtUp = this.head !== null && this.indexed >= (this.lib ?? 0)
    return {
      running: this.running,
      indexedBlock: this.indexed,
      headBlock: this.head,
      irreversibleBlock: this.lib,
      lagBlocks: this.head === null ? null : Math.max(0, this.head - this.indexed),
      lagMs: this.indexedTime === null ? null : caughtUp ? 0 : Math.max(0, Date.now() - this.indexedTime.getTime()),
      api: this.options.source.api,
      lastError: this.lastError,
      indexedActions: this.actionsTotal,
    }
  }

  private async run(): Promise<void> {
    let failures = 0
    while (this.running) {
      let advanced = 0
      try {
        advanced = await this.step()
        failures = 0
        this.lastError = null
      } catch (error) {
        failures += 1
        this.lastError = (error as Error).message
        this.options.log?.error({ err: error }, 'indexer: step failed')
        if (error instanceof IndexerDivergedError) {
          this.running = false
          return
        }
      }
      if (advanced > 0 || !this.running) continue
      const pause = failures > 0 ? Math.min(5000, 250 * 2 ** failures) : (this.options.pollMs ?? 100)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wake = null
    }
  }

  private async cursor(db: Kysely<Database>) {
    const row = await db
      .selectFrom('indexer_cursor')
      .select(['block_number', 'block_id', 'next_nft_id'])
      .where('chain_info_id', '=', this.options.chainInfoId)
      .executeTakeFirst()
    return {
      block: row ? Number(row.block_number) : 0,
      blockId: row?.block_id ?? '',
      nextNftId: row ? BigInt(row.next_nft_id ?? '1') : 1n,
    }
  }

  /** Indexes the next run of irreversible blocks; answers how many were written (0: nothing to do). */
  async step(): Promise<number> {
    const { source, db } = this.options
    const info = await source.info()
    this.head = info.head
    this.lib = info.lastIrreversible
    const start = await this.cursor(db)
    this.indexed = start.block
    const from = start.block + 1
    const to = Math.min(info.lastIrreversible, start.block + (this.options.batchBlocks ?? 200))
    if (from > to) return 0
    const blocks = await this.fetch(from, to)
    const batch = await db.transaction().execute(async (trx) => {
      const locked = await sql<{
        locked: boolean
      }>`select pg_try_advisory_xact_lock(${INDEXER_LOCK_KEY}, ${Number(this.options.chainInfoId)}) as locked`.execute(
        trx,
      )
      if (!locked.rows[0]?.locked) return null
      const cursor = await this.cursor(trx)
      // Another instance moved on while the blocks were fetched: start again from its cursor.
      if (cursor.block !== start.block) return null
      let previous = cursor.blockId
      const applier = new BlockApplier(trx, this.options.chainInfoId, this.options.contractAccount, cursor.nextNftId)
      for (const block of blocks) {
        if (previous !== '' && block.previousId !== previous)
          throw new IndexerDivergedError(
            `block ${block.number} does not follow the indexed block ${block.number - 1} (${previous.slice(0, 16)}…): the node's history differs`,
          )
        await applier.applyBlock(block)
        await this.options.afterBlockApplied?.(block)
        previous = block.id
      }
      await applier.flush()
      const last = blocks[blocks.length - 1] as ChainBlock
      const values = {
        block_number: String(last.number),
        block_id: last.id,
        block_time: blockDate(last.timestamp),
        next_nft_id: String(applier.nextId),
        updated_at: new Date(),
      }
      await trx
        .insertInto('indexer_cursor')
        .values({ chain_info_id: this.options.chainInfoId, ...values })
        .onConflict((conflict) => conflict.column('chain_info_id').doUpdateSet(values))
        .execute()
      return {
        fromBlock: from,
        toBlock: last.number,
        transactionIds: blocks.flatMap((block) => block.transactions.map((transaction) => transaction.id)),
        actions: applier.actions,
        time: blockDate(last.timestamp),
      }
    })
    if (!batch) return 0
    this.indexed = batch.toBlock
    this.indexedTime = batch.time
    this.actionsTotal += batch.actions
    this.emit('indexed', batch)
    return batch.toBlock - batch.fromBlock + 1
  }

  private async fetch(from: number, to: number): Promise<ChainBlock[]> {
    const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index)
    const blocks: ChainBlock[] = new Array<ChainBlock>(numbers.length)
    const concurrency = this.options.fetchConcurrency ?? 8
    let next = 0
    const worker = async () => {
      while (next < numbers.length) {
        const index = next++
        blocks[index] = await this.options.source.block(numbers[index] as number)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, numbers.length) }, worker))
    return blocks
  }
}
