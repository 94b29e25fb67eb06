import { createHash } from 'node:crypto'
import * as fs from 'node:fs'
import * as path from 'node:path'

/**
 * The devnet's append-only log (`<data>/chain.log`, one JSON record a line). At start the state of
 * the latest snapshot (snapshot.ts) is loaded and the log is replayed from the offset it names
 * (transactions re-executed in their blocks), which rebuilds the same tables, accounts and block ids.
 */
export type LogRecord =
  | { t: 'genesis'; chain_id: string; timestamp_ms: number; has_system_contracts: boolean; system_public_key: string }
  /** Contract code set on `account` before the transactions of block `n`; blobs in `<data>/code/`. */
  | { t: 'code'; n: number; account: string; wasm: string; abi: string }
  /** An accepted transaction, executed in block `n` whose timestamp is `ts`. */
  | { t: 'trx'; n: number; ts: number; id: string; signatures: string[]; packed_trx: string }
  /** A produced block: its number, timestamp and id (the id is recomputed and checked on replay). */
  | { t: 'block'; n: number; ts: number; id: string }

const LOG_FILE = 'chain.log'

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

export class BlockLog {
  private readonly fd: number
  private readonly codeDir: string
  private inFlight: Promise<void> | null = null
  private queued: Promise<void> | null = null
  private closed = false
  /** Bytes in the log file: the offset the next record starts at. */
  size: number

  private constructor(
    readonly dataDir: string,
    /** The complete records from the offset the log was opened at. */
    readonly records: LogRecord[],
    size: number,
  ) {
    this.size = size
    this.codeDir = path.join(dataDir, 'code')
    fs.mkdirSync(this.codeDir, { recursive: true })
    this.fd = fs.openSync(path.join(dataDir, LOG_FILE), 'a')
  }

  /** Opens (or creates) the log in `dataDir` and reads every complete record from byte `fromOffset` on. */
  static open(dataDir: string, fromOffset = 0): BlockLog {
    fs.mkdirSync(dataDir, { recursive: true })
    const file = path.join(dataDir, LOG_FILE)
    const records: LogRecord[] = []
    let size = 0
    if (fs.existsSync(file)) {
      const fileSize = fs.statSync(file).size
      const start = Math.min(fromOffset, fileSize)
      const bytes = Buffer.alloc(fileSize - start)
      const fd = fs.openSync(file, 'r')
      try {
        fs.readSync(fd, bytes, 0, bytes.length, start)
      } finally {
        fs.closeSync(fd)
      }
      let offset = 0
      while (offset < bytes.length) {
        const end = bytes.indexOf(0x0a, offset)
        if (end === -1) break // a line cut short by a crash: dropped below
        try {
          records.push(JSON.parse(bytes.toString('utf8', offset, end)) as LogRecord)
        } catch {
          break
        }
        offset = end + 1
      }
      size = start + offset
      if (size < fileSize) fs.truncateSync(file, size)
    }
    return new BlockLog(dataDir, records, size)
  }

  /** The size of the log file in `dataDir` (0 when there is none). */
  static fileSize(dataDir: string): number {
    const file = path.join(dataDir, LOG_FILE)
    return fs.existsSync(file) ? fs.statSync(file).size : 0
  }

  get isEmpty(): boolean {
    return this.size === 0
  }

  /** Appends a record; with `durable` the returned promise settles once it is on disk (group fsync). */
  append(record: LogRecord, durable: boolean): Promise<void> {
    if (this.closed) return Promise.reject(new Error('block log is closed'))
    this.size += fs.writeSync(this.fd, `${JSON.stringify(record)}\n`)
    return durable ? this.sync() : Promise.resolve()
  }

  /** One fsync serves every write made before it started; later writers wait for the next one. */
  sync(): Promise<void> {
    if (this.inFlight === null) return this.startSync()
    if (this.queued === null) {
      this.queued = this.inFlight.then(() => {
        this.queued = null
        return this.startSync()
      })
    }
    return this.queued
  }

  private startSync(): Promise<void> {
    const run = new Promise<void>((resolve, reject) => {
      fs.fsync(this.fd, (error) => (error ? reject(error) : resolve()))
    }).finally(() => {
      this.inFlight = null
    })
    this.inFlight = run
    return run
  }

  /** Stores a code blob under its sha256 and returns the hash. */
  saveBlob(bytes: Uint8Array, extension: string): string {
    const hash = sha256Hex(bytes)
    const file = path.join(this.codeDir, `${hash}.${extension}`)
    if (!fs.existsSync(file)) {
      const fd = fs.openSync(file, 'w')
      fs.writeSync(fd, bytes)
      fs.fsyncSync(fd)
      fs.closeSync(fd)
    }
    return hash
  }

  readBlob(hash: string, extension: string): Uint8Array {
    return new Uint8Array(fs.readFileSync(path.join(this.codeDir, `${hash}.${extension}`)))
  }

  async close(): Promise<void> {
    if (this.closed) return
    await this.sync().catch(() => undefined)
    this.closed = true
    fs.closeSync(this.fd)
  }
}
