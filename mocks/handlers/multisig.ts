import { endpoints } from '@/api/endpoints'
import type { MultisigProposal } from '@/api/multisig'
import { formatTime } from '../store/random'
import { route } from '../http/define-route'
import { contains, paginate, requireSession } from '../http/views'
import type { Store } from '../store/types'
import { FEE_BOARD } from '../chain-node/accounts'

/**
 * Serialized setfee / setplatform / deletefee data of the demo's 2-of-3 fee board (ddcfeeboard1), as the
 * contract's ABI encodes them (the mock chain node serves that ABI, so the console decodes them).
 */
const SETFEE_MINT_12 = '10d235f428b5504a01046d696e740c00000000000000'
const SETPLATFORM_CLOSED = '10d235f428b5504a00'
const DELETEFEE_BURN = '10d235f428b5504a02046275726e'

const level = (actor: string) => ({ actor, permission: 'active' })
const board = [level(FEE_BOARD)]
const HOUR_MS = 3_600_000

/**
 * The demo's proposals: open (one approval of two), open with one of its two approvals voided by its
 * approver's later invalidation, open but expired, executed and cancelled.
 */
function demoProposals(nowMs: number): MultisigProposal[] {
  const at = (offsetHours: number) => formatTime(new Date(nowMs + offsetHours * HOUR_MS))
  const proposed = (hours: number) => ({
    kind: 'proposed' as const,
    actor: 'ddcoperator1',
    tx_hash: 'a1'.repeat(32),
    create_time: at(hours),
  })
  return [
    {
      proposer: 'ddcoperator1',
      proposal_name: 'feemint12',
      status: 'open',
      requested: [level('ddcoperator2'), level('ddcplatform1')],
      provided: [{ level: level('ddcoperator1'), time: at(-3), valid: true }],
      actions: [{ account: 'ddccontract', name: 'setfee', authorization: board, data: SETFEE_MINT_12 }],
      expiration: at(20),
      proposed_time: at(-4),
      closed_by: null,
      closed_time: null,
      history: [
        proposed(-4),
        { kind: 'approved', actor: 'ddcoperator1', tx_hash: 'b2'.repeat(32), create_time: at(-3) },
      ],
    },
    {
      proposer: 'ddcoperator1',
      proposal_name: 'feeburnfive',
      status: 'open',
      requested: [level('ddcplatform1')],
      // ddcoperator2 approved, then invalidated itself: its approval no longer counts at exec.
      provided: [
        { level: level('ddcoperator1'), time: at(-5), valid: true },
        { level: level('ddcoperator2'), time: at(-4), valid: false },
      ],
      actions: [{ account: 'ddccontract', name: 'setfee', authorization: board, data: SETFEE_MINT_12 }],
      expiration: at(18),
      proposed_time: at(-6),
      closed_by: null,
      closed_time: null,
      history: [
        proposed(-6),
        { kind: 'approved', actor: 'ddcoperator1', tx_hash: 'a7'.repeat(32), create_time: at(-5) },
        { kind: 'approved', actor: 'ddcoperator2', tx_hash: 'b8'.repeat(32), create_time: at(-4) },
        { kind: 'invalidated', actor: 'ddcoperator2', tx_hash: 'c9'.repeat(32), create_time: at(-2) },
      ],
    },
    {
      proposer: 'ddcoperator1',
      proposal_name: 'closeplat',
      status: 'open',
      requested: [level('ddcoperator2'), level('ddcplatform1')],
      provided: [{ level: level('ddcoperator1'), time: at(-30), valid: true }],
      actions: [{ account: 'ddccontract', name: 'setplatform', authorization: board, data: SETPLATFORM_CLOSED }],
      expiration: at(-7),
      proposed_time: at(-31),
      closed_by: null,
      closed_time: null,
      history: [proposed(-31)],
    },
    {
      proposer: 'ddcoperator1',
      proposal_name: 'delburnfee',
      status: 'executed',
      requested: [level('ddcplatform1')],
      provided: [
        { level: level('ddcoperator1'), time: at(-47), valid: true },
        { level: level('ddcoperator2'), time: at(-46), valid: true },
      ],
      actions: [{ account: 'ddccontract', name: 'deletefee', authorization: board, data: DELETEFEE_BURN }],
      expiration: at(-24),
      proposed_time: at(-48),
      closed_by: 'ddcoperator2',
      closed_time: at(-45),
      history: [
        proposed(-48),
        { kind: 'approved', actor: 'ddcoperator1', tx_hash: 'c3'.repeat(32), create_time: at(-47) },
        { kind: 'approved', actor: 'ddcoperator2', tx_hash: 'd4'.repeat(32), create_time: at(-46) },
        { kind: 'executed', actor: 'ddcoperator2', tx_hash: 'e5'.repeat(32), create_time: at(-45) },
      ],
    },
    {
      proposer: 'ddcoperator2',
      proposal_name: 'feemint55',
      status: 'cancelled',
      requested: [level('ddcoperator1'), level('ddcoperator2'), level('ddcplatform1')],
      provided: [],
      actions: [{ account: 'ddccontract', name: 'setfee', authorization: board, data: SETFEE_MINT_12 }],
      expiration: at(-50),
      proposed_time: at(-72),
      closed_by: 'ddcoperator2',
      closed_time: at(-71),
      history: [
        { ...proposed(-72), actor: 'ddcoperator2' },
        { kind: 'cancelled', actor: 'ddcoperator2', tx_hash: 'f6'.repeat(32), create_time: at(-71) },
      ],
    },
  ]
}

const proposalsByStore = new WeakMap<Store, MultisigProposal[]>()

function proposalsOf(store: Store): MultisigProposal[] {
  let proposals = proposalsByStore.get(store)
  if (!proposals) {
    // Expiry is shown against the real clock, so the demo's times follow it.
    proposals = demoProposals(Date.now())
    proposalsByStore.set(store, proposals)
  }
  return proposals
}

export const multisigRoutes = [
  route(endpoints.multisigProposals, ({ input, session, store }) => {
    requireSession(session)
    const rows = proposalsOf(store).filter(
      (proposal) =>
        (input.status === undefined || proposal.status === input.status) && contains(proposal.proposer, input.proposer),
    )
    const newest = [...rows].sort((a, b) => b.proposed_time.localeCompare(a.proposed_time))
    return paginate(newest, input)
  }),
]
