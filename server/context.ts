import type { Kysely } from 'kysely'
import type { ServerConfig } from './config'
import type { DatabaseKind } from './db/database'
import type { Database } from './db/schema'
import type { PayloadKey } from './auth/payload-key'
import type { SmsSender } from './auth/sms-sender'
import type { AfterAnswer } from './http/after-answer'
import type { Metrics } from './ops/metrics'

/** What every route and plugin shares: configuration, the database and the server's keys. */
export interface ServerContext {
  readonly config: ServerConfig
  readonly db: Kysely<Database>
  readonly databaseKind: DatabaseKind
  readonly payloadKey: PayloadKey
  readonly sms: SmsSender
  /** Work started after the answer (an SMS), so the answer's time does not depend on it. */
  readonly afterAnswer: AfterAnswer
  /** Prometheus counters the routes add to (`ops/metrics.ts`). */
  readonly metrics: Metrics
  /** Multiplies every rate limit (1 in production; tests that are not about limits raise it). */
  readonly rateLimitScale: number
  /** Tests only: learns each captcha's answer (the image is made for eyes, not for test code). */
  readonly onCaptcha?: (captchaId: string, code: string) => void
}
