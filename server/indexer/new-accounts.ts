import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { ChainBlock, ChainTransaction } from './chain-source'

/**
 * The `eosio::newaccount` actions of the indexed blocks (issue 19 item 6): what an approval of a new-account
 * application is checked against. The chain refuses a name that exists, so a row here proves the name was free
 * just before its block; who created it and with which keys decide whether the approval made it.
 */

type Row = Insertable<Database['indexed_new_accounts']>

function keysOf(authority: unknown): string[] {
  if (typeof authority !== 'object' || authority === null) return []
  const keys = (authority as { keys?: unknown }).keys
  if (!Array.isArray(keys)) return []
  return keys
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { key?: unknown }).key : null))
    .filter((key): key is string => typeof key === 'string')
}

/** The transaction's newaccount actions as rows (none when the node sent no decoded parameters). */
export function newAccountRows(
  transaction: ChainTransaction,
  block: ChainBlock,
  blockTime: Date,
  chainInfoId: string,
): Row[] {
  return transaction.actions
    .filter((action) => action.account === 'eosio' && action.name === 'newaccount' && action.receiver === 'eosio')
    .filter((action) => typeof action.params.name === 'string' && typeof action.params.creator === 'string')
    .map((action) => ({
      account: action.params.name as string,
      chain_info_id: chainInfoId,
      creator: action.params.creator as string,
      owner_keys: JSON.stringify(keysOf(action.params.owner)),
      active_keys: JSON.stringify(keysOf(action.params.active)),
      tx_hash: transaction.id,
      block_number: String(block.number),
      block_time: blockTime,
    }))
}

/** Writes the rows; a block indexed again writes nothing twice. */
export async function insertNewAccounts(
  db: Kysely<Database> | Transaction<Database>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('indexed_new_accounts')
    .values([...rows])
    .onConflict((conflict) => conflict.column('account').doNothing())
    .execute()
}
