import path from 'node:path'
import {
  DEVELOPMENT_LEGACY_AES_IV,
  DEVELOPMENT_REGISTER_CODE,
  readCryptoConfig,
  type CryptoConfig,
} from '@/lib/crypto/config'
import { parseTrustProxy, type TrustProxy } from './trust-proxy'

export type ServerMode = 'development' | 'production' | 'test'

export interface ServerConfig {
  readonly mode: ServerMode
  readonly host: string
  readonly port: number
  /** Where PGlite keeps its files and the payload key is created: `.data/server` by default. */
  readonly dataDir: string
  /** A real PostgreSQL; PGlite in `dataDir` when absent. */
  readonly databaseUrl: string | null
  /** `memory://`: PGlite without files (tests). */
  readonly inMemoryDatabase: boolean
  readonly crypto: CryptoConfig
  /** Base64 PKCS#8 RSA key shared by every instance; created in `dataDir` when absent. */
  readonly payloadPrivateKey: string | null
  /**
   * `TRUST_PROXY`: the proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed, as a hop count
   * (`1`) or a list of addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`); unset: none, the peer's address is
   * the client's. Per-IP limits count that address; HSTS is sent when a trusted proxy says TLS. `true` is
   * refused (it would believe a client's forged header).
   */
  readonly trustProxy: TrustProxy
  /** The console's production build, served next to `/api` when present. */
  readonly staticDir: string | null
  readonly sessionTtlMs: number
  /** Log level of Fastify's pino logger; 'silent' in tests. */
  readonly logLevel: string
  /** `RPC`, chain id and contract of the devnet (seeded into the chain tables at start). */
  readonly chain: {
    readonly rpc: string
    readonly chainId: string
    readonly contractAccount: string
    readonly chainType: string
  }
  /** Which SMS sender: 'outbox' (development, a table and a log line) or 'http' (a provider). */
  readonly smsSender: 'outbox' | 'http'
  /** Multiplies every rate limit: 1 in production; load tests raise it. */
  readonly rateLimitScale: number
  readonly smsProviderUrl: string | null
  /** `INDEXER`: 'on' indexes in the server process, 'only' runs the indexer alone (no HTTP), 'off' leaves it to another process. */
  readonly indexer: 'on' | 'off' | 'only'
  /** Operations: readiness, shutdown, metrics and load shedding (`server/README.md`, Operations). */
  readonly ops: OpsConfig
}

export interface OpsConfig {
  /** `READY_MAX_INDEXER_LAG_BLOCKS`: an instance running the indexer is not ready while it trails the head by more. */
  readonly readyMaxIndexerLagBlocks: number
  /** `SHUTDOWN_TIMEOUT_MS`: how long SIGTERM waits for in-flight requests before the process exits anyway (code 1). */
  readonly shutdownTimeoutMs: number
  /** `METRICS_PORT`: `/metrics` on a listener of its own (same `HOST`); null: none. */
  readonly metricsPort: number | null
  /** `METRICS_HOST`: that listener's address; `HOST` when unset. */
  readonly metricsHost: string | null
  /** `METRICS_TOKEN`: `/metrics` on the API's port, answered only with `Authorization: Bearer <token>`. */
  readonly metricsToken: string | null
  /** `SHED_MAX_EVENT_LOOP_DELAY_MS`: above this mean event-loop delay requests answer 503 (0: not checked). */
  readonly shedMaxEventLoopDelayMs: number
  /** `SHED_MAX_EVENT_LOOP_UTILIZATION`: above this share (0–1) of busy event loop, 503 (0: not checked). */
  readonly shedMaxEventLoopUtilization: number
  /** `SHED_RETRY_AFTER_SECONDS`: the `Retry-After` of those 503 answers. */
  readonly shedRetryAfterSeconds: number
  /** `SHED_SAMPLE_INTERVAL_MS`: how often the load is measured. */
  readonly shedSampleIntervalMs: number
}

export class ConfigError extends Error {}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function modeOf(value: string | undefined): ServerMode {
  if (value === undefined || value === 'production') return 'production'
  if (value === 'development' || value === 'test') return value
  throw new ConfigError(`NODE_ENV must be development, test or production (got ${value})`)
}

function trustProxyOf(value: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(value)
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}

function numberOf(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (value: number) => boolean): number {
  const raw = text(env, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || !valid(value)) throw new ConfigError(`${name} is not a valid value (got ${raw})`)
  return value
}

const count = (value: number) => Number.isInteger(value) && value >= 0

