import * as fs from 'node:fs'
import * as path from 'node:path'
import { type LogRecord } from './persistence.ts'
import { readSnapshot, removeSnapshot } from './snapshot.ts'

/**
 * For indexer tests: makes a stopped devnet's data folder forget its last `dropBlocks` blocks (and the
 * transactions in them), so the next start produces different blocks at those heights — what a fork
 * looks like to a reader. Start the devnet with `irreversibleDistance` above `dropBlocks`, as real
 * forks never reach below the last irreversible block. Returns the head kept.
 */
export function forkDataDir(dataDir: string, dropBlocks: number): number {
  const file = path.join(dataDir, 'chain.log')
  const bytes = fs.readFileSync(file)
  const blockEnds: { num: number; end: number }[] = []
  let offset = 0
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset)
    if (end === -1) break
    const record = JSON.parse(bytes.toString('utf8', offset, end)) as LogRecord
    if (record.t === 'block') blockEnds.push({ num: record.n, end: end + 1 })
    offset = end + 1
  }
  const kept = blockEnds[blockEnds.length - 1 - dropBlocks]
  if (!kept || dropBlocks < 1) throw new Error(`devnet: cannot drop ${dropBlocks} of ${blockEnds.length} blocks`)
  fs.truncateSync(file, kept.end)
  // A snapshot of the dropped blocks would otherwise be taken for a later state of the new fork.
  const snapshot = readSnapshot(dataDir, Number.MAX_SAFE_INTEGER)
  if (snapshot && snapshot.logOffset > kept.end) removeSnapshot(dataDir)
  return kept.num
}
