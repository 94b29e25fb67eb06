import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { MsigApplier } from '../indexer/apply-msig'
import { txHash } from './seed'

const level = (actor: string) => ({ actor, permission: 'active' })
const setfee = { account: 'ddccontract', name: 'setfee', authorization: [level('feeboard')], data: '00' }

/**
 * An open 2-of-3 proposal whose second approver invalidated itself after approving, written by the indexer's
 * own code as it would from the chain's msig actions (the mock's demo has the same case).
 */
export async function seedInvalidatedProposal(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const msig = new MsigApplier(trx)
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 11, minute))
    const act = (name: string, params: Record<string, unknown>, minute: number) =>
      msig.apply(
        { account: 'eosio.msig', name, receiver: 'eosio.msig', authorization: [], params, returnValue: null },
        txHash(`seeded ${name} ${minute}`),
        at(minute),
      )
    const ref = { proposer: 'approver1', proposal_name: 'voided' }
    await act(
      'propose',
      {
        ...ref,
        requested: ['approver1', 'approver2', 'approver3'].map(level),
        trx: { expiration: '2099-01-01T00:00:00', actions: [setfee] },
      },
      0,
    )
    await act('approve', { ...ref, level: level('approver1') }, 1)
    await act('approve', { ...ref, level: level('approver2') }, 2)
    await act('invalidate', { account: 'approver2' }, 3)
  })
}
