// eosio.msig as real chains run it (eosio.contracts' eosio.msig.cpp), natively: proposals and their
// approvals live in the contract table store (so get_table_rows, snapshots and rollback of a failed
// transaction treat them like any contract's rows), and exec runs the proposed actions inline.
import { type Action, Name, type PermissionLevel, Serializer, TimePoint, Transaction } from '@greymass/eosio'
import { nameToBigInt, type Blockchain, type TableStore } from '@proton/vert'
import { KeyValueObject } from '@proton/vert/dist/proton/table.js'
import { type Authorization } from './authorization.ts'
import { ChainError } from './errors.ts'
import { permissionSatisfies, type NativeState } from './native-state.ts'
import { sha256Hex } from './persistence.ts'
import { MSIG_ACCOUNT, msigAbi } from './msig-abi.ts'

const MSIG_CODE = nameToBigInt(Name.from(MSIG_ACCOUNT))

interface LevelJson {
  actor: string
  permission: string
}
interface ApprovalJson {
  level: LevelJson
  time: string
}
interface ApprovalsRow {
  version: number
  proposal_name: string
  requested_approvals: ApprovalJson[]
  provided_approvals: ApprovalJson[]
}
interface ProposalRow {
  proposal_name: string
  packed_transaction: string
  earliest_exec_time?: string | null
}
interface InvalidationRow {
  account: string
  last_invalidation_time: string
}

type Table = NonNullable<ReturnType<TableStore['findTable']>>

/** What applying an msig action needs from the chain. */
export interface MsigContext {
  state: NativeState
  authorization: Authorization
  blockTimeMs: number
  /** Runs one proposed action inline (exec), as eosio.msig's `action.send()` does. */
  runInline: (action: Action) => Promise<void>
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ChainError('eosio_assert_message_exception', `assertion failure with message: ${message}`)
}

const bigName = (name: string) => nameToBigInt(Name.from(name))

class MsigTables {
  constructor(private readonly bc: Blockchain) {}

  private find(scope: string, tableName: string): Table | undefined {
    return this.bc.store.findTable(MSIG_CODE, bigName(scope), bigName(tableName)) ?? undefined
  }

  read<T>(scope: string, tableName: string, type: string, key: string): T | undefined {
    const row = this.find(scope, tableName)?.get(bigName(key))
    if (!row) return undefined
    return Serializer.objectify(Serializer.decode({ abi: msigAbi(), type, data: row.value })) as T
  }

  write(scope: string, tableName: string, type: string, key: string, payer: string, object: unknown): void {
    const tab =
      this.find(scope, tableName) ??
      this.bc.store.createTable(MSIG_CODE, bigName(scope), bigName(tableName), bigName(payer))
    const value = Serializer.encode({ abi: msigAbi(), type, object }).array
    const primaryKey = bigName(key)
    tab.set(primaryKey, new KeyValueObject({ tableId: tab.id, primaryKey, payer: bigName(payer), value }))
  }

  erase(scope: string, tableName: string, key: string): void {
    const tab = this.find(scope, tableName)
    if (tab?.has(bigName(key))) tab.delete(bigName(key))
  }
}

/** require_auth(level): the action declares `actor` with that permission (or a stronger one, e.g. owner for active). */
function requireAuth(state: NativeState, authorization: PermissionLevel[], actor: string, permission?: string): void {
  const declared = authorization.filter((level) => level.actor.toString() === actor)
  const satisfied =
    permission === undefined
      ? declared.length > 0
      : declared.some((level) => permissionSatisfies(state, actor, level.permission.toString(), permission))
  if (!satisfied)
    throw new ChainError('missing_auth_exception', `missing authority of ${actor}${permission ? `/${permission}` : ''}`)
}

/** The packed transaction inside propose's data: everything after proposer, name and the requested levels. */
function packedTransactionOf(data: Uint8Array, requestedCount: number): Uint8Array {
  let offset = 16
  let count = requestedCount
  do {
    offset += 1
    count >>>= 7
  } while (count > 0)
  return data.slice(offset + requestedCount * 16)
}

const levelText = (level: LevelJson) => `${level.actor}@${level.permission}`
const sameLevel = (a: LevelJson, b: LevelJson) => a.actor === b.actor && a.permission === b.permission
const timeMs = (text: string) => TimePoint.from(text).toMilliseconds()

function decodeTransaction(packed: Uint8Array): Transaction {
  try {
    return Serializer.decode({ data: packed, type: Transaction })
  } catch {
    throw new ChainError('packed_transaction_type_exception', 'Invalid packed transaction in the proposal')
  }
}

function expirationMs(trx: Transaction): number {
  return trx.expiration.value.toNumber() * 1000
}

