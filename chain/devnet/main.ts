import { parseArgs } from 'node:util'
import { ensureWasmSafeProcess } from '../../tooling/wasm-safe-process.ts'
import { startDevnet } from './devnet.ts'

await ensureWasmSafeProcess()

/** `npm run chain`: the local devnet on 127.0.0.1:8888 with its data in .data/devnet (both configurable). */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    host: { type: 'string' },
  },
})

const port = Number(values.port ?? process.env.DEVNET_PORT ?? 8888)
const dataDir = values.data ?? process.env.DEVNET_DATA ?? '.data/devnet'
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`devnet: invalid port ${String(values.port ?? process.env.DEVNET_PORT)}`)
  process.exit(1)
}

const started = Date.now()
const devnet = await startDevnet({
  port,
  dataDir,
  host: values.host ?? process.env.DEVNET_HOST ?? '127.0.0.1',
  ...(process.env.HAS_SYSTEM_CONTRACTS === undefined
    ? {}
    : { hasSystemContracts: process.env.HAS_SYSTEM_CONTRACTS === 'true' }),
  ...(process.env.DEVNET_CONTRACT_ACCOUNT ? { contractAccount: process.env.DEVNET_CONTRACT_ACCOUNT } : {}),
})
const info = devnet.chain.getInfo()
const { snapshotBlocks, replayedTransactions, replayedBlocks } = devnet.chain.startStats
console.log(
  `devnet: ${devnet.url} chain ${info.chain_id} head ${info.head_block_num} (ready in ${Date.now() - started} ms: ${snapshotBlocks} blocks from the snapshot, ${replayedBlocks} blocks and ${replayedTransactions} transactions replayed)`,
)
console.log(
  `devnet: data in ${dataDir}; development accounts in ${dataDir}/dev-accounts.json; contract on ${devnet.contractAccount}`,
)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`devnet: ${signal}, stopping`)
  devnet.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('devnet: stop failed', error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
