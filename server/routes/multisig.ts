import { endpoints } from '@/api/endpoints'
import type { MultisigProposal, PermissionLevel, ProposalEvent, ProposedAction } from '@/api/multisig'
import { pageOf } from '../db/page-of'
import { formatTime } from '../http/time'
import { route } from '../http/route'
import { containsPattern, requireSession } from './scope'

/** Multisig proposals, open and past, as the indexer kept them (eosio.msig erases executed and cancelled ones). */
export const multisigRoutes = [
  route(endpoints.multisigProposals, async ({ input, session, context }) => {
    requireSession(session)
    let query = context.db.selectFrom('msig_proposals').selectAll()
    if (input.status) query = query.where('status', '=', input.status)
    if (input.proposer) query = query.where('proposer', 'ilike', containsPattern(input.proposer))
    const { total, rows } = await pageOf(query, input, (all) =>
      all.orderBy('proposed_time', 'desc').orderBy('proposal_id', 'desc'),
    )
    const ids = rows.map((row) => row.proposal_id)
    const events =
      ids.length === 0
        ? []
        : await context.db
            .selectFrom('msig_events')
            .select(['proposal_id', 'kind', 'actor', 'tx_hash', 'create_time'])
            .where('proposal_id', 'in', ids)
            .orderBy('event_id')
            .execute()
    const list = rows.map((row): MultisigProposal => ({
      proposer: row.proposer,
      proposal_name: row.proposal_name,
      status: row.status,
      requested: JSON.parse(row.requested) as PermissionLevel[],
      provided: (JSON.parse(row.provided) as { level: PermissionLevel; time: string }[]).map((approval) => ({
        level: approval.level,
        time: formatTime(approval.time),
      })),
      actions: JSON.parse(row.actions) as ProposedAction[],
      expiration: formatTime(row.expiration),
      proposed_time: formatTime(row.proposed_time),
      closed_by: row.closed_by,
      closed_time: row.closed_time ? formatTime(row.closed_time) : null,
      history: events
        .filter((event) => event.proposal_id === row.proposal_id && event.kind !== 'invalidated')
        .map((event) => ({
          kind: event.kind as ProposalEvent['kind'],
          actor: event.actor,
          tx_hash: event.tx_hash,
          create_time: formatTime(event.create_time),
        })),
    }))
    return { total, list }
  }),
]
