import { sql } from 'kysely'
import type { ServerContext } from '../context'
import { tooManyRequests } from './failure'

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip`. */
  readonly name: string
  readonly limit: number
  readonly windowMs: number
}

/**
 * Fixed-window counters in the database, so every instance behind the load balancer counts the same hits.
 * One upsert per check; old windows are swept now and then.
 */
export async function hitRateLimit(context: ServerContext, rule: RateLimitRule, subject: string, now = Date.now()) {
  const windowStart = new Date(now - (now % rule.windowMs))
  const bucket = `${rule.name}:${subject}`
  const row = await context.db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  if (Math.random() < 0.01) {
    await context.db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(now - 24 * 60 * 60 * 1000))
      .execute()
  }
  if (row.hits > rule.limit * context.rateLimitScale) throw tooManyRequests()
}

const minute = 60 * 1000

/** The limits of spec item "abuse limits": per IP on the route, per account inside the handlers. */
export const rateLimits = {
  loginByIp: { name: 'login:ip', limit: 30, windowMs: minute },
  loginByAccount: { name: 'login:account', limit: 10, windowMs: 15 * minute },
  registerByIp: { name: 'register:ip', limit: 5, windowMs: minute },
  resetByIp: { name: 'reset:ip', limit: 5, windowMs: minute },
  resetByAccount: { name: 'reset:account', limit: 5, windowMs: 60 * minute },
  captchaByIp: { name: 'captcha:ip', limit: 30, windowMs: minute },
  searchByIp: { name: 'search:ip', limit: 60, windowMs: minute },
  passphraseByIp: { name: 'passphrase:ip', limit: 30, windowMs: minute },
  passphraseByUser: { name: 'passphrase:user', limit: 10, windowMs: minute },
} as const satisfies Record<string, RateLimitRule>
