import { ActiveState } from '@/api/primitives'
import { AccountRole } from '@/lib/chain/contract-codes'
import type { ApplyScope, Params, TxContext } from './apply-context'
import { str } from './apply-context'

/** An account the contract has not registered (no s21account row). */
const ROLE_NONE = 0

export interface AccountState {
  role: number
  isManager: boolean
  leader: string
}

/** The contract's account actions (operatoradd, setaccrole, updateaccsta) and the account lookups the other families need. */
export class AccountApplier {
  private readonly accounts = new Map<string, AccountState | null>()

  constructor(private readonly scope: ApplyScope) {}

  async account(name: string): Promise<AccountState | null> {
    if (this.accounts.has(name)) return this.accounts.get(name) ?? null
    const row = await this.scope.trx
      .selectFrom('indexed_accounts')
      .select(['role', 'is_manager', 'leader'])
      .where('account', '=', name)
      .executeTakeFirst()
    const state = row ? { role: row.role, isManager: row.is_manager, leader: row.leader } : null
    this.accounts.set(name, state)
    return state
  }

  /** The platform an account belongs to: itself for a platform, its leader for a platform's consumer. */
  async platformOf(name: string): Promise<string> {
    const row = await this.account(name)
    if (!row) return name
    if (row.role === AccountRole.Platform) return name
    if (row.role === AccountRole.Consumer && (await this.account(row.leader))?.role === AccountRole.Platform)
      return row.leader
    return name
  }

  async operatorAdd(tx: TxContext, p: Params): Promise<void> {
    const sender = str(p.sender)
    const actor = sender === this.scope.contract ? null : await this.account(sender)
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
    await this.scope.trx
      .insertInto('indexed_accounts')
      .values(row)
      .onConflict((conflict) => conflict.column('account').doUpdateSet(row))
      .execute()
    this.accounts.set(account, { role, isManager: false, leader: sender })
  }

  async updateAccount(
    tx: TxContext,
    account: string,
    change: { role?: number; is_manager?: boolean; operator_state?: number; platform_state?: number },
  ): Promise<void> {
    const { trx } = this.scope
    await trx
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
      await trx.updateTable('chain_accounts').set(states).where('account', '=', account).execute()
  }
}
