import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { encryptPayload } from '@/lib/crypto/payload'
import { generatePayloadKeyPair } from '@/lib/crypto/payload-keys'
import { withFreshness } from '@/lib/server-payload/freshness'
import { buildApp, type App } from '../app'
import type { PayloadKey } from '../auth/payload-key'
import type { SmsSender } from '../auth/sms-sender'
import { loadConfig, type ServerConfig } from '../config'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { migratedPGliteTemplate } from './pglite-template'

/**
 * A server for one test file: PGlite in memory, or (when `DATABASE_URL` is set, as in CI) a schema of its
 * own in that PostgreSQL, dropped at close. One payload key per process: RSA generation is slow.
 */
export interface TestServer {
  readonly app: App
  readonly config: ServerConfig
  /** The answers of the captchas this server drew. */
  readonly captchas: Map<string, string>
  close(): Promise<void>
}

let sharedKey: Promise<PayloadKey> | null = null

export function testPayloadKey(): Promise<PayloadKey> {
  sharedKey ??= generatePayloadKeyPair()
  return sharedKey
}

export const usingPostgres = Boolean(process.env.DATABASE_URL)

export async function testDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const handle = await openDatabase({ url: null, dataDir: null, pgliteTemplate: await migratedPGliteTemplate() })
    return { handle, drop: async () => undefined }
  }
  const schema = `test_${randomBytes(6).toString('hex')}`
  const handle = await openDatabase({ url, dataDir: null, schema, poolSize: 4 })
  return {
    handle,
    drop: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db)
    },
  }
}

export async function startTestServer(
  options: {
    rateLimitScale?: number
    env?: NodeJS.ProcessEnv
    sms?: SmsSender
    logStream?: NodeJS.WritableStream
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    CHAIN_RPC: 'http://127.0.0.1:9',
    ...options.env,
  })
  const { handle, drop } = await testDatabase()
  const captchas = new Map<string, string>()
  const app = await buildApp({
    config,
    database: handle,
    payloadKey: await testPayloadKey(),
    rateLimitScale: options.rateLimitScale ?? 1000,
    onCaptcha: (id, code) => captchas.set(id, code),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  })
  return {
    app,
    config,
    captchas,
    async close() {
      await app.close()
      await drop()
      await handle.close()
    },
  }
}

/** A fresh encrypted payload, as the console's `encryptForServer` makes it. */
export async function sealed(server: TestServer, payload: object): Promise<{ data: string }> {
  return { data: await encryptPayload(server.app.context.payloadKey.publicKeySpkiBase64, withFreshness(payload)) }
}

export interface CallResult<Data = unknown> {
  readonly status: number
  readonly body: { error_code: number; data: Data; message: string }
  readonly headers: Record<string, unknown>
}

/** One call through `app.inject()`: the query or JSON body, and the session token when given. */
export async function call<Data = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  url: string,
  input: { query?: Record<string, string>; body?: unknown; token?: string | null } = {},
): Promise<CallResult<Data>> {
  const response = await server.app.fastify.inject({
    method,
    url,
    ...(input.query ? { query: input.query } : {}),
    // The body as JSON text, so `null` and bare values travel as they are.
    ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
    headers: {
      ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(input.token ? { authorization: input.token } : {}),
    },
  })
  return {
    status: response.statusCode,
    body: response.json() as CallResult<Data>['body'],
    headers: response.headers,
  }
}

export async function login(server: TestServer, account: string, password: string): Promise<string> {
  const result = await call<{ token: string } | []>(server, 'POST', '/api/v1/system/login', {
    body: await sealed(server, { account, password }),
  })
  const data = result.body.data
  if (result.body.error_code !== 0 || Array.isArray(data))
    throw new Error(`login of ${account} failed: ${result.body.message}`)
  return data.token
}
