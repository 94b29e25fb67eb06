import type { Transaction } from 'kysely'
import type { Database, MsigEventsTable } from '../db/schema'
import type { ChainAction } from './chain-source'

/** The multisig contract account on Antelope chains (and on the devnet). */
export const MSIG_ACCOUNT = 'eosio.msig'

type Trx = Transaction<Database>

interface Level {
  actor: string
  permission: string
}
interface Approval {
  level: Level
  time: string
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function level(value: unknown): Level {
  const record = (value ?? {}) as Record<string, unknown>
  return { actor: text(record.actor), permission: text(record.permission) }
}

const sameLevel = (a: Level, b: Level) => a.actor === b.actor && a.permission === b.permission

/** Node times carry no zone: they are UTC. */
function chainDate(timestamp: string): Date {
  return new Date(/[zZ]$/.test(timestamp) ? timestamp : `${timestamp}Z`)
}

/**
 * Keeps eosio.msig's proposals after the chain erases them: propose opens a row, approve and unapprove move
 * a level between requested and provided, exec and cancel close it; every step is an event.
 */
export class MsigApplier {
  constructor(private readonly trx: Trx) {}

  async apply(action: ChainAction, txHash: string, time: Date): Promise<void> {
    const p = action.params
    const proposer = text(p.proposer)
    const proposalName = text(p.proposal_name)
    switch (action.name) {
      case 'propose': {
        const trx = (p.trx ?? {}) as Record<string, unknown>
        const actions = Array.isArray(trx.actions) ? trx.actions : []
        const created = await this.trx
          .insertInto('msig_proposals')
          .values({
            proposer,
            proposal_name: proposalName,
            requested: JSON.stringify((Array.isArray(p.requested) ? p.requested : []).map(level)),
            actions: JSON.stringify(actions),
            expiration: chainDate(text(trx.expiration)),
            proposed_tx: txHash,
            proposed_time: time,
          })
          .returning('proposal_id')
          .executeTakeFirstOrThrow()
        return this.event(created.proposal_id, 'proposed', proposer, txHash, time)
      }
      case 'approve':
      case 'unapprove': {
        const row = await this.open(proposer, proposalName)
        if (!row) return
        const moved = level(p.level)
        let requested = JSON.parse(row.requested) as Level[]
        let provided = JSON.parse(row.provided) as Approval[]
        if (action.name === 'approve') {
          requested = requested.filter((entry) => !sameLevel(entry, moved))
          provided = [...provided, { level: moved, time: time.toISOString() }]
        } else {
          provided = provided.filter((entry) => !sameLevel(entry.level, moved))
          requested = [...requested, moved]
        }
        await this.trx
          .updateTable('msig_proposals')
          .set({ requested: JSON.stringify(requested), provided: JSON.stringify(provided) })
          .where('proposal_id', '=', row.proposal_id)
          .execute()
        return this.event(
          row.proposal_id,
          action.name === 'approve' ? 'approved' : 'unapproved',
          moved.actor,
          txHash,
          time,
        )
      }
      case 'exec':
      case 'cancel': {
        const row = await this.open(proposer, proposalName)
        if (!row) return
        const by = text(action.name === 'exec' ? p.executer : p.canceler)
        await this.trx
          .updateTable('msig_proposals')
          .set({
            status: action.name === 'exec' ? 'executed' : 'cancelled',
            closed_by: by,
            closed_tx: txHash,
            closed_time: time,
          })
          .where('proposal_id', '=', row.proposal_id)
          .execute()
        return this.event(row.proposal_id, action.name === 'exec' ? 'executed' : 'cancelled', by, txHash, time)
      }
      case 'invalidate':
        return this.event(null, 'invalidated', text(p.account), txHash, time)
      default:
        return
    }
  }

  private open(proposer: string, proposalName: string) {
    return this.trx
      .selectFrom('msig_proposals')
      .select(['proposal_id', 'requested', 'provided'])
      .where('proposer', '=', proposer)
      .where('proposal_name', '=', proposalName)
      .where('status', '=', 'open')
      .executeTakeFirst()
  }

  private async event(
    proposalId: string | null,
    kind: MsigEventsTable['kind'],
    actor: string,
    txHash: string,
    time: Date,
  ): Promise<void> {
    await this.trx
      .insertInto('msig_events')
      .values({ proposal_id: proposalId, kind, actor, tx_hash: txHash, create_time: time })
      .execute()
  }
}