/** Applies `eosio.msig::<name>`; a failure is rolled back with the rest of the transaction. */
export async function applyMsigAction(
  context: MsigContext,
  name: string,
  data: Uint8Array,
  authorization: PermissionLevel[],
): Promise<void> {
  const { state, blockTimeMs } = context
  const tables = new MsigTables(state.bc)
  let fields: Record<string, unknown>
  try {
    fields = Serializer.objectify(Serializer.decode({ abi: msigAbi(), type: name, data })) as Record<string, unknown>
  } catch (error) {
    throw new ChainError(
      'invalid_action_args_exception',
      `unable to unpack ${name}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const text = (key: string) => String(fields[key] ?? '')
  const now = TimePoint.fromMilliseconds(blockTimeMs).toString()
  const proposer = text('proposer')
  const proposalName = text('proposal_name')

  const loadProposal = () => {
    const proposal = tables.read<ProposalRow>(proposer, 'proposal', 'proposal', proposalName)
    assert(proposal, 'proposal not found')
    return proposal
  }
  const loadApprovals = () => {
    const approvals = tables.read<ApprovalsRow>(proposer, 'approvals2', 'approvals_info', proposalName)
    assert(approvals, 'proposal not found')
    return approvals
  }
  const saveApprovals = (row: ApprovalsRow) =>
    tables.write(proposer, 'approvals2', 'approvals_info', proposalName, proposer, row)
  const eraseProposal = () => {
    tables.erase(proposer, 'proposal', proposalName)
    tables.erase(proposer, 'approvals2', proposalName)
  }

  switch (name) {
    case 'propose': {
      requireAuth(state, authorization, proposer)
      const requested = fields.requested as LevelJson[]
      const packed = packedTransactionOf(data, requested.length)
      const trx = decodeTransaction(packed)
      assert(expirationMs(trx) >= blockTimeMs, 'transaction expired')
      assert(trx.context_free_actions.length === 0, 'not allowed to `propose` a transaction with context-free actions')
      assert(trx.actions.length > 0, 'transaction must have at least one action')
      assert(!tables.read(proposer, 'proposal', 'proposal', proposalName), 'proposal with the same name exists')
      assert(
        context.authorization.permissionsSatisfy(trx, requested.map(levelText)),
        'transaction authorization failed',
      )
      tables.write(proposer, 'proposal', 'proposal', proposalName, proposer, {
        proposal_name: proposalName,
        packed_transaction: Buffer.from(packed).toString('hex'),
        earliest_exec_time: null,
      })
      saveApprovals({
        version: 1,
        proposal_name: proposalName,
        requested_approvals: requested.map((level) => ({ level, time: TimePoint.fromMilliseconds(0).toString() })),
        provided_approvals: [],
      })
      return
    }
    case 'approve': {
      const level = fields.level as LevelJson
      requireAuth(state, authorization, level.actor, level.permission)
      const proposal = loadProposal()
      const hash = fields.proposal_hash
      if (typeof hash === 'string' && hash !== '') {
        assert(sha256Hex(Buffer.from(proposal.packed_transaction, 'hex')) === hash.toLowerCase(), 'hash mismatch')
      }
      const approvals = loadApprovals()
      const index = approvals.requested_approvals.findIndex((entry) => sameLevel(entry.level, level))
      assert(index >= 0, 'approval is not on the list of requested approvals')
      approvals.requested_approvals.splice(index, 1)
      approvals.provided_approvals.push({ level, time: now })
      saveApprovals(approvals)
      return
    }
    case 'unapprove': {
      const level = fields.level as LevelJson
      requireAuth(state, authorization, level.actor, level.permission)
      const approvals = loadApprovals()
      const index = approvals.provided_approvals.findIndex((entry) => sameLevel(entry.level, level))
      assert(index >= 0, 'no approval previously granted')
      approvals.provided_approvals.splice(index, 1)
      approvals.requested_approvals.push({ level, time: now })
      saveApprovals(approvals)
      return
    }
    case 'cancel': {
      const canceler = text('canceler')
      requireAuth(state, authorization, canceler)
      const proposal = loadProposal()
      if (canceler !== proposer) {
        const trx = decodeTransaction(Buffer.from(proposal.packed_transaction, 'hex'))
        assert(expirationMs(trx) < blockTimeMs, 'cannot cancel until expiration')
      }
      eraseProposal()
      return
    }
    case 'exec': {
      requireAuth(state, authorization, text('executer'))
      const proposal = loadProposal()
      const trx = decodeTransaction(Buffer.from(proposal.packed_transaction, 'hex'))
      assert(expirationMs(trx) >= blockTimeMs, 'transaction expired')
      if (proposal.earliest_exec_time) {
        assert(timeMs(proposal.earliest_exec_time) <= blockTimeMs, 'too early to execute')
      }
      const approvals = loadApprovals()
      // An approval counts unless its approver invalidated itself at or after the time it approved.
      const valid = approvals.provided_approvals.filter((approval) => {
        const invalidation = tables.read<InvalidationRow>(MSIG_ACCOUNT, 'invals', 'invalidation', approval.level.actor)
        return !invalidation || timeMs(invalidation.last_invalidation_time) < timeMs(approval.time)
      })
      assert(
        context.authorization.permissionsSatisfy(
          trx,
          valid.map((approval) => levelText(approval.level)),
        ),
        'transaction authorization failed',
      )
      for (const action of trx.actions) await context.runInline(action)
      eraseProposal()
      return
    }
    case 'invalidate': {
      const account = text('account')
      requireAuth(state, authorization, account)
      tables.write(MSIG_ACCOUNT, 'invals', 'invalidation', account, account, {
        account,
        last_invalidation_time: now,
      })
      return
    }
    default:
      throw new ChainError('action_not_found_exception', `action ${name} not found on ${MSIG_ACCOUNT}`)
  }
}
