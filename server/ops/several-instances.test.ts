import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPayload } from '@/lib/crypto/payload'
import { exportPayloadPrivateKey } from '@/lib/crypto/payload-keys'
import { withFreshness } from '@/lib/server-payload/freshness'
import { loadConfig } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { migrate } from '../db/migrations'
import { seedChains } from '../db/seed-chains'
import { FakeNode } from '../indexer/test/fake-node'
import { indexedTables, indexerFor, indexUpTo } from '../indexer/test/support'
import { testPayloadKey } from '../test/harness'
import { ownPostgresDatabase } from '../test/own-database'
import { parties, seed } from '../test/seed'
import { startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy'
import { startApiProcess, startServerProcess, type ServerProcess } from './test/server-process'

/**
 * Issue 21 item 5: the README's production shape, proven. Two API instances (`server/main.ts`, INDEXER=off)
 * behind a round-robin proxy and an indexer process (INDEXER=only) share one PostgreSQL; the chain is a
 * scripted node. A bounded stream of logins, writes and chain operations runs while one API instance is
 * killed (-9); then a second indexer starts and the first is killed (-9). At the end no process's log holds a
 * secret the run used. PostgreSQL only: PGlite belongs to one process.
 */
const serverUrl = process.env.DATABASE_URL ?? ''
const onPostgres = /^postgres(ql)?:\/\//.test(serverUrl)
const START_MS = 120_000
const STREAM_OPERATIONS = 48
const WORKERS = 4
const KILL_AFTER = 16

const cleanups: (() => Promise<void> | void)[] = []
let node: FakeNode
let handle: DatabaseHandle
let proxy: RoundRobinProxy
let env: NodeJS.ProcessEnv
let answersFile: string
let publicKey: string
let apiA: { process: ServerProcess; url: string }
let apiB: { process: ServerProcess; url: string }
let indexerOne: ServerProcess

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface Answer<Data = unknown> {
  readonly status: number
  readonly body: { error_code: number; message: string; data: Data } | null
}

/** One request as a client behind the load balancer: `ip` is the client's address the proxy forwards. */
async function send<Data = unknown>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: { ip: string; token?: string; body?: unknown },
): Promise<Answer<Data>> {
  try {
    const answer = await fetch(`${base}${url}`, {
      method,
      headers: {
        'x-forwarded-for': options.ip,
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await answer.text()
    return {
      status: answer.status,
      body: answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
    }
  } catch {
    return { status: 0, body: null }
  }
}

async function sealed(payload: Record<string, string>): Promise<{ data: string }> {
  if (payload.password) secrets.add(payload.password)
  if (payload.captcha_code) secrets.add(payload.captcha_code)
  const data = await encryptPayload(publicKey, withFreshness(payload))
  secrets.add(data)
  return { data }
}

function login(base: string, ip: string, payload: { account: string; password: string } & Record<string, string>) {
  return sealed(payload).then((body) =>
    send<{ token: string } | []>(base, 'POST', '/api/v1/system/login', { ip, body }),
  )
}

/** Every secret the run sent or received, looked for in the processes' logs at the end. */
const secrets = new Set<string>()

function tokenOf(answer: Answer<{ token: string } | []>): string | null {
  const token =
    answer.body && !Array.isArray(answer.body.data) && answer.body.error_code === 0 ? answer.body.data.token : null
  if (token) secrets.add(token)
  return token
}

async function captchaAt(base: string, ip: string): Promise<{ captcha_id: string; captcha_code: string }> {
  const drawn = await send<{ captcha_id: string }>(base, 'GET', '/api/v1/system/getCode', { ip })
  const id = drawn.body?.data.captcha_id ?? ''
  const line = readFileSync(answersFile, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${id} `))
  return { captcha_id: id, captcha_code: line?.split(' ')[1] ?? '' }
}

/** A block holding one `setfee` by `sender`: a chain operation as the console signs and sends it. */
function chainOperation(value: number, sender: string = parties.operator.account): string {
  const block = node.addBlock([
    {
      actions: [
        {
          name: 'setfee',
          params: { sender, business_type: 9, func_name: 'mint', value: String(value) },
        },
      ],
    },
  ])
  node.setIrreversible(node.head)
  return block.transactions[0]?.id ?? ''
}

async function cursor(): Promise<number> {
  const row = await handle.db.selectFrom('indexer_cursor').select('block_number').executeTakeFirst()
  return Number(row?.block_number ?? 0)
}

/** Error codes are letters only (`AUDIT_ERROR_CODE`): each write's own code spells its number. */
const codeOf = (index: number) =>
  `stream.${index.toString(26).replace(/\d/g, (digit) => 'qrstuvwxyz'[Number(digit)] ?? '')}`

describe.skipIf(!onPostgres)('two API instances and two indexers on one PostgreSQL', () => {
  beforeAll(async () => {
    node = await FakeNode.start()
    cleanups.push(() => node.close())
    node.addBlock([])
    node.setIrreversible(node.head)
    const own = await ownPostgresDatabase(serverUrl, 'instances')
    cleanups.push(() => own.drop())
    const folder = mkdtempSync(path.join(tmpdir(), 'ddc-instances-'))
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
    answersFile = path.join(folder, 'captcha-answers.txt')
    writeFileSync(answersFile, '')

    // The schema, the chain row and the parties, as a first start and the operators' setup would leave them.
    handle = await openDatabase({ url: own.url, dataDir: null, poolSize: 2 })
    cleanups.push(() => handle.close())
    await migrate(handle.db)
    await seedChains(handle.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', CHAIN_RPC: node.url }))
    await seed(handle.db)

    const key = await testPayloadKey()
    publicKey = key.publicKeySpkiBase64
    env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: own.url,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: path.join(folder, 'data'),
      CHAIN_RPC: node.url,
      PAYLOAD_PRIVATE_KEY: await exportPayloadPrivateKey(key.privateKey),
      TRUST_PROXY: '127.0.0.1',
      CAPTCHA_ANSWERS_FILE: answersFile,
      RATE_LIMIT_SCALE: '1',
    }
    const started = Date.now()
    indexerOne = startServerProcess({ ...env, INDEXER: 'only' })
    cleanups.push(() => indexerOne.kill())
    ;[apiA, apiB] = await Promise.all([startApiProcess(env, START_MS), startApiProcess(env, START_MS)])
    cleanups.push(
      () => apiA.process.kill(),
      () => apiB.process.kill(),
    )
    await indexerOne.waitFor(/indexer: following/, START_MS)
    console.log(`several instances: two API instances and an indexer started in ${Date.now() - started} ms`)
    proxy = await startRoundRobinProxy([apiA.url, apiB.url])
    cleanups.push(() => proxy.close())
  }, 3 * START_MS)

  it('counts failed logins, captchas and rate limits in the database, whichever instance answers', async () => {
    const name = parties.platformBeta.user_name
    const ip = '10.1.0.1'
    const at = (index: number) => (index % 2 === 0 ? apiA.url : apiB.url)
    for (let index = 0; index < 3; index += 1)
      expect((await login(at(index), ip, { account: name, password: `Wrong#${index}pw` })).body?.data).toEqual([])
    expect((await login(apiB.url, ip, { account: name, password: parties.platformBeta.password })).body).toMatchObject({
      error_code: 1001,
    })
    // Drawn on one instance, answered on the other; used once, on either.
    const captcha = await captchaAt(apiA.url, ip)
    expect((await login(apiB.url, ip, { account: name, password: 'Wrong#9pw', ...captcha })).body?.data).toEqual([])
    const reused = await login(apiA.url, ip, { account: name, password: parties.platformBeta.password, ...captcha })
    expect(reused.body).toMatchObject({ error_code: 1001 })
    const fresh = await captchaAt(apiB.url, ip)
    expect(
      tokenOf(await login(apiA.url, ip, { ...fresh, account: name, password: parties.platformBeta.password })),
    ).not.toBeNull()

    // 30 captchas a minute per client address, counted across both instances. The window is a clock minute: a
    // burst that crossed into the next one counts in two windows, and is repeated from another address.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const window = Math.floor(Date.now() / 60_000)
      const statuses: number[] = []
      for (let index = 0; index < 32; index += 1)
        statuses.push((await send(at(index), 'GET', '/api/v1/system/getCode', { ip: `10.1.1.${attempt}` })).status)
      if (Math.floor(Date.now() / 60_000) !== window) continue
      expect(statuses.filter((status) => status === 200)).toHaveLength(30)
      expect(statuses.slice(30)).toEqual([429, 429])
      return
    }
    throw new Error('no burst of 32 requests fitted in one minute')
  }, 120_000)

  it('loses or doubles no acknowledged write when an API instance is killed mid-stream', async () => {
    const ip = '10.2.0.1'
    const operator = { account: parties.operator.user_name, password: parties.operator.password }
    // A session begun on the instance about to die.
    const fromB = tokenOf(await login(apiB.url, ip, operator))
    expect(fromB).not.toBeNull()
    const outcomes: {
      kind: 'write' | 'chain' | 'login'
      acknowledged: boolean
      auditId?: string
      result?: string
      code?: string
      txId?: string
      failure?: string
    }[] = []
    let done = 0
    let killed: Promise<void> | null = null
    const started = Date.now()
    // A party per worker: logins of one name in parallel past the free attempts would need a captcha.
    const workerParties = [parties.operator, parties.platformAlpha, parties.platformBeta, parties.userAlpha] as const
    const work = async (worker: number) => {
      const party = workerParties[worker % workerParties.length] ?? parties.operator
      const credentials = { account: party.user_name, password: party.password }
      let token = tokenOf(await login(proxy.url, ip, credentials)) ?? ''
      for (let step = worker; step < STREAM_OPERATIONS; step += WORKERS) {
        const kind = (['write', 'chain', 'login'] as const)[step % 3] ?? 'write'
        if (kind === 'login') {
          const answer = await login(proxy.url, `10.2.1.${worker}`, credentials)
          const next = tokenOf(answer)
          outcomes.push({
            kind,
            acknowledged: next !== null,
            ...(next ? {} : { failure: `${done} ${answer.status} ${JSON.stringify(answer.body)}` }),
          })
          if (next) token = next
        } else {
          const code = kind === 'write' ? codeOf(step) : undefined
          const txId = kind === 'chain' ? chainOperation(step, party.account) : undefined
          const body = {
            operation: 'set_fee',
            account: party.account,
            ...(code ? { error_code: code } : { tx_id: txId }),
          }
          const answer = await send<{ audit_id: string; result: string }>(
            proxy.url,
            'POST',
            '/api/v1/permission/auditRecord',
            { ip, token, body },
          )
          const acknowledged = answer.status === 200 && answer.body?.error_code === 0
          outcomes.push({
            kind,
            acknowledged,
            ...(acknowledged
              ? { auditId: answer.body?.data.audit_id, result: answer.body?.data.result }
              : { failure: `${done} ${answer.status} ${JSON.stringify(answer.body)}` }),
            ...(code ? { code } : {}),
            ...(txId ? { txId } : {}),
          })
        }
        done += 1
        if (done === KILL_AFTER) killed = apiB.process.kill()
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, (_, worker) => work(worker)))
    await killed
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged)
    console.log(
      `several instances: ${STREAM_OPERATIONS} operations with a kill -9 in ${Date.now() - started} ms, ${acknowledged.length} acknowledged`,
    )
    // The chain operations were indexed by the indexer process and judged by whichever instance got the report.
    expect(acknowledged.filter((outcome) => outcome.kind === 'chain').map((outcome) => outcome.result)).toContain(
      'success',
    )
    // Only what was in flight at the kill may go unanswered.
    expect(outcomes).toHaveLength(STREAM_OPERATIONS)
    expect(
      acknowledged.length,
      JSON.stringify([outcomes.filter((outcome) => !outcome.acknowledged), proxy.failures]),
    ).toBeGreaterThanOrEqual(STREAM_OPERATIONS - WORKERS)
    const rows = await handle.db
      .selectFrom('audit_log')
      .select(['audit_id', 'detail', 'tx_id'])
      .where('operation', '=', 'set_fee')
      .execute()
    for (const outcome of outcomes.filter((each) => each.kind !== 'login')) {
      const held = rows.filter((row) => (outcome.code ? row.detail === outcome.code : row.tx_id === outcome.txId))
      if (outcome.acknowledged) expect(held.map((row) => row.audit_id)).toEqual([outcome.auditId])
      else expect(held.length).toBeLessThanOrEqual(1)
    }
    // After the kill every request went to the survivor, and the dead instance's session works there.
    const before = proxy.answered.get(apiB.url)
    const info = await send(proxy.url, 'POST', '/api/v1/system/getInfo', { ip, token: fromB ?? '' })
    expect(info.body).toMatchObject({ error_code: 0, data: { user: { user_name: parties.operator.user_name } } })
    expect(proxy.answered.get(apiB.url)).toBe(before)
    expect(proxy.answered.get(apiA.url)).toBeGreaterThan(0)
  }, 180_000)

  it('a standby indexer takes over within 5 s of a kill -9, no block missing or doubled', async () => {
    const standby = startServerProcess({ ...env, INDEXER: 'only' })
    cleanups.push(() => standby.kill())
    await standby.waitFor(/indexer: following/, START_MS)
    for (let value = 0; value < 20; value += 1) chainOperation(1000 + value)
    await indexerOne.kill()
    const killedAt = Date.now()
    chainOperation(2000)
    while ((await cursor()) < node.head) {
      expect(Date.now() - killedAt).toBeLessThan(5000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    console.log(`several instances: the standby indexed up to the head ${Date.now() - killedAt} ms after the kill`)

    // The same chain indexed from block one by a single indexer, from the same seed.
    const schema = `reference_${Date.now().toString(36)}`
    const reference = await openDatabase({ url: serverUrl, dataDir: null, schema, poolSize: 2 })
    cleanups.push(async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(reference.db)
      await reference.close()
    })
    await migrate(reference.db)
    await seedChains(reference.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', CHAIN_RPC: node.url }))
    await seed(reference.db)
    const chain = await reference.db.selectFrom('chains').select('chain_info_id').executeTakeFirstOrThrow()
    await indexUpTo(indexerFor(reference.db, chain.chain_info_id, node.url), node.head)
    expect(await indexedTables(handle.db)).toEqual(await indexedTables(reference.db))
  }, 180_000)

  it('no line any process logged in the whole run holds a password, token, captcha answer, ciphertext or key', () => {
    secrets.add(String(env.PAYLOAD_PRIVATE_KEY))
    const logs = [apiA.process, apiB.process, indexerOne].map((each) => each.output()).join('\n')
    // The API instances logged each request (LOG_LEVEL=info), so an empty capture cannot pass.
    expect(logs.match(/"reqId"/g)?.length ?? 0).toBeGreaterThan(100)
    expect(secrets.size).toBeGreaterThan(50)
    expect([...secrets].filter((secret) => logs.includes(secret))).toEqual([])
  })
})
