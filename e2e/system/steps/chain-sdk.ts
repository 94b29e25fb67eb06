import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { SystemUnderTest } from './system'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * Runs a chain script of these tests with tsx's loader (see chain-cli.ts for why); answers the JSON line it
 * printed last. Node with `--import tsx`, not the tsx command: that one starts a second Node process to run the
 * script, and a call cost twice the CPU (1.9 against 0.9 CPU-s measured for `chain-cli.ts keys`).
 */
export function runChainScript(
  script: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Record<string, unknown> {
  const printed = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 120_000,
    env: { ...process.env, ...options.env },
  })
  return JSON.parse(printed.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>
}

function chainCli(command: string, args: readonly string[], env?: NodeJS.ProcessEnv): Record<string, unknown> {
  return runChainScript(path.join(import.meta.dirname, 'chain-cli.ts'), [command, ...args], { env })
}

function asPlatform(system: SystemUnderTest): string[] {
  return [system.running().devnetUrl, system.running().contractAccount, system.devAccountsFile]
}

export interface Minted {
  readonly transactionId: string
  readonly blockNum: number
  readonly nftId: string
}

/** Mints a single-copy collectible (URI ipfs://whole-system/1) for `owner`, signed as platform1 with the SDK. */
export function mintAsPlatform(system: SystemUnderTest, owner: string): Minted {
  const minted = chainCli('mint', [...asPlatform(system), owner]) as {
    transactionId: string
    blockNum?: number
    nftIds?: string[]
  }
  const nftId = minted.nftIds?.[0]
  if (!nftId || minted.blockNum === undefined)
    throw new Error(`the mint answered no collectible or block: ${JSON.stringify(minted)}`)
  return { transactionId: minted.transactionId, blockNum: minted.blockNum, nftId }
}

/** Transfers a collectible platform1 holds to `to`, signed as platform1 with the SDK. */
export function transferAsPlatform(system: SystemUnderTest, nftId: string, to: string): { transactionId: string } {
  return chainCli('transfer', [...asPlatform(system), nftId, to]) as { transactionId: string }
}

/** Sets one of platform1's accounts' platform-level state on chain (1 enabled, 2 frozen), signed as platform1. */
export function setAccountStateAsPlatform(system: SystemUnderTest, account: string, state: 1 | 2): void {
  chainCli('account-state', [...asPlatform(system), account, String(state)])
}

/** A fresh key pair (devnet throwaway). */
export function newKeys(): { publicKey: string; privateKey: string } {
  return chainCli('keys', []) as { publicKey: string; privateKey: string }
}

/** Tries to transfer collectible 1 from `account` signed with `privateKey`; answers the chain's refusal code. */
export function transferBy(
  system: SystemUnderTest,
  account: string,
  privateKey: string,
  to: string,
): { ok: boolean; code?: string } {
  return chainCli('transfer-as', [system.running().devnetUrl, system.running().contractAccount, account, to], {
    ACCOUNT_KEY: privateKey,
  }) as { ok: boolean; code?: string }
}
