import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

/** The audit log does not take a report on trust: the account is checked, the result read from the indexer. */

let server: TestServer
let operator: string
let platform: string
let holder: string

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
  holder = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
})
afterAll(() => server.close())

type Log = { list: { operation: string; account: string; tx_id: string | null; result: string; detail: string }[] }

let txCount = 0
const nextTx = () => (++txCount).toString(16).padStart(64, 'e')

/** The indexer wrote the transaction with these actions (what the real indexer keeps of each). */
async function indexTx(tx: string, actions: { account: string; name: string; auth: string[] }[]) {
  const chain = await server.app.context.db.selectFrom('chains').select('chain_info_id').executeTakeFirstOrThrow()
  await server.app.context.db
    .insertInto('indexed_transactions')
    .values({
      tx_hash: tx,
      chain_info_id: chain.chain_info_id,
      block_number: '90',
      block_hash: 'c'.repeat(64),
      block_time: new Date(),
      actions: JSON.stringify(actions),
    })
    .execute()
}

const report = (token: string, body: object) =>
  call<{ result: string }>(server, 'POST', '/api/v1/permission/auditRecord', { token, body })

const logOf = async (token: string, query: Record<string, string>) =>
  (await call<Log>(server, 'GET', '/api/v1/permission/auditLog', { token, query })).body.data.list

describe('a reported chain operation', () => {
  it('is done only when the indexed transaction holds the operation, authorized by the acting account', async () => {
    const matching = nextTx()
    await indexTx(matching, [{ account: 'ddccontract', name: 'setfee', auth: ['ddcoperator1'] }])
    expect(
      (await report(operator, { operation: 'set_fee', account: 'ddcoperator1', tx_id: matching })).body.data,
    ).toMatchObject({ result: 'success' })

    // Another action than the one reported, or the right one signed by someone else: "mismatch".
    const otherAction = nextTx()
    await indexTx(otherAction, [{ account: 'ddccontract', name: 'deletefee', auth: ['ddcoperator1'] }])
    expect(
      (await report(operator, { operation: 'set_fee', account: 'ddcoperator1', tx_id: otherAction })).body.data,
    ).toMatchObject({ result: 'mismatch' })
    const otherSigner = nextTx()
    await indexTx(otherSigner, [{ account: 'ddccontract', name: 'setfee', auth: ['ddcplatforma'] }])
    expect(
      (await report(operator, { operation: 'set_fee', account: 'ddcoperator1', tx_id: otherSigner })).body.data,
    ).toMatchObject({ result: 'mismatch' })
    // The same action name on another contract is not the contract's.
    const otherContract = nextTx()
    await indexTx(otherContract, [{ account: 'fakecontract', name: 'setfee', auth: ['ddcoperator1'] }])
    expect(
      (await report(operator, { operation: 'set_fee', account: 'ddcoperator1', tx_id: otherContract })).body.data,
    ).toMatchObject({ result: 'mismatch' })

    const mismatches = await logOf(operator, { operation: 'set_fee', result: 'mismatch' })
    expect(mismatches.map((row) => row.tx_id).sort()).toEqual([otherAction, otherSigner, otherContract].sort())
    const successes = await logOf(operator, { operation: 'set_fee', result: 'success' })
    expect(successes.map((row) => row.tx_id)).toEqual([matching])
  })

  it('is judged once the indexer catches up: pending, then success or mismatch', async () => {
    const late = nextTx()
    expect(
      (await report(platform, { operation: 'freeze_account', account: parties.userAlpha.account, tx_id: late })).body
        .data,
    ).toMatchObject({ result: 'pending' })
    expect((await logOf(platform, { operation: 'freeze_account', result: 'pending' })).map((row) => row.tx_id)).toEqual(
      [late],
    )
    await indexTx(late, [{ account: 'ddccontract', name: 'updateaccsta', auth: ['ddcplatforma'] }])
    expect((await logOf(platform, { operation: 'freeze_account' })).map((row) => [row.tx_id, row.result])).toEqual([
      [late, 'success'],
    ])
  })

  it('a key reset signed through the reset account’s own authority matches; a multisig step names its proposer', async () => {
    const reset = nextTx()
    await indexTx(reset, [{ account: 'eosio', name: 'updateauth', auth: [parties.userAlpha.account] }])
    expect(
      (await report(platform, { operation: 'reset_key', account: parties.userAlpha.account, tx_id: reset })).body.data,
    ).toMatchObject({ result: 'success' })
    // The approver holds no right over the proposer: the step must still be the approver's own.
    const approval = nextTx()
    await indexTx(approval, [{ account: 'eosio.msig', name: 'approve', auth: ['ddcoperator1'] }])
    expect(
      (await report(operator, { operation: 'approve_multisig', account: 'someproposer', tx_id: approval })).body.data,
    ).toMatchObject({ result: 'success' })
    const signedByProposer = nextTx()
    await indexTx(signedByProposer, [{ account: 'eosio.msig', name: 'approve', auth: ['someproposer'] }])
    expect(
      (await report(operator, { operation: 'approve_multisig', account: 'someproposer', tx_id: signedByProposer })).body
        .data,
    ).toMatchObject({ result: 'mismatch' })
  })

  it('is refused about an account the session neither holds nor manages, and without a chain account', async () => {
    // A platform's user reporting on the platform's account, a platform on another platform's.
    const refused = await report(holder, {
      operation: 'freeze_account',
      account: parties.platformAlpha.account,
      error_code: 'accountFrozen',
    })
    expect(refused.status).toBe(403)
    const beta = await report(platform, {
      operation: 'set_fee',
      account: parties.platformBeta.account,
      tx_id: nextTx(),
    })
    expect(beta.status).toBe(403)
    const newcomer = await login(server, parties.newcomer.user_name, parties.newcomer.password)
    const none = await report(newcomer, { operation: 'create_account', account: 'brandnew1111', error_code: 'network' })
    expect(none.body.error_code).toBe(404)
    const written = await logOf(operator, { operation: 'freeze_account' })
    expect(written.filter((row) => row.account === parties.platformAlpha.account)).toEqual([])
  })

  it('a failure is recorded with its code, no tx id', async () => {
    const failed = await report(holder, {
      operation: 'transfer',
      account: parties.userAlpha.account,
      error_code: 'recipientFrozen',
    })
    expect(failed.body.data).toMatchObject({ result: 'failed' })
    expect(
      (await logOf(operator, { account: parties.userAlpha.account, operation: 'transfer' })).map((row) => [
        row.tx_id,
        row.result,
        row.detail,
      ]),
    ).toEqual([[null, 'failed', 'recipientFrozen']])
  })
})
