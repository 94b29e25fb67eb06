import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { AccountType, Role } from '@/api/primitives'
import type { MultisigProposal } from '@/api/multisig'
import { keepChainKey, lockChainKey } from '@/lib/chain-keys/chain-key'
import { forgetChainTarget } from '@/lib/chain-operation/chain-target'
import { clearSession, writeToken, type SessionChain } from '@/lib/session'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { server } from '../../../../mocks/node'

/** The chain clients the step builds, by the node and contract they were given. */
const chain = vi.hoisted(() => ({ clients: [] as Array<{ rpcUrl: string; contractAccount: string }> }))
vi.mock('@/lib/chain', () => ({
  createChainClient: (config: { rpcUrl: string; contractAccount: string }) => {
    chain.clients.push({ rpcUrl: config.rpcUrl, contractAccount: config.contractAccount })
    return {
      approveProposal: async () => ({ transactionId: 'b'.repeat(64) }),
      invalidateApprovals: async () => ({ transactionId: 'b'.repeat(64) }),
    }
  },
}))

const { invalidateApprovalsInput, invalidateApprovalsMachine, runProposalOperation } = await import('./proposals')

const answer = (data: unknown) => HttpResponse.json({ error_code: 0, message: '', data })

const proposal: MultisigProposal = {
  proposer: 'platform1111',
  proposal_name: 'feechange',
  status: 'open',
  requested: [{ actor: 'platform1111', permission: 'active' }],
  provided: [],
  actions: [],
  expiration: '2026-11-24 10:00:00',
  proposed_time: '2026-11-23 10:00:00',
  closed_by: null,
  closed_time: null,
  history: [],
}

beforeEach(() => {
  chain.clients.length = 0
  forgetChainTarget()
  writeToken('session-token')
  server.use(
    http.get('*/api/v1/system/getChainType', () => answer([{ chain_info_id: '1', chain_type: 'devnet' }])),
    http.post('*/api/v1/system/getChainContract', () =>
      answer({
        chain_info_id: '1',
        chain_type: 'devnet',
        chain_rpc: 'http://node.test',
        chain_id: 'a'.repeat(64),
        contract_account: 'ddccontract1',
        contract_name: 'ddc',
      }),
    ),
    http.get('*/api/v1/chain/checkTransaction', () =>
      answer({ id: 'b'.repeat(64), indexed: true, block_num: '10', block_id: 'c'.repeat(64), irreversible: true }),
    ),
    http.post('*/api/v1/permission/auditRecord', () => answer(null)),
  )
})

afterEach(async () => {
  await lockChainKey()
  clearSession()
  sessionStorage.clear()
  resetPassphrasePrompts()
})

describe('proposal steps', () => {
  it('sign against the chain target’s contract account, not the account the session’s chain item names', async () => {
    await keepChainKey('platform1111', PUBLISHED_DEV_PRIVATE_KEY)
    const sessionChain: SessionChain = { account: 'platform1111', chain_type: 'devnet', chain_rpc: 'http://node.test' }
    const output = await runProposalOperation(
      'approve',
      proposal,
      { account: 'platform1111', type: AccountType.Custodial, role: Role.Platform },
      sessionChain,
    )
    expect(output.status).toBe('done')
    expect(chain.clients).toEqual([{ rpcUrl: 'http://node.test', contractAccount: 'ddccontract1' }])
  })

  it('invalidate: signs eosio.msig invalidate and reports it to the audit log under the account itself', async () => {
    const reports: unknown[] = []
    server.use(
      http.post('*/api/v1/permission/auditRecord', async ({ request }) => {
        reports.push(await request.json())
        return answer(null)
      }),
    )
    await keepChainKey('platform1111', PUBLISHED_DEV_PRIVATE_KEY)
    const sessionChain: SessionChain = { account: 'platform1111', chain_type: 'devnet', chain_rpc: 'http://node.test' }
    const actor = createActor(invalidateApprovalsMachine(sessionChain), {
      input: invalidateApprovalsInput({ account: 'platform1111', type: AccountType.Custodial, role: Role.Platform }),
    })
    actor.subscribe((snapshot) => {
      if (snapshot.matches('confirming')) actor.send({ type: 'operation.confirm' })
    })
    actor.start()
    actor.send({ type: 'operation.start', payload: { account: 'platform1111' } })
    const output = await toPromise(actor)
    expect(output).toMatchObject({ status: 'done', transactionId: 'b'.repeat(64) })
    await vi.waitFor(() =>
      expect(reports).toContainEqual({
        operation: 'invalidate_multisig',
        account: 'platform1111',
        tx_id: 'b'.repeat(64),
        attempted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    )
  })
})
