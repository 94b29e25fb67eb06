import { Api, JsonRpc } from 'eosjs'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { type AuthorityProvider, type AuthorityProviderArgs } from 'eosjs/dist/eosjs-api-interfaces'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { startDevnet, type DevnetOptions, type RunningDevnet } from './devnet.ts'
import { forkDataDir } from './fork.ts'
import { type DevAccount } from './genesis.ts'

/** A devnet in-process on a free port with its own temporary data folder. */
export async function startTestDevnet(
  options: Partial<DevnetOptions> = {},
): Promise<RunningDevnet & { dataDir: string }> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ddc-devnet-'))
  const devnet = await startDevnet({ port: 0, blockIntervalMs: 200, ...options, dataDir })
  return { ...devnet, dataDir }
}

/**
 * Stops `devnet`, drops its last `dropBlocks` blocks (fork.ts) and starts it again on the same folder.
 * `blocksBefore` are the block ids as the stopped devnet left them: read after the stop, since blocks are
 * produced until then.
 */
export async function forkTestDevnet(
  devnet: RunningDevnet & { dataDir: string },
  dropBlocks: number,
  options: Partial<DevnetOptions> = {},
): Promise<RunningDevnet & { dataDir: string; blocksBefore: string[] }> {
  await devnet.stop()
  const blocksBefore = devnet.chain.blocks.map((block) => block.id)
  forkDataDir(devnet.dataDir, dropBlocks)
  return { ...(await startTestDevnet({ ...options, dataDir: devnet.dataDir })), blocksBefore }
}

/** What a client needs of a devnet: its address, development accounts and contract (a running one, or one npm start printed). */
export type DevnetAddress = Pick<RunningDevnet, 'url' | 'accounts' | 'contractAccount'>

export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true })
}

export function devAccount(devnet: DevnetAddress, account: string): DevAccount {
  const entry = devnet.accounts.find((candidate) => candidate.account === account)
  if (!entry) throw new Error(`no development account ${account}`)
  return entry
}

export function rpcFor(devnet: DevnetAddress): JsonRpc {
  return new JsonRpc(devnet.url, { fetch })
}

/**
 * An eosjs Api signing with `privateKeys`. With `signWithAllKeys` every key signs (the node is not
 * asked which keys are required), which is how a wrong or an extra signature reaches push_transaction.
 */
export function apiFor(devnet: DevnetAddress, privateKeys: string[], signWithAllKeys = false): Api {
  const rpc = rpcFor(devnet)
  const signatureProvider = new JsSignatureProvider(privateKeys)
  const authorityProvider: AuthorityProvider | undefined = signWithAllKeys
    ? { getRequiredKeys: async ({ availableKeys }: AuthorityProviderArgs) => availableKeys }
    : undefined
  return new Api({ rpc, signatureProvider, ...(authorityProvider ? { authorityProvider } : {}) })
}

/** The nodeos error JSON eosjs attached to a failed call: `{code, name, details[0].message}`. */
export async function chainErrorOf(
  promise: Promise<unknown>,
): Promise<{ code: number; name: string; message: string }> {
  try {
    await promise
  } catch (error) {
    const json = (error as { json?: { error?: { code?: number; name?: string; details?: { message?: string }[] } } })
      .json
    if (json?.error) {
      return {
        code: json.error.code ?? -1,
        name: json.error.name ?? '',
        message: json.error.details?.[0]?.message ?? '',
      }
    }
    throw error
  }
  throw new Error('expected the chain to refuse the call')
}

export function waitMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
