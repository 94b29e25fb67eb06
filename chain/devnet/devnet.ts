import { PrivateKey } from '@greymass/eosio'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Chain } from './chain.ts'
import { createGenesis, ensureContract, readDevAccounts, type DevAccount } from './genesis.ts'
import { SYSTEM_ACCOUNT } from './native-state.ts'
import { createServer } from './server.ts'

const HERE = path.dirname(fileURLToPath(import.meta.url))

export const DEFAULT_CONTRACT_ACCOUNT = 'ddccontract'
export const DEFAULT_CONTRACT_PATH = path.resolve(HERE, '../contract/target/ddc.contract')

export interface DevnetOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  dataDir: string
  blockIntervalMs?: number
  /** Blocks between head and the last irreversible block (default 1); see fork.ts. */
  irreversibleDistance?: number
  hasSystemContracts?: boolean
  contractAccount?: string
  /** Built contract path without extension; defaults to chain/contract/target/ddc.contract. */
  contractPath?: string
  /** See ChainOptions. */
  blockFileTransactions?: number
}

export interface RunningDevnet {
  url: string
  port: number
  chain: Chain
  accounts: DevAccount[]
  contractAccount: string
  stop(): Promise<void>
}

/**
 * Opens (replaying) or creates the chain in `dataDir`, deploys the built contract if it changed,
 * starts block production and serves the nodeos chain API.
 */
export async function startDevnet(options: DevnetOptions): Promise<RunningDevnet> {
  const blockIntervalMs = options.blockIntervalMs ?? 500
  const genesisOptions = {
    contractAccount: options.contractAccount ?? DEFAULT_CONTRACT_ACCOUNT,
    contractPath: options.contractPath ?? DEFAULT_CONTRACT_PATH,
    hasSystemContracts: options.hasSystemContracts ?? false,
    blockIntervalMs,
  }
  const chain = await Chain.open({
    dataDir: options.dataDir,
    blockIntervalMs,
    ...(options.irreversibleDistance === undefined ? {} : { irreversibleDistance: options.irreversibleDistance }),
    ...(options.blockFileTransactions === undefined ? {} : { blockFileTransactions: options.blockFileTransactions }),
  })
  const accounts = chain.isFresh ? await createGenesis(chain, genesisOptions) : readDevAccounts(options.dataDir)
  if (options.hasSystemContracts !== undefined && options.hasSystemContracts !== chain.hasSystemContracts) {
    console.warn(
      `devnet: this data folder was created with HAS_SYSTEM_CONTRACTS=${String(chain.hasSystemContracts)}; that setting is kept (use a fresh data folder to change it)`,
    )
  }
  const systemKey = accounts.find((entry) => entry.account === SYSTEM_ACCOUNT)?.private_key
  if (systemKey) chain.setProducerKey(PrivateKey.from(systemKey))
  const contract = await ensureContract(chain, genesisOptions, accounts)
  if (contract === 'missing')
    console.warn(
      `devnet: no built contract at ${genesisOptions.contractPath}.wasm (run npm run build:contract); ${genesisOptions.contractAccount} has no code yet`,
    )
  chain.start()

  const server = createServer(chain)
  const host = options.host ?? '127.0.0.1'
  await server.listen({ port: options.port, host })
  const address = server.server.address()
  const port = typeof address === 'object' && address !== null ? address.port : options.port
  let stopped = false
  return {
    url: `http://${host}:${port}`,
    port,
    chain,
    accounts,
    contractAccount: genesisOptions.contractAccount,
    async stop() {
      if (stopped) return
      stopped = true
      // Requests in flight get two seconds to finish; then keep-alive and half-open connections are cut,
      // or closing would wait for Node's 60 s header timeout.
      const cut = setTimeout(() => server.server.closeAllConnections(), 2000)
      try {
        await server.close()
      } finally {
        clearTimeout(cut)
      }
      await chain.stop()
    },
  }
}
