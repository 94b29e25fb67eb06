import '@/api/zod-locale'
import Fastify, { type FastifyInstance } from 'fastify'
import type { EndpointGroup } from '@/api/endpoints'
import { loadPayloadKey, type PayloadKey } from './auth/payload-key'
import { httpSender, outboxSender, type SmsSender } from './auth/sms-sender'
import type { ServerConfig } from './config'
import type { ServerContext } from './context'
import { openDatabase, type DatabaseHandle } from './db/database'
import { migrate } from './db/migrations'
import { seedChains } from './db/seed-chains'
import { AfterAnswer } from './http/after-answer'
import { registerAuthHook, registerErrorHandlers, registerRoutes } from './http/register-routes'
import type { ServerRoute } from './http/route'
import { registerSecurityHeaders } from './http/security-headers'
import { openApiDocument, referenceCss, referencePage } from './openapi'
import { registerIndexer } from './indexer/plugin'
import { registerDrain } from './ops/drain'
import { registerLoadShedding } from './ops/load-shedding'
import { collectProcessMetrics, createMetrics } from './ops/metrics'
import { listenMetrics, registerTokenMetrics } from './ops/metrics-endpoint'
import { observeDatabase, observeIndexer, registerRequestMetrics } from './ops/observe'
import { echoRequestId, requestIdOf } from './ops/request-id'
import { auditRoutes } from './routes/audit'
import { keyCustodyRoutes } from './routes/key-custody'
import { accountBindingRoutes } from './routes/account-binding'
import { authRoutes } from './routes/auth'
import { chainRoutes } from './routes/chain'
import { configRoutes } from './routes/config'
import { feeRoutes } from './routes/fee'
import { registerHealth, registerProbes } from './routes/health'
import { registerCollectibleWatch } from './routes/collectible-watch'
import { nft1155Routes, nft721Routes } from './routes/managed-collectibles'
import { multisigRoutes } from './routes/multisig'
import { nftRoutes } from './routes/nft'
import { permissionRoutes } from './routes/permission'
import { statisticsRoutes } from './routes/statistics'
import { systemRoutes } from './routes/system'
import { issueFirstCaptcha } from './first-captcha'
import { registerStatic } from './static'
import type { TrustProxy } from './trust-proxy'

/** Every registry endpoint, by group: one plugin per group. */
export const routesByGroup: Readonly<Record<EndpointGroup, readonly ServerRoute[]>> = {
  config: configRoutes,
  auth: authRoutes,
  system: [...systemRoutes, ...chainRoutes, ...accountBindingRoutes],
  permission: [...permissionRoutes, ...multisigRoutes, ...auditRoutes, ...keyCustodyRoutes],
  nft: nftRoutes,
  nft721: nft721Routes,
  nft1155: nft1155Routes,
  fee: feeRoutes,
  statistics: statisticsRoutes,
}

/** Secrets never reach a log line: request bodies are not logged, and these paths are censored anyway. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.token',
  'token',
  '*.token',
  'password',
  '*.password',
  '*.old_password',
  '*.new_password',
  'passphrase',
  '*.passphrase',
  '*.passphrase_check',
  '*.private_key',
  '*.encrypted_private_key',
  '*.data',
  '*.ciphertext',
  '*.sms_code',
  '*.code',
  'res.headers["set-cookie"]',
]

export interface AppOptions {
  readonly config: ServerConfig
  /** Tests pass an open database (a schema of their own); otherwise the config's is opened. */
  readonly database?: DatabaseHandle
  readonly payloadKey?: PayloadKey
  readonly rateLimitScale?: number
  readonly onCaptcha?: (captchaId: string, code: string) => void
  /** Tests: a sender of their own instead of the configured one. */
  readonly sms?: SmsSender
  /** Where log lines go (standard output by default); tests read them. */
  readonly logStream?: NodeJS.WritableStream
}

export interface App {
  readonly fastify: FastifyInstance
  readonly context: ServerContext
  /** `METRICS_PORT`'s `/metrics` address (null when unset). */
  readonly metricsUrl: string | null
  close(): Promise<void>
}

/** A hop count trusts the nearest hops only (what Fastify does with a number, which its types do not take). */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return trust === false ? false : [...trust]
}

/** Builds the server in layers: config → database (migrated) → keys → security + auth hooks → route groups. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        // The URL without its query string: token login links carry `?token=`.
        req: (request: { method: string; url: string; ip: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          ip: request.ip,
        }),
      },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024,
    // Ids and tokens are short; long parameters are refused before routing.
    routerOptions: { maxParamLength: 200 },
  })
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.inMemoryDatabase ? null : `${config.dataDir}/pglite`,
    }))
  const metrics = createMetrics()
  const stopObservingDatabase = observeDatabase(metrics, database)
  const applied = await migrate(database.db)
  if (applied.length > 0) fastify.log.info({ applied }, 'database migrated')
  await seedChains(database.db, config)
  const context: ServerContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    payloadKey:
      options.payloadKey ??
      (await loadPayloadKey({
        configured: config.payloadPrivateKey,
        dataDir: config.inMemoryDatabase ? null : config.dataDir,
      })),
    sms:
      options.sms ??
      (config.smsSender === 'http' && config.smsProviderUrl
        ? httpSender(config.smsProviderUrl, fastify.log)
        : outboxSender(database.db, fastify.log)),
    afterAnswer: new AfterAnswer(fastify.log),
    metrics,
    rateLimitScale: options.rateLimitScale ?? config.rateLimitScale,
    ...(options.onCaptcha ? { onCaptcha: options.onCaptcha } : {}),
  }

  const drain = registerDrain(fastify)
  echoRequestId(fastify)
  registerRequestMetrics(fastify, metrics)
  await registerLoadShedding(fastify, config.ops, metrics)
  registerSecurityHeaders(fastify, config.chain.rpc)
  registerErrorHandlers(fastify)
  registerAuthHook(fastify, context)
  for (const routes of Object.values(routesByGroup)) {
    await fastify.register(async (group) => registerRoutes(group, context, routes))
  }
  registerHealth(fastify, context)
  registerCollectibleWatch(fastify, context)
  const indexer = await registerIndexer(fastify, context)
  registerProbes(fastify, context, indexer)
  observeIndexer(metrics, indexer, database.db)
  if (config.ops.metricsToken !== null || config.ops.metricsPort !== null) collectProcessMetrics(metrics)
  if (config.ops.metricsToken !== null) registerTokenMetrics(fastify, metrics, config.ops.metricsToken)
  const document = openApiDocument()
  const page = referencePage()
  fastify.get('/api/docs/openapi.json', async () => document)
  fastify.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page))
  fastify.get('/api/docs/reference.css', async (_request, reply) => reply.type('text/css').send(referenceCss))
  if (config.staticDir)
    await registerStatic(fastify, config.staticDir, (request) => issueFirstCaptcha(context, request))
  await fastify.ready()
  const metricsListener = config.ops.metricsPort !== null ? await listenMetrics(metrics, config.ops, config.host) : null
  return {
    fastify,
    context,
    metricsUrl: metricsListener?.url ?? null,
    async close() {
      drain()
      await fastify.close()
      await context.afterAnswer.settle()
      await metricsListener?.close()
      stopObservingDatabase()
      if (!options.database) await database.close()
    },
  }
}
