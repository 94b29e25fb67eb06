import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { ChainBlock } from './chain-source'
import type { PendingWrites } from './pending-writes'

// What every family of actions shares while one batch of blocks is applied.

export type Trx = Transaction<Database>
export type Params = Record<string, unknown>

export interface TxContext {
  readonly hash: string
  readonly time: Date
  readonly block: ChainBlock
  /** The transaction's collectible actions, as the deal page lists them. */
  readonly actionsJson: string
}

/** The caller's database transaction, the chain and contract indexed, and the rows not yet written. */
export interface ApplyScope {
  readonly trx: Trx
  readonly chainInfoId: string
  readonly contract: string
  readonly pending: PendingWrites
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : ''
}
export function big(value: unknown): bigint {
  const textValue = str(value)
  return /^\d+$/.test(textValue) ? BigInt(textValue) : 0n
}
export function num(value: unknown): number {
  return Number(str(value) || 0)
}
export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1'
}
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str) : []
}
