import { type Authority, Name, PublicKey, type Transaction } from '@greymass/eosio'
import { AuthorityChecker, candidateKeys, canonicalKey } from './authority.ts'
import { levelJson } from './contracts.ts'
import { ChainError } from './errors.ts'
import { minimumPermission } from './native-actions.ts'
import { permissionSatisfies, type NativeState } from './native-state.ts'

/**
 * The authorities side of the chain: which accounts and permissions a transaction names, whether
 * its keys satisfy them (linkauth minimums included), and which keys are needed.
 */
export class Authorization {
  constructor(private readonly state: () => NativeState) {}

  readonly authorityOf = (actor: string, permission: string): Authority | undefined => {
    const account = this.state().bc.getAccount(Name.from(actor))
    return account?.permissions.find((entry) => entry.perm_name.toString() === permission)?.required_auth
  }

  /** Every key that could take part in satisfying the transaction's declared authorizations. */
  candidateKeys(trx: Transaction): Set<string> {
    return candidateKeys(
      this.authorityOf,
      trx.actions.flatMap((action) =>
        action.authorization.map((level) => ({
          actor: level.actor.toString(),
          permission: level.permission.toString(),
        })),
      ),
    )
  }

  /** nodeos's checks that every code account, actor and permission named exists. */
  validateReferencedAccounts(trx: Transaction): void {
    const { bc } = this.state()
    let hasAuthorization = false
    for (const action of trx.actions) {
      if (!bc.getAccount(action.account)) {
        throw new ChainError(
          'transaction_exception',
          `action's code account '${action.account.toString()}' does not exist`,
        )
      }
      for (const level of action.authorization) {
        hasAuthorization = true
        const actor = bc.getAccount(level.actor)
        if (!actor)
          throw new ChainError(
            'transaction_exception',
            `action's authorizing actor '${level.actor.toString()}' does not exist`,
          )
        if (!actor.permissions.some((permission) => permission.perm_name.equals(level.permission))) {
          throw new ChainError(
            'transaction_exception',
            `action's authorizations include a non-existent permission: ${JSON.stringify(levelJson(level))}`,
          )
        }
      }
    }
    if (!hasAuthorization) throw new ChainError('tx_no_auths', 'transaction must have at least one authorization')
  }

  /** Checks every declared authorization against the keys (and linkauth minimums); returns the checker for key accounting. */
  check(trx: Transaction, keys: Iterable<string>): AuthorityChecker {
    return this.checkWith(trx, new AuthorityChecker(this.authorityOf, keys))
  }

  /**
   * check_transaction_authorization with permissions instead of keys (eosio.msig's propose and exec):
   * whether these `actor@permission` levels satisfy every declared authorization of the transaction.
   */
  permissionsSatisfy(trx: Transaction, permissions: Iterable<string>): boolean {
    try {
      this.checkWith(trx, new AuthorityChecker(this.authorityOf, [], permissions))
      return true
    } catch (error) {
      if (error instanceof ChainError) return false
      throw error
    }
  }

  private checkWith(trx: Transaction, checker: AuthorityChecker): AuthorityChecker {
    const state = this.state()
    const checked = new Set<string>()
    for (const action of trx.actions) {
      for (const level of action.authorization) {
        const actor = level.actor.toString()
        const permission = level.permission.toString()
        const minimum = minimumPermission(state, actor, action.account.toString(), action.name.toString())
        if (
          minimum !== undefined &&
          minimum !== 'eosio.any' &&
          !permissionSatisfies(state, actor, permission, minimum)
        ) {
          throw new ChainError(
            'irrelevant_auth_exception',
            `action declares irrelevant authority '${JSON.stringify(levelJson(level))}'; minimum authority is ${JSON.stringify({ actor, permission: minimum })}`,
          )
        }
        const key = `${actor}@${permission}`
        if (checked.has(key)) continue
        checked.add(key)
        if (!checker.satisfies(actor, permission)) {
          throw new ChainError(
            'unsatisfied_authorization',
            `transaction declares authority '${JSON.stringify(levelJson(level))}', but does not have signatures for it.`,
          )
        }
      }
    }
    return checker
  }

  /** Authorizations satisfied by exactly these keys: a key that was not needed is an irrelevant signature. */
  checkSignedBy(trx: Transaction, keys: string[]): void {
    const unused = this.check(trx, keys).unusedKeys()
    if (unused.length > 0) {
      throw new ChainError(
        'tx_irrelevant_sig',
        `transaction bears irrelevant signatures from these keys: ${JSON.stringify(unused.map((key) => PublicKey.from(key).toLegacyString()))}`,
      )
    }
  }

  /** get_required_keys: the subset of `availableKeys` that satisfies the transaction's declared authorizations. */
  requiredKeys(trx: Transaction, availableKeys: string[]): { required_keys: string[] } {
    const checker = this.check(
      trx,
      availableKeys.map((key) => canonicalKey(key)),
    )
    return { required_keys: checker.usedKeys().map((key) => PublicKey.from(key).toLegacyString()) }
  }
}
