import { sql, type Insertable, type Transaction } from 'kysely'
import { ActiveState, BusinessType, NFT_ACTION_NAMES } from '@/api/primitives'
import { AccountRole } from '@/lib/chain/contract-codes'
import type { Database, LedgerTable } from '../db/schema'
import { formatTime } from '../http/time'
import { MSIG_ACCOUNT, MsigApplier } from './apply-msig'
import type { ChainAction, ChainBlock, ChainTransaction } from './chain-source'
import { insertNewAccounts, newAccountRows } from './new-accounts'

/**
 * Applies the collectibles contract's actions of a run of blocks to the database, inside the caller's
 * transaction. It mirrors what each action changes in the contract's tables (chain/contract/ddc.contract.ts):
 * collectibles and holdings, approvals, accounts and their states, fee rules, and billing points — every
 * fee is recomputed from the fee rules the chain set, so no client-sent amount is trusted.
 */

type Trx = Transaction<Database>
type Params = Record<string, unknown>

/** An account the contract has not registered (no s21account row). */
const ROLE_NONE = 0

/** Actions whose fee the contract charges: every collectible action, times its item count for batches. */
const CHARGED_ACTIONS = new Set([
  'mint',
  'mintbatch',
  'transfer',
  'batchtrans',
  'freeze',
  'unfreeze',
  'burn',
  'burnbatch',
  'approve',
  'approvebatch',
  'approvalall',
  'delapproval',
  'seturi',
])
/** Actions that appear in a collectible's provenance (the API's `nftActionName`). */
const PROVENANCE_ACTIONS: ReadonlySet<string> = new Set(NFT_ACTION_NAMES)

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : ''
}
function big(value: unknown): bigint {
  const textValue = str(value)
  return /^\d+$/.test(textValue) ? BigInt(textValue) : 0n
}
function num(value: unknown): number {
  return Number(str(value) || 0)
}
function bool(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1'
}
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str) : []
}

/** Node block times carry no zone: they are UTC. */
export function blockDate(timestamp: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(timestamp) ? timestamp : `${timestamp}Z`)
}

/** A u64 return value: a decimal, or 8 little-endian bytes in hex as nodeos reports it. */
function returnedId(returnValue: string | null): bigint | null {
  if (returnValue === null || returnValue === '') return null
  if (/^\d+$/.test(returnValue) && returnValue.length !== 16) return BigInt(returnValue)
  if (/^[0-9a-f]{16}$/i.test(returnValue)) return Buffer.from(returnValue, 'hex').readBigUInt64LE(0)
  return null
}

/** Columns changed on every row of one nft_id (owner and approved for single-copy collectibles only). */
interface CollectibleChange {
  owner?: string
  approved?: string
  state?: number
  nft_uri?: string
}

interface AccountState {
  role: number
  isManager: boolean
  leader: string
}

interface TxContext {
  readonly hash: string
  readonly time: Date
  readonly block: ChainBlock
  /** The transaction's collectible actions, as the deal page lists them. */
  readonly actionsJson: string
}

/**
 * Every action the transaction ran, once each (a trace repeats an action for each account it notifies), with
 * its authorizing actors: what the audit log checks a reported operation against.
 */
function transactionActions(transaction: ChainTransaction): string {
  return JSON.stringify(
    transaction.actions
      .filter((action) => action.receiver === action.account)
      .map((action) => ({
        account: action.account,
        name: action.name,
        auth: action.authorization.map((level) => level.actor),
      })),
  )
}

/** State carried across the blocks of one batch; written back at its end. */
export class BlockApplier {
  private readonly balances = new Map<string, bigint>()
  /** Account → time of the block that last changed its balance. */
  private readonly dirtyBalances = new Map<string, Date>()
  private feeRules: Map<string, bigint> | null = null
  private readonly accounts = new Map<string, AccountState | null>()
  private readonly ledger: Insertable<Database['ledger']>[] = []
  private readonly provenance: Insertable<Database['provenance']>[] = []
  private readonly charges: Insertable<Database['charges']>[] = []
  /** Minted rows not yet inserted, and changes to every row of an nft_id not yet made: written together
   *  (mints first) before anything reads or deletes collectibles, and at the end of the batch. */
  private readonly mints: Insertable<Database['collectibles']>[] = []
  private readonly changes = new Map<string, CollectibleChange>()
  private readonly approvalRows: Insertable<Database['approvals']>[] = []
  private readonly transactions: Insertable<Database['indexed_transactions']>[] = []
  private readonly newAccounts: Insertable<Database['indexed_new_accounts']>[] = []
  private actionCount = 0
  private lastTime = new Date(0)
  private readonly msig: MsigApplier

