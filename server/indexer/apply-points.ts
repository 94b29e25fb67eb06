import type { LedgerTable } from '../db/schema'
import type { AccountApplier } from './apply-accounts'
import type { ApplyScope, TxContext } from './apply-context'
import { AccountRole } from '@/lib/chain/contract-codes'

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

/**
 * Fee rules and billing points: the fee actions (setfee, deletefee, delbiztype), recharges and settlements,
 * and the fee every collectible action charges. Every fee is recomputed from the fee rules the chain set, so
 * no client-sent amount is trusted.
 */
export class PointsApplier {
  private readonly balances = new Map<string, bigint>()
  /** Account → time of the block that last changed its balance. */
  private readonly dirtyBalances = new Map<string, Date>()
  private feeRules: Map<string, bigint> | null = null

  constructor(
    private readonly scope: ApplyScope,
    private readonly accounts: AccountApplier,
  ) {}

  private async rules(): Promise<Map<string, bigint>> {
    if (!this.feeRules) {
      const rows = await this.scope.trx
        .selectFrom('fee_rules')
        .select(['business_type', 'func_name', 'value'])
        .execute()
      this.feeRules = new Map(rows.map((row) => [`${row.business_type}:${row.func_name}`, BigInt(row.value)]))
    }
    return this.feeRules
  }

  async setFee(tx: TxContext, businessType: number, funcName: string, value: bigint): Promise<void> {
    const row = { business_type: businessType, func_name: funcName, value: String(value), update_time: tx.time }
    await this.scope.trx
      .insertInto('fee_rules')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['business_type', 'func_name']).doUpdateSet({ value: row.value, update_time: tx.time }),
      )
      .execute()
    ;(await this.rules()).set(`${businessType}:${funcName}`, value)
  }

  async deleteFee(businessType: number, funcName: string): Promise<void> {
    await this.scope.trx
      .deleteFrom('fee_rules')
      .where('business_type', '=', businessType)
      .where('func_name', '=', funcName)
      .execute()
    ;(await this.rules()).delete(`${businessType}:${funcName}`)
  }

  async deleteBusinessType(businessType: number): Promise<void> {
    await this.scope.trx.deleteFrom('fee_rules').where('business_type', '=', businessType).execute()
    const rules = await this.rules()
    for (const key of [...rules.keys()]) if (key.startsWith(`${businessType}:`)) rules.delete(key)
  }

  private async balance(account: string): Promise<bigint> {
    const known = this.balances.get(account)
    if (known !== undefined) return known
    const row = await this.scope.trx
      .selectFrom('points_balances')
      .select('balance')
      .where('account', '=', account)
      .executeTakeFirst()
    const value = row ? BigInt(row.balance) : 0n
    this.balances.set(account, value)
    return value
  }

  /** Changes a balance in memory; `time` is the block's, written with it. */
  async addPoints(account: string, change: bigint, time: Date): Promise<bigint> {
    const after = (await this.balance(account)) + change
    this.balances.set(account, after)
    this.dirtyBalances.set(account, time)
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
    const after = await this.addPoints(account, change, tx.time)
    this.scope.pending.ledger.push({
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

  async selfRecharge(tx: TxContext, sender: string, value: bigint): Promise<void> {
    await this.scope.trx
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
  async recharge(tx: TxContext, from: string, to: string, value: bigint, memo: string): Promise<void> {
    const actor = from === this.scope.contract ? null : await this.accounts.account(from)
    const distribution = actor !== null && actor.role === AccountRole.Platform && !actor.isManager
    await this.scope.trx
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
  async charge(tx: TxContext, sender: string, businessType: number, funcName: string, count: bigint) {
    const { contract } = this.scope
    if (sender === contract || !CHARGED_ACTIONS.has(funcName)) return
    const fee = (await this.rules()).get(`${businessType}:${funcName}`) ?? 0n
    if (fee === 0n) return
    const total = fee * count
    this.scope.pending.charges.push({
      account: sender,
      business_type: businessType,
      func_name: funcName,
      value: String(total),
      tx_hash: tx.hash,
      create_time: tx.time,
    })
    await this.ledgerLine(tx, sender, 'fee', -total, contract, funcName)
    await this.ledgerLine(tx, contract, 'fee', total, sender, funcName)
  }

  /** Writes the balances changed in memory. */
  async flushBalances(): Promise<void> {
    // The block's time, not the clock's: a reindex writes the same rows.
    for (const [account, now] of this.dirtyBalances) {
      const balance = String(this.balances.get(account) ?? 0n)
      await this.scope.trx
        .insertInto('points_balances')
        .values({ account, balance, update_time: now })
        .onConflict((conflict) => conflict.column('account').doUpdateSet({ balance, update_time: now }))
        .execute()
    }
    this.dirtyBalances.clear()
  }
}