function opsOf(env: NodeJS.ProcessEnv, mode: ServerMode): OpsConfig {
  const metricsPortText = text(env, 'METRICS_PORT')
  const metricsPort = metricsPortText === undefined ? null : Number(metricsPortText)
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65_535))
    throw new ConfigError('METRICS_PORT must be a port number')
  const metricsToken = text(env, 'METRICS_TOKEN') ?? null
  // A guessable token would publish the metrics; 32 characters is a 128-bit random value in hex.
  if (metricsToken !== null && metricsToken.length < 32)
    throw new ConfigError('METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 16)')
  return {
    readyMaxIndexerLagBlocks: numberOf(env, 'READY_MAX_INDEXER_LAG_BLOCKS', 120, count),
    shutdownTimeoutMs: numberOf(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, (value) => count(value) && value > 0),
    metricsPort,
    metricsHost: text(env, 'METRICS_HOST') ?? null,
    metricsToken,
    // PGlite runs in the server's own thread and stalls it on migrations and replays: shedding is on by
    // default only in production (on PostgreSQL), where a stalled loop means overload.
    shedMaxEventLoopDelayMs: numberOf(
      env,
      'SHED_MAX_EVENT_LOOP_DELAY_MS',
      mode === 'production' ? 1000 : 0,
      (value) => value >= 0,
    ),
    shedMaxEventLoopUtilization: numberOf(env, 'SHED_MAX_EVENT_LOOP_UTILIZATION', 0, (v) => v >= 0 && v <= 1),
    shedRetryAfterSeconds: numberOf(env, 'SHED_RETRY_AFTER_SECONDS', 5, (value) => count(value) && value > 0),
    shedSampleIntervalMs: numberOf(env, 'SHED_SAMPLE_INTERVAL_MS', 1000, (value) => count(value) && value > 0),
  }
}

/** Whether a crypto value is the repository's development one, defaulted or written out explicitly. */
function isDevelopmentCrypto(crypto: CryptoConfig): boolean {
  return (
    crypto.usesDevelopmentDefaults ||
    crypto.registerCode === DEVELOPMENT_REGISTER_CODE ||
    crypto.legacyAesIv === DEVELOPMENT_LEGACY_AES_IV ||
    crypto.legacyAesIv.toLowerCase() === Buffer.from(DEVELOPMENT_LEGACY_AES_IV, 'utf8').toString('hex')
  )
}

/**
 * Reads the server's configuration from the environment. Production is the default mode, and in it the
 * development crypto values (register code, legacy AES IV) are refused, whether defaulted or set explicitly:
 * they are public in this repository.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const mode = modeOf(text(env, 'NODE_ENV'))
  const indexer = text(env, 'INDEXER') ?? (mode === 'test' ? 'off' : 'on')
  if (indexer !== 'on' && indexer !== 'off' && indexer !== 'only')
    throw new ConfigError('INDEXER must be on, off or only')
  // The indexer alone answers no request: it registers no user and sends no SMS.
  const serves = indexer !== 'only'
  const crypto = readCryptoConfig(env)
  if (serves && mode === 'production' && isDevelopmentCrypto(crypto)) {
    throw new ConfigError(
      "refusing to start in production with the development register code or AES IV: set VITE_REGISTER_CODE and VITE_LEGACY_AES_IV to the deployment's own values (or NODE_ENV=development)",
    )
  }
  const dataDirText = text(env, 'DATA_DIR') ?? '.data/server'
  const port = Number(text(env, 'PORT') ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError('PORT must be a port number')
  const smsSender = text(env, 'SMS_SENDER') ?? (mode === 'production' && serves ? 'http' : 'outbox')
  if (smsSender !== 'outbox' && smsSender !== 'http') throw new ConfigError('SMS_SENDER must be outbox or http')
  if (smsSender === 'http' && !text(env, 'SMS_PROVIDER_URL'))
    throw new ConfigError('SMS_PROVIDER_URL is required when SMS_SENDER=http (production sends reset codes by SMS)')
  if (serves && mode === 'production' && smsSender === 'outbox')
    throw new ConfigError('the SMS outbox is a development sender: set SMS_SENDER=http in production')
  return {
    mode,
    host: text(env, 'HOST') ?? '127.0.0.1',
    port,
    dataDir: dataDirText === 'memory://' ? dataDirText : path.resolve(cwd, dataDirText),
    inMemoryDatabase: dataDirText === 'memory://',
    databaseUrl: text(env, 'DATABASE_URL') ?? null,
    crypto,
    payloadPrivateKey: text(env, 'PAYLOAD_PRIVATE_KEY') ?? null,
    trustProxy: trustProxyOf(text(env, 'TRUST_PROXY')),
    staticDir: text(env, 'STATIC_DIR') ? path.resolve(cwd, text(env, 'STATIC_DIR') as string) : null,
    sessionTtlMs: Number(text(env, 'SESSION_TTL_HOURS') ?? 8) * 60 * 60 * 1000,
    logLevel: text(env, 'LOG_LEVEL') ?? (mode === 'test' ? 'silent' : 'info'),
    chain: {
      rpc: text(env, 'CHAIN_RPC') ?? 'http://127.0.0.1:8888',
      chainId: text(env, 'CHAIN_ID') ?? '8a34ec7df1b8cd06ff4a8abbaa7cc50300823350cadc59ab296cb00d104d2b8f',
      contractAccount: text(env, 'CONTRACT_ACCOUNT') ?? 'ddccontract',
      chainType: text(env, 'CHAIN_TYPE') ?? 'Antelope 开发链',
    },
    smsSender,
    rateLimitScale: Math.max(1, Number(text(env, 'RATE_LIMIT_SCALE') ?? 1) || 1),
    smsProviderUrl: text(env, 'SMS_PROVIDER_URL') ?? null,
    indexer,
    ops: opsOf(env, mode),
  }
}
