import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { endpointList, endpoints, type AnyEndpoint, type EndpointId } from '@/api/endpoints'
import { zhCNValidationMessages } from '@/api/messages'
import { Role } from '@/api/primitives'
import {
  changePasswordPayload,
  loginPayload,
  registerPayload,
  resetPasswordPayload,
  sendResetCodePayload,
} from '@/api/system'
import { DEVELOPMENT_REGISTER_CODE } from '@/lib/crypto/config'
import { asQuery, callEndpoint } from '../test/call-endpoint'
import { login, sealed, startTestServer, type TestServer } from '../test/harness'
import { sampleInputs } from '../test/samples'
import { parties, seed, type Seeded } from '../test/seed'

/**
 * Every text field of every request schema (and of every encrypted payload), walked from the schemas
 * themselves: a control character there answers 400 with the rule's message, and nothing is stored.
 * PostgreSQL refuses NUL in text: before the rule, these were 500s.
 */
let server: TestServer
let seeded: Seeded
const tokens: Record<'operator' | 'platform' | 'spare', string> = { operator: '', platform: '', spare: '' }

/** Every table but the abuse counters (expected to count refused input) and the migration log. */
async function snapshot(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not in ('rate_limits', 'schema_migrations') order by table_name`.execute(server.app.context.db)
  const parts: string[] = []
  for (const { name } of tables.rows) {
    const row = await sql<{ digest: string | null; rows: string }>`
      select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::text as rows from ${sql.table(name)} t`
      .execute(server.app.context.db)
      .then((result) => result.rows[0])
    parts.push(`${name}:${row?.rows}:${row?.digest}`)
  }
  return parts.join('\n')
}

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  tokens.operator = await login(server, parties.operator.user_name, parties.operator.password)
  tokens.platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
  tokens.spare = await login(server, parties.userBeta.user_name, parties.userBeta.password)
})
afterAll(() => server.close())

type JsonSchema = {
  type?: unknown
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
}
type Path = readonly (string | number)[]
/** A text field: where it is in the input. */
type TextField = { readonly path: Path }

/** The text fields a JSON Schema describes (objects, arrays of them, unions). */
function textFields(schema: JsonSchema, path: Path = []): TextField[] {
  const found: TextField[] = []
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) found.push({ path })
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...textFields(property, [...path, key]))
  if (schema.items) found.push(...textFields(schema.items, [...path, 0]))
  for (const option of schema.anyOf ?? []) found.push(...textFields(option, path))
  return [...new Map(found.map((field) => [field.path.join('.'), field])).values()]
}

function fieldsOf(schema: z.ZodMiniType): TextField[] {
  return textFields(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) => (typeof current === 'object' && current !== null ? (current as never)[key] : undefined),
    value,
  )
}

/** A copy of `input` with `text` at `path`, creating the objects and arrays on the way. */
function withText(input: unknown, path: Path, text: string): unknown {
  const [key, ...rest] = path
  if (key === undefined) return text
  const copy: Record<string | number, unknown> | unknown[] =
    typeof key === 'number' ? [...((Array.isArray(input) ? input : []) as unknown[])] : { ...(input as object) }
  ;(copy as Record<string | number, unknown>)[key] = withText(valueAt(input, [key]), rest, text)
  return copy
}

/** The control characters tried; each field gets one of them, every one of them is tried. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b']
/** A lone surrogate travels only in JSON (`"\ud800"`): a URL carries UTF-8, where it cannot be written. */
const IN_JSON_ONLY = ['\ud800']

/** A field's text with `inserted` in the middle. */
function textWith(sampleText: unknown, inserted: string): string {
  const text = typeof sampleText === 'string' && sampleText.length > 1 ? sampleText : 'text'
  const middle = Math.floor(text.length / 2)
  return text.slice(0, middle) + inserted + text.slice(middle)
}

function control(index: number, json: boolean): string {
  const controls = json ? [...CONTROLS, ...IN_JSON_ONLY] : CONTROLS
  return controls[index % controls.length] as string
}

function tokenFor(endpoint: AnyEndpoint): string {
  if (endpoint === endpoints.logout) return tokens.spare
  return endpoint.roles && !(endpoint.roles as readonly number[]).includes(Role.Operator)
    ? tokens.platform
    : tokens.operator
}

const leaks = /(\bat \S+:\d+|node_modules|select |insert |relation "|syntax error|postgres|pglite|kysely|TypeError)/i

async function expectRefused(result: { status: number; body: { error_code: number; data: unknown; message: string } }) {
  expect(result.status).toBe(400)
  expect(result.body.error_code).toBe(400)
  expect(result.body.data).toBeNull()
  expect(result.body.message.length).toBeGreaterThan(0)
  expect(result.body.message.length).toBeLessThan(300)
  expect(result.body.message).not.toMatch(leaks)
}

const ruleMessages = [zhCNValidationMessages.controlCharacter, zhCNValidationMessages.nameCharacters]

/**
 * Free text (the field takes any printable character there) is refused by the rule, naming the field; a field
 * with a format of its own (an account name, a hash, an id) may refuse it first, with its own message.
 */
function expectNamed(message: string, field: TextField, free: boolean) {
  if (free) expect(ruleMessages.map((rule) => `${field.path.join('.')}: ${rule}`)).toContain(message)
  else expect(message).toMatch(/^[\w.]+: \S/)
}

describe('a control character in any text field', () => {
  let tried = 0
  it.each(endpointList.map((endpoint) => [endpoint.id as EndpointId, endpoint] as const))(
    '%s: 400 with a clear message, nothing stored',
    async (id, endpoint) => {
      const before = await snapshot()
      const sample = sampleInputs(seeded)[id]
      for (const field of fieldsOf(endpoint.request)) {
        const sampleText = valueAt(sample, field.path)
        const bad = withText(sample, field.path, textWith(sampleText, control(tried++, endpoint.input === 'body')))
        const result = await callEndpoint(server, endpoint, bad, tokenFor(endpoint))
        await expectRefused(result)
        const printable = withText(sample, field.path, textWith(sampleText, '~'))
        const free = endpoint.request.safeParse(endpoint.input === 'query' ? asQuery(printable) : printable).success
        expectNamed(result.body.message, field, free)
      }
      expect(await snapshot()).toBe(before)
    },
  )

  const payloads = [
    [
      endpoints.login,
      loginPayload,
      {
        account: parties.operator.user_name,
        password: parties.operator.password,
        captcha_id: 'abcdefgh',
        captcha_code: 'ABCD',
      },
    ],
    [
      endpoints.register,
      registerPayload,
      { name: 'newcomer_cc', password: 'Control#2026', phone: '13712345678', code: DEVELOPMENT_REGISTER_CODE },
    ],
    [
      endpoints.changePassword,
      changePasswordPayload,
      { old_password: parties.operator.password, new_password: 'Control#2026' },
    ],
    [
      endpoints.resetPassword,
      resetPasswordPayload,
      { name: parties.operator.user_name, phone: '13800000001', sms_code: '123456', new_password: 'Control#2026' },
    ],
    [endpoints.sendResetCode, sendResetCodePayload, { name: parties.operator.user_name, phone: '13800000001' }],
  ] as const

  it.each(payloads.map((entry) => [entry[0].id, ...entry] as const))(
    '%s: every field of the encrypted payload, the same',
    async (_id, endpoint, schema, sample) => {
      const before = await snapshot()
      for (const field of fieldsOf(schema)) {
        const sampleText = valueAt(sample, field.path)
        const bad = withText(sample, field.path, textWith(sampleText, control(tried++, true)))
        const result = await callEndpoint(server, endpoint, await sealed(server, bad as object), tokens.operator)
        await expectRefused(result)
        const free = schema.safeParse(withText(sample, field.path, textWith(sampleText, '~'))).success
        expectNamed(result.body.message, field, free)
      }
      expect(await snapshot()).toBe(before)
    },
  )
})
