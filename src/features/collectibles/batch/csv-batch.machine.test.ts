import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { AccountType, BusinessType, Role } from '@/api/primitives'
import { createTraceRecorder } from '@/lib/machine-replay/recorder'
import { csvBatchMachine, type CsvBatchEvent, type CsvBatchInput } from './csv-batch.machine'
import { fakeBatchActors, mintCsv, type FakeBatchRecorder, type FakeBatchScenario } from './testing/fake-batch-actors'

const input: CsvBatchInput = {
  kind: 'mint',
  businessType: BusinessType.SingleCopy,
  account: { account: 'platform1', type: AccountType.Custodial, role: Role.Platform },
}
const recipients = ['consumer1', 'consumer2', 'consumer3', 'consumer4', 'consumer5']

function start(scenario: FakeBatchScenario, description: string) {
  const recorder: FakeBatchRecorder = { sent: [] }
  const traces = createTraceRecorder({ machine: 'csvBatch', description, now: () => 0 })
  const actor = createActor(csvBatchMachine.provide({ actors: fakeBatchActors(scenario, recorder) }), {
    input,
    inspect: traces.inspect,
  })
  actor.start()
  const send = (event: CsvBatchEvent) => actor.send(event)
  const settled = (state: 'review' | 'confirming' | 'done') =>
    waitFor(actor, (snapshot) => snapshot.matches(state) && !snapshot.hasTag('busy'))
  return { actor, recorder, send, settled, trace: traces.trace }
}

/** The shipped trace of `name` is what the machine records now (UPDATE_TRACES=1 rewrites it). */
function expectShippedTrace(name: string, trace: unknown) {
  const file = path.join(import.meta.dirname, 'traces', `csv-batch.${name}.json`)
  const text = `${JSON.stringify(trace, null, 2)}\n`
  if (process.env.UPDATE_TRACES) writeFileSync(file, text)
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(trace)
}