  constructor(
    private readonly trx: Trx,
    private readonly chainInfoId: string,
    private readonly contract: string,
    private nextNftId: bigint,
  ) {
    this.msig = new MsigApplier(trx)
  }

  get nextId(): bigint {
    return this.nextNftId
  }
  get actions(): number {
    return this.actionCount
  }

  async applyBlock(block: ChainBlock): Promise<void> {
    const time = blockDate(block.timestamp)
    this.lastTime = time
    for (const transaction of block.transactions) {
      this.transactions.push({
        tx_hash: transaction.id,
        chain_info_id: this.chainInfoId,
        block_number: String(block.number),
        block_hash: block.id,
        block_time: time,
        actions: transactionActions(transaction),
      })
      this.newAccounts.push(...newAccountRows(transaction, block, time, this.chainInfoId))
      const own = transaction.actions.filter(
        (action) =>
          (action.account === this.contract && action.receiver === this.contract) ||
          (action.account === MSIG_ACCOUNT && action.receiver === MSIG_ACCOUNT),
      )
      if (own.length === 0) continue
      const tx: TxContext = { hash: transaction.id, time, block, actionsJson: this.actionsJson(transaction, time) }
      // In execution order: an executed proposal's actions follow its exec.
      for (const action of own) {
        this.actionCount += 1
        if (action.account === MSIG_ACCOUNT) await this.msig.apply(action, tx.hash, time)
        else await this.applyAction(tx, action)
      }
    }
  }

  private actionsJson(transaction: ChainTransaction, time: Date): string {
    return JSON.stringify(
      transaction.actions
        .filter((action) => action.account === this.contract && action.receiver === this.contract)
        .filter((action) => PROVENANCE_ACTIONS.has(action.name))
        .map((action) => ({
          create_time: formatTime(time),
          action_name: action.name,
          sender: str(action.params.sender),
          contract_name: this.contract,
          raw_data: JSON.stringify(action.params),
        })),
    )
  }

  private changeByNft(nftId: string, change: CollectibleChange): void {
    this.changes.set(nftId, { ...this.changes.get(nftId), ...change })
  }

