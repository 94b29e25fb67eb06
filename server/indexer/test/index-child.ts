import { openAsBlob } from 'node:fs'
import { indexerDatabase, indexerFor } from './support'

/**
 * The indexer alone in a process, for the crash test:
 * `node --import tsx index-child.ts <rpc> <dataDir> <block> [<PGlite template file>]`. Inside the transaction that writes `<block>` (after applying it, before the commit) it prints `MID <block>`
 * and waits, so the parent's kill -9 lands mid-block.
 */
const [rpc, dataDir, stallText, templateFile] = process.argv.slice(2)
if (!rpc || !dataDir || !stallText) throw new Error('usage: index-child.ts <rpc> <dataDir> <block>')
const stallAt = Number(stallText)
const { handle, chainInfoId } = await indexerDatabase(
  dataDir,
  undefined,
  templateFile ? await openAsBlob(templateFile) : undefined,
)
const indexer = indexerFor(handle.db, chainInfoId, rpc, {
  batchBlocks: 2,
  afterBlockApplied: async (block) => {
    if (block.number !== stallAt) return
    process.stdout.write(`MID ${block.number}\n`)
    await new Promise(() => undefined)
  },
})
indexer.start()