describe('CSV batch machine with its actors', () => {
  it('sends 50 valid rows in a few packed transactions and ends done with a tx id per row', async () => {
    const run = start({}, 'Mint of 50 rows: all valid, fee confirmed, three transactions, done')
    run.send({ type: 'file.loaded', fileName: 'mint.csv', text: mintCsv(50, recipients) })
    await run.settled('review')
    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    // Five mintbatch actions of 10 rows at 10 points per row.
    expect(run.actor.getSnapshot().context.fee).toEqual({ points: '500' })
    run.send({ type: 'batch.confirm' })
    const done = await run.settled('done')
    expect(run.recorder.sent).toHaveLength(3)
    expect(Object.values(done.context.results).every((result) => result.status === 'succeeded')).toBe(true)
    expect(Object.keys(done.context.results)).toHaveLength(50)
  })

  it('keeps invalid rows out until they are removed', async () => {
    const run = start({ recipients: { iceman1: 'frozen' } }, 'Invalid rows marked, removed, then sent')
    const text = `${mintCsv(4, recipients)}\nBad Name,ipfs://x,1,drop\niceman1,ipfs://y,1,drop\nconsumer1,ipfs://collection/1,1,drop`
    run.send({ type: 'file.loaded', fileName: 'mint.csv', text })
    const review = await run.settled('review')
    expect(review.context.rows.map((entry) => entry.problems.map((problem) => problem.key))).toEqual([
      [],
      [],
      [],
      [],
      ['accountName'],
      ['recipientFrozen'],
      ['duplicate'],
    ])
    run.send({ type: 'batch.submit' })
    expect(run.actor.getSnapshot().matches('review')).toBe(true)
    run.send({ type: 'row.remove', line: 8 })
    run.send({ type: 'rows.removeInvalid' })
    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    run.send({ type: 'batch.confirm' })
    await run.settled('done')
    expect(run.recorder.sent.flat().sort()).toEqual([2, 3, 4, 5])
    expectShippedTrace('invalid-rows-removed', run.trace())
  })

  it('after a row fails mid-way, resume sends only the rows without a success', async () => {
    const run = start(
      { failOnceFor: { consumer5: 'recipientFrozen' }, keyPresent: false },
      'Passphrase, a transaction fails (recipient frozen after validation), resume sends only its rows',
    )
    run.send({ type: 'file.loaded', fileName: 'mint.csv', text: mintCsv(50, recipients) })
    await run.settled('review')
    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    run.send({ type: 'batch.confirm' })
    const partial = await run.settled('review')
    const failed = Object.entries(partial.context.results).filter(([, result]) => result.status === 'failed')
    expect(failed.map(([, result]) => result)).toContainEqual({
      status: 'failed',
      error: { key: 'chainErrors.recipientFrozen' },
      cause: 'row',
      account: 'consumer5',
    })
    const failedLines = failed.map(([line]) => Number(line)).sort((a, b) => a - b)
    const succeededBefore = Object.entries(partial.context.results)
      .filter(([, result]) => result.status === 'succeeded')
      .map(([line, result]) => [line, result])
    expect(succeededBefore.length + failedLines.length).toBe(50)

    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    // The resumed run costs only its rows.
    expect(run.actor.getSnapshot().context.fee).toEqual({ points: String(failedLines.length * 10) })
    run.send({ type: 'batch.confirm' })
    const done = await run.settled('done')
    const resumedLines = run.recorder.sent
      .slice(3)
      .flat()
      .sort((a, b) => a - b)
    expect(resumedLines).toEqual(failedLines)
    // What succeeded the first time kept its transaction.
    for (const [line, result] of succeededBefore) expect(done.context.results[line as string]).toEqual(result)
    expectShippedTrace('partial-failure-resumed', run.trace())
  })

  it('blames the frozen recipient, not the rows that shared its transaction, and resumes with only those rows', async () => {
    const run = start({ failOnceFor: { consumer1: 'recipientFrozen' } }, 'A recipient frozen after validation')
    const mixed = ['operator1', 'consumer1', 'operator1', 'consumer1'].map(
      (to, index) => `${to},ipfs://mixed/${index},1,m`,
    )
    run.send({ type: 'file.loaded', fileName: 'mint.csv', text: [mintCsv(20, ['consumer2']), ...mixed].join('\n') })
    await run.settled('review')
    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    run.send({ type: 'batch.confirm' })
    const partial = await run.settled('review')
    const error = { key: 'chainErrors.recipientFrozen' }
    expect([22, 23, 24, 25].map((line) => partial.context.results[String(line)])).toEqual([
      { status: 'failed', error, cause: 'otherRow', accounts: ['consumer1'] },
      { status: 'failed', error, cause: 'row', account: 'consumer1' },
      { status: 'failed', error, cause: 'otherRow', accounts: ['consumer1'] },
      { status: 'failed', error, cause: 'row', account: 'consumer1' },
    ])
    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    run.send({ type: 'batch.confirm' })
    await run.settled('done')
    expect(run.recorder.sent.slice(2).map((lines) => [...lines].sort((a, b) => a - b))).toEqual([[22, 23, 24, 25]])
  })

  it('stops the run at an account-wide failure and leaves the rest unsent', async () => {
    const run = start({ failAllWith: 'insufficientPoints' }, 'Points run out on chain: the run stops')
    run.send({ type: 'file.loaded', fileName: 'mint.csv', text: mintCsv(50, recipients) })
    await run.settled('review')
    run.send({ type: 'batch.submit' })
    await run.settled('confirming')
    run.send({ type: 'batch.confirm' })
    const stopped = await run.settled('review')
    expect(run.recorder.sent).toHaveLength(1)
    expect(stopped.context.error).toEqual({ key: 'chainErrors.insufficientPoints' })
    expect(Object.keys(stopped.context.results)).toHaveLength(20)
    expectShippedTrace('stopped', run.trace())
  })

  it('refuses a file without the columns and explains why', async () => {
    const run = start({}, 'A file without the uri column is refused')
    run.send({ type: 'file.loaded', fileName: 'wrong.csv', text: 'to,amount\nconsumer1,1\n' })
    const snapshot = run.actor.getSnapshot()
    expect(snapshot.matches('upload')).toBe(true)
    expect(snapshot.context.fileProblem).toEqual({ key: 'missingColumns', columns: ['uri'] })
    expectShippedTrace('file-refused', run.trace())
  })

  it('ends where it was when the passphrase dialog is closed', async () => {
    const run = start({ keyPresent: false, passphrase: 'dismissed' }, 'The passphrase dialog is closed')
    run.send({ type: 'file.loaded', fileName: 'mint.csv', text: mintCsv(3) })
    await run.settled('review')
    run.send({ type: 'batch.submit' })
    const back = await run.settled('review')
    expect(back.context.error).toEqual({ key: 'messages.passphraseMissing' })
    expect(run.recorder.sent).toEqual([])
    expectShippedTrace('passphrase-dismissed', run.trace())
  })
})