  /**
   * Many rows in one statement with one parameter: PostgreSQL expands a JSON array into rows, which is
   * several times faster than binding thousands of parameters (PGlite especially).
   */
  private async bulkInsert(table: keyof Database, rows: readonly object[]): Promise<void> {
    const first = rows[0]
    if (!first) return
    const columns = sql.join(Object.keys(first).map((column) => sql.id(column)))
    const conflict = table === 'indexed_transactions' ? sql` on conflict (tx_hash) do nothing` : sql``
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)${conflict}`.execute(
      this.trx,
    )
  }

  private async flushCollectibles(): Promise<void> {
    await this.bulkInsert('collectibles', this.mints)
    this.mints.length = 0
    const changes = [...this.changes]
    this.changes.clear()
    for (let start = 0; start < changes.length; start += 500) {
      const rows = changes
        .slice(start, start + 500)
        .map(
          ([nftId, change]) =>
            sql`(${nftId}::text, ${change.owner ?? null}::text, ${change.approved ?? null}::text, ${change.state ?? null}::smallint, ${change.nft_uri ?? null}::text)`,
        )
      await sql`update collectibles as c set
          owner = coalesce(v.owner, c.owner),
          approved = coalesce(v.approved, c.approved),
          state = coalesce(v.state, c.state),
          nft_uri = coalesce(v.nft_uri, c.nft_uri)
        from (values ${sql.join(rows)}) as v(nft_id, owner, approved, state, nft_uri)
        where c.chain_info_id = ${this.chainInfoId} and c.nft_id = v.nft_id`.execute(this.trx)
    }
  }

  /** Writes what was kept in memory: balances, history rows, indexed transactions. */
  async flush(): Promise<void> {
    await this.flushCollectibles()
    // The block's time, not the clock's: a reindex writes the same rows.
    for (const [account, now] of this.dirtyBalances) {
      const balance = String(this.balances.get(account) ?? 0n)
      await this.trx
        .insertInto('points_balances')
        .values({ account, balance, update_time: now })
        .onConflict((conflict) => conflict.column('account').doUpdateSet({ balance, update_time: now }))
        .execute()
    }
    this.dirtyBalances.clear()
    for (const [table, rows] of [
      ['ledger', this.ledger],
      ['provenance', this.provenance],
      ['charges', this.charges],
      ['approvals', this.approvalRows],
      ['indexed_transactions', this.transactions],
    ] as const) {
      await this.bulkInsert(table, rows)
      rows.length = 0
    }
    await insertNewAccounts(this.trx, this.newAccounts)
    this.newAccounts.length = 0
  }

  // ------------------------------------------------------------------ actions

  private async applyAction(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    switch (action.name) {
      case 'operatoradd':
        return this.operatorAdd(tx, p)
      case 'setaccrole':
        return this.updateAccount(tx, str(p.account), { role: num(p.role), is_manager: bool(p.is_manager) })
      case 'updateaccsta':
        return this.updateAccount(
          tx,
          str(p.account),
          bool(p.change_platform_state) ? { platform_state: num(p.state) } : { operator_state: num(p.state) },
        )
      case 'setfee':
        return this.setFee(tx, num(p.business_type), str(p.func_name), big(p.value))
      case 'deletefee':
        return this.deleteFee(num(p.business_type), str(p.func_name))
      case 'delbiztype':
        return this.deleteBusinessType(num(p.business_type))
      case 'selfrecharge':
        return this.selfRecharge(tx, str(p.sender), big(p.value))
      case 'recharge':
        return this.recharge(tx, str(p.from), str(p.to), big(p.value), str(p.memo))
      case 'settlement':
        await this.addPoints(str(p.sender), -big(p.value))
        return
      case 'mint':
      case 'mintbatch':
        return this.mint(tx, action)
      case 'transfer':
      case 'batchtrans':
        return this.transfer(tx, action)
      case 'freeze':
      case 'unfreeze':
        return this.freeze(tx, action)
      case 'burn':
      case 'burnbatch':
        return this.burn(tx, action)
      case 'approve':
      case 'approvebatch':
        return this.approve(tx, action)
      case 'delapproval':
        return this.deleteApproval(tx, action)
      case 'approvalall':
        return this.charge(tx, str(p.sender), num(p.business_type), 'approvalall', 1n)
      case 'seturi':
        this.changeByNft(str(p.nft_id), { nft_uri: str(p.nft_uri) })
        return this.charge(tx, str(p.sender), num(p.business_type), 'seturi', 1n)
      default:
        // init, addfuncperm, delfuncperm, crossapprove, setplatform: nothing the console lists.
        return
    }
  }

  // ------------------------------------------------------------------ accounts

  private async account(name: string): Promise<AccountState | null> {
    if (this.accounts.has(name)) return this.accounts.get(name) ?? null
    const row = await this.trx
      .selectFrom('indexed_accounts')
      .select(['role', 'is_manager', 'leader'])
      .where('account', '=', name)
      .executeTakeFirst()
    const state = row ? { role: row.role, isManager: row.is_manager, leader: row.leader } : null
    this.accounts.set(name, state)
    return state
  }

  /** The platform an account belongs to: itself for a platform, its leader for a platform's consumer. */
  private async platformOf(name: string): Promise<string> {
    const row = await this.account(name)
    if (!row) return name
    if (row.role === AccountRole.Platform) return name
    if (row.role === AccountRole.Consumer && (await this.account(row.leader))?.role === AccountRole.Platform)
      return row.leader
    return name
  }

  private async operatorAdd(tx: TxContext, p: Params): Promise<void> {
    const sender = str(p.sender)
    const actor = sender === this.contract ? null : await this.account(sender)
    const actorRole = actor?.role ?? ROLE_NONE
    const role =
      actorRole === ROLE_NONE
        ? AccountRole.Operator
        : actorRole === AccountRole.Operator
          ? AccountRole.Platform
          : AccountRole.Consumer
    const account = str(p.account)
    const row = {
      account,
      role,
      is_manager: false,
      operator_state: ActiveState.Enabled,
      platform_state: ActiveState.Enabled,
      leader: sender,
      account_name: str(p.account_name),
      account_did: str(p.account_did),
      leader_did: str(p.leader_did),
      update_time: tx.time,
    }
    await this.trx
      .insertInto('indexed_accounts')
      .values(row)
      .onConflict((conflict) => conflict.column('account').doUpdateSet(row))
      .execute()
    this.accounts.set(account, { role, isManager: false, leader: sender })
  }

  private async updateAccount(
    tx: TxContext,
    account: string,
    change: { role?: number; is_manager?: boolean; operator_state?: number; platform_state?: number },
  ): Promise<void> {
    await this.trx
      .updateTable('indexed_accounts')
      .set({ ...change, update_time: tx.time })
      .where('account', '=', account)
      .execute()
    this.accounts.delete(account)
    // The console's own account list shows the chain's states.
    const states = {
      ...(change.operator_state !== undefined ? { operator_state: change.operator_state } : {}),
      ...(change.platform_state !== undefined ? { platform_state: change.platform_state } : {}),
    }
    if (Object.keys(states).length > 0)
      await this.trx.updateTable('chain_accounts').set(states).where('account', '=', account).execute()
  }

  // ------------------------------------------------------------------ fees and points

  private async rules(): Promise<Map<string, bigint>> {
    if (!this.feeRules) {
      const rows = await this.trx.selectFrom('fee_rules').select(['business_type', 'func_name', 'value']).execute()
      this.feeRules = new Map(rows.map((row) => [`${row.business_type}:${row.func_name}`, BigInt(row.value)]))
    }
    return this.feeRules
  }

  private async setFee(tx: TxContext, businessType: number, funcName: string, value: bigint): Promise<void> {
    const row = { business_type: businessType, func_name: funcName, value: String(value), update_time: tx.time }
    await this.trx
      .insertInto('fee_rules')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['business_type', 'func_name']).doUpdateSet({ value: row.value, update_time: tx.time }),
      )
      .execute()
    ;(await this.rules()).set(`${businessType}:${funcName}`, value)
  }

  private async deleteFee(businessType: number, funcName: string): Promise<void> {
    await this.trx
      .deleteFrom('fee_rules')
      .where('business_type', '=', businessType)
      .where('func_name', '=', funcName)
      .execute()
    ;(await this.rules()).delete(`${businessType}:${funcName}`)
  }

  private async deleteBusinessType(businessType: number): Promise<void> {
    await this.trx.deleteFrom('fee_rules').where('business_type', '=', businessType).execute()
    const rules = await this.rules()
    for (const key of [...rules.keys()]) if (key.startsWith(`${businessType}:`)) rules.delete(key)
  }

  private async balance(account: string): Promise<bigint> {
    const known = this.balances.get(account)
    if (known !== undefined) return known
    const row = await this.trx
      .selectFrom('points_balances')
      .select('balance')
      .where('account', '=', account)
      .executeTakeFirst()
    const value = row ? BigInt(row.balance) : 0n
    this.balances.set(account, value)
    return value
  }

  private async addPoints(account: string, change: bigint): Promise<bigint> {
    const after = (await this.balance(account)) + change
    this.balances.set(account, after)
    this.dirtyBalances.set(account, this.lastTime)
    return after
  }

  private async ledgerLine(
    tx: TxContext,
    account: string,
    type: LedgerTable['type'],
    change: bigint,
    counterparty: string,
    funcName: string | null = null,
  ): Promise<void> {
    const after = await this.addPoints(account, change)
    this.ledger.push({
      account,
      type,
      change: change < 0n ? String(change) : `+${change}`,
      balance_after: String(after),
      counterparty,
      func_name: funcName,
      tx_hash: tx.hash,
      create_time: tx.time,
    })
  }

  private async selfRecharge(tx: TxContext, sender: string, value: bigint): Promise<void> {
    await this.trx
      .insertInto('recharges')
      .values({
        kind: 'self_recharge',
        from_account: sender,
        to_account: sender,
        value: String(value),
        memo: '',
        tx_hash: tx.hash,
        create_time: tx.time,
      })
      .execute()
    await this.ledgerLine(tx, sender, 'self_recharge', value, sender)
  }

  /** A platform's recharge of its own users is a distribution; the operator's (or a manager's) a recharge. */
  private async recharge(tx: TxContext, from: string, to: string, value: bigint, memo: string): Promise<void> {
    const actor = from === this.contract ? null : await this.account(from)
    const distribution = actor !== null && actor.role === AccountRole.Platform && !actor.isManager
    await this.trx
      .insertInto('recharges')
      .values({
        kind: distribution ? 'distribution' : 'recharge',
        from_account: from,
        to_account: to,
        value: String(value),
        memo,
        tx_hash: tx.hash,
        create_time: tx.time,
      })
      .execute()
    await this.ledgerLine(tx, from, distribution ? 'distribution_out' : 'recharge', -value, to)
    await this.ledgerLine(tx, to, distribution ? 'distribution_in' : 'recharge', value, from)
  }

  /** The contract's chargeFee: fee × items from the sender to the contract account; the contract pays none. */
  private async charge(tx: TxContext, sender: string, businessType: number, funcName: string, count: bigint) {
    if (sender === this.contract || !CHARGED_ACTIONS.has(funcName)) return
    const fee = (await this.rules()).get(`${businessType}:${funcName}`) ?? 0n
    if (fee === 0n) return
    const total = fee * count
    this.charges.push({
      account: sender,
      business_type: businessType,
      func_name: funcName,
      value: String(total),
      tx_hash: tx.hash,
      create_time: tx.time,
    })
    await this.ledgerLine(tx, sender, 'fee', -total, this.contract, funcName)
    await this.ledgerLine(tx, this.contract, 'fee', total, sender, funcName)
  }

  // ------------------------------------------------------------------ collectibles

  private record(
    tx: TxContext,
    action: ChainAction,
    nftId: bigint | string,
    businessType: number,
    from: string,
    to: string,
    amount: bigint | string,
  ): void {
    this.provenance.push({
      business_type: businessType,
      nft_id: String(nftId),
      tx_hash: tx.hash,
      create_time: tx.time,
      sender: str(action.params.sender),
      from_account: from,
      to_account: to,
      action_name: action.name,
      amount: String(amount),
      contract_name: this.contract,
      raw_data: JSON.stringify(action.params),
      block_number: String(tx.block.number),
      block_hash: tx.block.id,
      actions: tx.actionsJson,
    })
  }

  private async mint(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const sender = str(p.sender)
    const to = str(p.to)
    const businessType = num(p.business_type)
    const batch = action.name === 'mintbatch'
    const amounts = batch ? strings(p.amounts).map(big) : [big(p.amount)]
    const uris = batch ? strings(p.nft_uris) : [str(p.nft_uri)]
    const first = returnedId(action.returnValue) ?? this.nextNftId
    const platform = await this.platformOf(sender)
    const rows: Insertable<Database['collectibles']>[] = amounts.map((amount, index) => ({
      nft_id: String(first + BigInt(index)),
      erc_info_id: String(first + BigInt(index)),
      chain_info_id: this.chainInfoId,
      business_type: businessType,
      supply: String(amount),
      nft_uri: uris[index] ?? '',
      nft_memo: str(p.memo),
      owner: to,
      create_time: tx.time,
      amount: String(amount),
      tx_hash: tx.hash,
      platform,
    }))
    this.mints.push(...rows)
    amounts.forEach((amount, index) => this.record(tx, action, first + BigInt(index), businessType, '', to, amount))
    this.nextNftId = first + BigInt(amounts.length)
    await this.charge(tx, sender, businessType, action.name, BigInt(amounts.length))
  }

  private async transfer(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const from = str(p.from)
    const to = str(p.to)
    const businessType = num(p.business_type)
    const batch = action.name === 'batchtrans'
    const ids = batch ? strings(p.nft_ids) : [str(p.nft_id)]
    const amounts = batch ? strings(p.amounts).map(big) : [big(p.amount)]
    for (const [index, nftId] of ids.entries()) {
      const amount = amounts[index] ?? 0n
      if (businessType === BusinessType.SingleCopy) {
        this.changeByNft(nftId, { owner: to, approved: '' })
      } else {
        await this.moveCopies(nftId, from, to, amount)
      }
      this.record(tx, action, nftId, businessType, from, to, amount)
    }
    await this.charge(tx, str(p.sender), businessType, action.name, BigInt(ids.length))
  }

  /** Multi-copy: the holder's row loses `amount` (and goes at zero); the recipient's row gains it. */
  private async moveCopies(nftId: string, from: string, to: string, amount: bigint): Promise<void> {
    await this.flushCollectibles()
    const holding = await this.trx
      .selectFrom('collectibles')
      .selectAll()
      .where('chain_info_id', '=', this.chainInfoId)
      .where('nft_id', '=', nftId)
      .where('owner', '=', from)
      .executeTakeFirst()
    if (!holding) return
    const left = BigInt(holding.amount) - amount
    if (left <= 0n) await this.trx.deleteFrom('collectibles').where('id', '=', holding.id).execute()
    else
      await this.trx
        .updateTable('collectibles')
        .set({ amount: String(left) })
        .where('id', '=', holding.id)
        .execute()
    const { id: _id, ...fields } = holding
    await this.trx
      .insertInto('collectibles')
      .values({ ...fields, owner: to, amount: String(amount), approved: '' })
      .onConflict((conflict) =>
        conflict
          .columns(['chain_info_id', 'nft_id', 'owner'])
          .doUpdateSet((eb) => ({ amount: eb('collectibles.amount', '+', eb.ref('excluded.amount')) })),
      )
      .execute()
  }

  private async freeze(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const businessType = num(p.business_type)
    const nftId = str(p.nft_id)
    this.changeByNft(nftId, { state: action.name === 'freeze' ? ActiveState.Frozen : ActiveState.Enabled })
    this.record(tx, action, nftId, businessType, '', '', 0n)
    await this.charge(tx, str(p.sender), businessType, action.name, 1n)
  }

  private async burn(tx: TxContext, action: ChainAction): Promise<void> {
    await this.flushCollectibles()
    const p = action.params
    const owner = str(p.owner)
    const businessType = num(p.business_type)
    const ids = action.name === 'burnbatch' ? strings(p.nft_ids) : [str(p.nft_id)]
    for (const nftId of ids) {
      const burned = await this.trx
        .deleteFrom('collectibles')
        .where('chain_info_id', '=', this.chainInfoId)
        .where('nft_id', '=', nftId)
        .where('owner', '=', owner)
        .returning('amount')
        .executeTakeFirst()
      const amount = burned ? BigInt(burned.amount) : 0n
      if (businessType === BusinessType.MultiCopy && amount > 0n)
        await this.trx
          .updateTable('collectibles')
          .set((eb) => ({ supply: eb('supply', '-', String(amount)) }))
          .where('chain_info_id', '=', this.chainInfoId)
          .where('nft_id', '=', nftId)
          .execute()
      this.record(tx, action, nftId, businessType, owner, '', amount)
    }
    await this.charge(tx, str(p.sender), businessType, action.name, BigInt(ids.length))
  }

  private async approve(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const sender = str(p.sender)
    const to = str(p.to)
    const businessType = num(p.business_type)
    const ids = action.name === 'approvebatch' ? strings(p.nft_ids) : [str(p.nft_id)]
    for (const nftId of ids) {
      await this.setApproved(nftId, businessType, sender, to)
      this.approvalRows.push({
        nft_id: nftId,
        business_type: businessType,
        owner: sender,
        to_account: to,
        approved: true,
        tx_hash: tx.hash,
        create_time: tx.time,
      })
      this.record(tx, action, nftId, businessType, sender, to, 0n)
    }
    await this.charge(tx, sender, businessType, action.name, BigInt(ids.length))
  }

  /** Single-copy: the collectible's approved account; multi-copy: that of the owner's copies. */
  private async setApproved(nftId: string, businessType: number, owner: string, to: string): Promise<void> {
    if (businessType === BusinessType.SingleCopy) return this.changeByNft(nftId, { approved: to })
    await this.flushCollectibles()
    await this.trx
      .updateTable('collectibles')
      .set({ approved: to })
      .where('chain_info_id', '=', this.chainInfoId)
      .where('nft_id', '=', nftId)
      .where('owner', '=', owner)
      .execute()
  }

  private async deleteApproval(tx: TxContext, action: ChainAction): Promise<void> {
    await this.flushCollectibles()
    const p = action.params
    const sender = str(p.sender)
    const businessType = num(p.business_type)
    const nftId = str(p.nft_id)
    const previous = await this.trx
      .selectFrom('collectibles')
      .select('approved')
      .where('chain_info_id', '=', this.chainInfoId)
      .where('nft_id', '=', nftId)
      .where('owner', '=', sender)
      .executeTakeFirst()
    await this.setApproved(nftId, businessType, sender, '')
    this.approvalRows.push({
      nft_id: nftId,
      business_type: businessType,
      owner: sender,
      to_account: previous?.approved ?? '',
      approved: false,
      tx_hash: tx.hash,
      create_time: tx.time,
    })
    await this.charge(tx, sender, businessType, 'delapproval', 1n)
  }
}
