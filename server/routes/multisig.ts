import type { Kysely } from 'kysely'
import type * as z from 'zod/mini'
import { endpoints } from '@/api/endpoints'
import type {
  MultisigProposal,
  PermissionLevel,
  ProposalEvent,
  ProposedAction,
  proposalListRequest,
} from '@/api/multisig'
import type { Database } from '../db/schema'
import { pageOf } from '../db/page-of'
import { formatTime } from '../http/time'
import { route } from '../http/route'
import { containsPattern, requireSession } from './scope'

interface StoredApproval {
  level: PermissionLevel
  time: string
}

interface EventRow {
  proposal_id: string | null
  kind: string
  actor: string
  tx_hash: string
  create_time: Date
}

/**
 * Invalidations that bear on a proposal: by one of its approvers (requested or provided), while it was open
 * (from its proposal until it closed, or until now).
 */
function invalidationsOf(
  proposal: { proposed_time: Date; closed_time: Date | null },
  actors: ReadonlySet<string>,
  invalidations: readonly EventRow[],
): EventRow[] {
  return invalidations.filter(
    (event) =>
      actors.has(event.actor) &&
      event.create_time >= proposal.proposed_time &&
      (proposal.closed_time === null || event.create_time <= proposal.closed_time),
  )
}

/**
 * eosio.msig's rule at exec: an approval counts unless its approver's last invalidation is at or after the
 * time it approved.
 */
function approvalIsValid(approval: StoredApproval, invalidations: readonly EventRow[]): boolean {
  const approvedAt = new Date(approval.time).getTime()
  return !invalidations.some(
    (event) => event.actor === approval.level.actor && event.create_time.getTime() >= approvedAt,
  )
}

/** One page of proposals, open and past, with their history (invalidations of their approvers included). */
export async function listProposals(
  db: Kysely<Database>,
  input: z.output<typeof proposalListRequest>,
): Promise<{ total: number; list: MultisigProposal[] }> {
  let query = db.selectFrom('msig_proposals').selectAll()
  if (input.status) query = query.where('status', '=', input.status)
  if (input.proposer) query = query.where('proposer', 'ilike', containsPattern(input.proposer))
  const { total, rows } = await pageOf(query, input, (all) =>
    all.orderBy('proposed_time', 'desc').orderBy('proposal_id', 'desc'),
  )
  const parsed = rows.map((row) => {
    const requested = JSON.parse(row.requested) as PermissionLevel[]
    const provided = JSON.parse(row.provided) as StoredApproval[]
    const actors = new Set([...requested.map((level) => level.actor), ...provided.map((p) => p.level.actor)])
    return { row, requested, provided, actors }
  })
  const ids = rows.map((row) => row.proposal_id)
  const allActors = [...new Set(parsed.flatMap(({ actors }) => [...actors]))]
  const events: EventRow[] =
    ids.length === 0
      ? []
      : await db
          .selectFrom('msig_events')
          .select(['proposal_id', 'kind', 'actor', 'tx_hash', 'create_time'])
          .where((eb) =>
            eb.or([
              eb('proposal_id', 'in', ids),
              // An invalidation names no proposal: it voids the account's approvals everywhere.
              ...(allActors.length === 0
                ? []
                : [eb.and([eb('kind', '=', 'invalidated'), eb('actor', 'in', allActors)])]),
            ]),
          )
          .orderBy('create_time')
          .orderBy('event_id')
          .execute()
  const invalidations = events.filter((event) => event.kind === 'invalidated')
  const list = parsed.map(({ row, requested, provided, actors }): MultisigProposal => {
    const bearing = invalidationsOf(row, actors, invalidations)
    return {
      proposer: row.proposer,
      proposal_name: row.proposal_name,
      status: row.status,
      requested,
      provided: provided.map((approval) => ({
        level: approval.level,
        time: formatTime(approval.time),
        valid: approvalIsValid(approval, bearing),
      })),
      actions: JSON.parse(row.actions) as ProposedAction[],
      expiration: formatTime(row.expiration),
      proposed_time: formatTime(row.proposed_time),
      closed_by: row.closed_by,
      closed_time: row.closed_time ? formatTime(row.closed_time) : null,
      history: events
        .filter((event) => event.proposal_id === row.proposal_id || bearing.includes(event))
        .map((event) => ({
          kind: event.kind as ProposalEvent['kind'],
          actor: event.actor,
          tx_hash: event.tx_hash,
          create_time: formatTime(event.create_time),
        })),
    }
  })
  return { total, list }
}

/** Multisig proposals, open and past, as the indexer kept them (eosio.msig erases executed and cancelled ones). */
export const multisigRoutes = [
  route(endpoints.multisigProposals, async ({ input, session, context }) => {
    requireSession(session)
    return listProposals(context.db, input)
  }),
]
