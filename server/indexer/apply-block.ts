import { NFT_ACTION_NAMES } from '@/api/primitives'
import { formatTime } from '../http/time'
import { AccountApplier } from './apply-accounts'
import { ApprovalApplier } from './apply-approvals'
import { CollectibleApplier } from './apply-collectibles'
import { big, bool, num, str, type ApplyScope, type Trx, type TxContext } from './apply-context'
import { MSIG_ACCOUNT, MsigApplier } from './apply-msig'
import { PointsApplier } from './apply-points'
import type { ChainAction, ChainBlock, ChainTransaction } from './chain-source'
import { newAccountRows } from './new-accounts'
import { PendingWrites } from './pending-writes'

/**
 * Applies the collectibles contract's actions of a run of blocks to the database, inside the caller's
 * transaction. It mirrors what each action changes in the contract's tables (chain/contract/ddc.contract.ts):
 * collectibles and holdings, approvals, accounts and their states, fee rules, and billing points — every
 * fee is recomputed from the fee rules the chain set, so no client-sent amount is trusted.
 *
 * This module routes each action to the applier of its family: accounts (apply-accounts.ts), fees and points
 * (apply-points.ts), collectibles (apply-collectibles.ts), approvals (apply-approvals.ts), multisig
 * proposals (apply-msig.ts). Rows written in bulk wait in PendingWrites (pending-writes.ts).
 */

/** Actions that appear in a collectible's provenance (the API's `nftActionName`). */
const PROVENANCE_ACTIONS: ReadonlySet<string> = new Set(NFT_ACTION_NAMES)

/** Node block times carry no zone: they are UTC. */
export function blockDate(timestamp: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(timestamp) ? timestamp : `${timestamp}Z`)
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
  private readonly scope: ApplyScope
  private readonly accounts: AccountApplier
  private readonly points: PointsApplier
  private readonly collectibles: CollectibleApplier
  private readonly approvals: ApprovalApplier
  private readonly msig: MsigApplier
  private actionCount = 0

  constructor(
    trx: Trx,
    private readonly chainInfoId: string,
    private readonly contract: string,
    nextNftId: bigint,
  ) {
    this.scope = { trx, chainInfoId, contract, pending: new PendingWrites(trx, chainInfoId) }
    this.accounts = new AccountApplier(this.scope)
    this.points = new PointsApplier(this.scope, this.accounts)
    this.collectibles = new CollectibleApplier(this.scope, this.accounts, this.points, nextNftId)
    this.approvals = new ApprovalApplier(this.scope, this.points)
    this.msig = new MsigApplier(trx)
  }

  get nextId(): bigint {
    return this.collectibles.nextId
  }
  get actions(): number {
    return this.actionCount
  }

  async applyBlock(block: ChainBlock): Promise<void> {
    const time = blockDate(block.timestamp)
    for (const transaction of block.transactions) {
      this.scope.pending.transactions.push({
        tx_hash: transaction.id,
        chain_info_id: this.chainInfoId,
        block_number: String(block.number),
        block_hash: block.id,
        block_time: time,
        actions: transactionActions(transaction),
      })
      this.scope.pending.newAccounts.push(...newAccountRows(transaction, block, time, this.chainInfoId))
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

  /** Writes what was kept in memory: balances, history rows, indexed transactions. */
  async flush(): Promise<void> {
    await this.scope.pending.flushCollectibles()
    await this.points.flushBalances()
    await this.scope.pending.flushRows()
  }

  private async applyAction(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    switch (action.name) {
      case 'operatoradd':
        return this.accounts.operatorAdd(tx, p)
      case 'setaccrole':
        return this.accounts.updateAccount(tx, str(p.account), { role: num(p.role), is_manager: bool(p.is_manager) })
      case 'updateaccsta':
        return this.accounts.updateAccount(
          tx,
          str(p.account),
          bool(p.change_platform_state) ? { platform_state: num(p.state) } : { operator_state: num(p.state) },
        )
      case 'setfee':
        return this.points.setFee(tx, num(p.business_type), str(p.func_name), big(p.value))
      case 'deletefee':
        return this.points.deleteFee(num(p.business_type), str(p.func_name))
      case 'delbiztype':
        return this.points.deleteBusinessType(num(p.business_type))
      case 'selfrecharge':
        return this.points.selfRecharge(tx, str(p.sender), big(p.value))
      case 'recharge':
        return this.points.recharge(tx, str(p.from), str(p.to), big(p.value), str(p.memo))
      case 'settlement':
        await this.points.addPoints(str(p.sender), -big(p.value), tx.time)
        return
      case 'mint':
      case 'mintbatch':
        return this.collectibles.mint(tx, action)
      case 'transfer':
      case 'batchtrans':
        return this.collectibles.transfer(tx, action)
      case 'freeze':
      case 'unfreeze':
        return this.collectibles.freeze(tx, action)
      case 'burn':
      case 'burnbatch':
        return this.collectibles.burn(tx, action)
      case 'seturi':
        return this.collectibles.setUri(tx, action)
      case 'approve':
      case 'approvebatch':
        return this.approvals.approve(tx, action)
      case 'delapproval':
        return this.approvals.deleteApproval(tx, action)
      case 'approvalall':
        return this.approvals.approveAll(tx, action)
      default:
        // init, addfuncperm, delfuncperm, crossapprove, setplatform: nothing the console lists.
        return
    }
  }
}
