import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointList, endpoints, type AnyEndpoint, type EndpointId } from '@/api/endpoints'
import { Role } from '@/api/primitives'
import { asQuery, callEndpoint } from './call-endpoint'
import { login, startTestServer, type TestServer } from './harness'
import { sampleInputs } from './samples'
import { parties, seed, type Seeded } from './seed'

/**
 * Every endpoint fed inputs from its schema's complement (fast-check): each answers 400 with a clear
 * message, no stack trace or SQL, and the database is left exactly as it was.
 */
let server: TestServer
let seeded: Seeded
let operator: string
let platform: string
/** Logout's own session: if a bad input ever got through, it would end only this one. */
let spare: string

/** Abuse-limit counters are expected to move on bad input; everything else must not. */
const UNCHANGED_TABLES = [
  'users',
  'sessions',
  'chains',
  'chain_accounts',
  'applications',
  'collectibles',
  'provenance',
  'approvals',
  'fee_rules',
  'points_balances',
  'recharges',
  'charges',
  'ledger',
  'captchas',
  'payload_nonces',
  'reset_codes',
  'sms_outbox',
  'indexer_cursor',
] as const

async function snapshot(): Promise<string> {
  const parts: string[] = []
  for (const table of UNCHANGED_TABLES) {
    const row = await sql<{ digest: string | null; rows: string }>`
      select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::text as rows from ${sql.table(table)} t`
      .execute(server.app.context.db)
      .then((result) => result.rows[0])
    parts.push(`${table}:${row?.rows}:${row?.digest}`)
  }
  return parts.join('\n')
}

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
  spare = await login(server, parties.userBeta.user_name, parties.userBeta.password)
})
afterAll(() => server.close())

/** Values of every JSON kind, with the shapes validators most often mishandle. */
const hostile = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 63, '', ' ', '0', '-1', 'NaN', '1e309', "' or 1=1 --", '\u0000'),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ minLength: 200, maxLength: 400 }),
)

/** The sample input with one field replaced by a hostile value or removed, or something else entirely. */
function fieldsOf(endpoint: AnyEndpoint, sample: Record<string, unknown>): string[] {
  const shape = 'shape' in endpoint.request ? (endpoint.request.shape as Record<string, unknown>) : {}
  return [...new Set([...Object.keys(sample), ...Object.keys(shape)])]
}

function complementOf(endpoint: AnyEndpoint, sample: Record<string, unknown>) {
  const keys = fieldsOf(endpoint, sample)
  const mutated = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostile, fc.boolean()).map(([key, value, drop]) => {
        const copy = Object.fromEntries(Object.entries(sample).filter(([name]) => !drop || name !== key))
        if (!drop) copy[key] = value
        return copy as unknown
      })
    : fc.constant({ unexpected: 'field' } as unknown)
  const query = endpoint.input === 'query'
  // A query string only carries text: the complement there is text that breaks the rules.
  const anything: fc.Arbitrary<unknown> = query
    ? fc.dictionary(fc.constantFrom(...keys, 'current', 'size', 'x'), fc.string({ maxLength: 30 }), { maxKeys: 4 })
    : fc.oneof(hostile, fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 4 }))
  return fc.oneof(mutated, anything)
}

/** Whether the input, as it travels, is outside the endpoint's request schema. */
function isComplement(endpoint: AnyEndpoint, input: unknown): boolean {
  return !endpoint.request.safeParse(endpoint.input === 'query' ? asQuery(input) : input).success
}

function tokenFor(endpoint: AnyEndpoint): string {
  if (endpoint === endpoints.logout) return spare
  return endpoint.roles && !(endpoint.roles as readonly number[]).includes(Role.Operator) ? platform : operator
}

const leaks =
  /(\bat \S+:\d+|node_modules|select |insert |update |delete from|relation "|syntax error|postgres|pglite|kysely|TypeError|ReferenceError)/i

describe('bad input on every endpoint', () => {
  const fuzzed = endpointList
  it.each(fuzzed.map((endpoint) => [endpoint.id as EndpointId, endpoint] as const))(
    '%s answers 400 with a clear message and changes nothing',
    async (id, endpoint) => {
      const before = await snapshot()
      const sample = sampleInputs(seeded)[id]
      await fc.assert(
        fc.asyncProperty(complementOf(endpoint, sample), async (input) => {
          fc.pre(isComplement(endpoint, input))
          const result = await callEndpoint(server, endpoint, input, tokenFor(endpoint))
          expect(result.status).toBe(400)
          expect(result.body.error_code).toBe(400)
          expect(result.body.data).toBeNull()
          expect(result.body.message.length).toBeGreaterThan(0)
          expect(result.body.message.length).toBeLessThan(300)
          expect(result.body.message).not.toMatch(leaks)
        }),
        { numRuns: 25 },
      )
      expect(await snapshot()).toBe(before)
    },
  )

  it('refuses a body that is not JSON, one over the size limit and the wrong content type', async () => {
    const inject = (payload: string, contentType: string) =>
      server.app.fastify.inject({
        method: 'POST',
        url: '/api/v1/system/applyAccount',
        payload,
        headers: { 'content-type': contentType, authorization: operator },
      })
    const broken = await inject('{"account": ', 'application/json')
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toMatchObject({ error_code: 400, message: 'request body is not valid JSON' })
    const huge = await inject(JSON.stringify({ remark: 'x'.repeat(70 * 1024) }), 'application/json')
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ message: 'request body too large' })
    const form = await inject('account=x', 'application/x-www-form-urlencoded')
    expect(form.statusCode).toBe(400)
  })
})
