import { sql } from 'kysely'
import type { ServerContext } from '../context'
import { tooManyRequests } from './failure'

export interface RateLimitRule {
  /** What is counted, e.g. `login:ip`. */
  readonly name: string
  readonly limit: number
  readonly windowMs: number
}

/** One hit to count: the bucket row, its window and how many hits it may hold. */
export interface RateLimitHit {
  readonly bucket: string
  readonly windowStart: Date
  readonly allowed: number
}

export function rateLimitHit(
  context: ServerContext,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): RateLimitHit {
  return {
    bucket: `${rule.name}:${subject}`,
    windowStart: new Date(now - (now % rule.windowMs)),
    allowed: rule.limit * context.rateLimitScale,
  }
}

/**
 * The upsert that counts a hit and answers the bucket's hits so far, as a statement of its own or as the first
 * common table expression of a route's statement (one round trip for the limit and the route's work).
 */
export function countHitSql(hit: RateLimitHit) {
  return sql<{ hits: number }>`insert into rate_limits as counted (bucket, window_start, hits)
    values (${hit.bucket}, ${hit.windowStart}, 1)
    on conflict (bucket, window_start) do update set hits = counted.hits + 1
    returning hits`
}

/** Old windows are swept now and then (one call in a hundred). */
export async function sweepRateLimitsNowAndThen(context: ServerContext, now = Date.now()) {
  if (Math.random() >= 0.01) return
  await context.db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now - 24 * 60 * 60 * 1000))
    .execute()
}

/** Refuses the request when its hit went over the bucket's limit. */
export function refuseOverLimit(hit: RateLimitHit, hits: number): void {
  if (hits > hit.allowed) throw tooManyRequests()
}

/**
 * Fixed-window counters in the database, so every instance behind the load balancer counts the same hits.
 * One upsert per check; old windows are swept now and then.
 */
export async function hitRateLimit(context: ServerContext, rule: RateLimitRule, subject: string, now = Date.now()) {
  const hit = rateLimitHit(context, rule, subject, now)
  const row = (await countHitSql(hit).execute(context.db)).rows[0]
  await sweepRateLimitsNowAndThen(context, now)
  refuseOverLimit(hit, Number(row?.hits))
}

const minute = 60 * 1000

/** The limits of spec item "abuse limits": per IP on the route, per account inside the handlers. */
export const rateLimits = {
  loginByIp: { name: 'login:ip', limit: 30, windowMs: minute },
  registerByIp: { name: 'register:ip', limit: 5, windowMs: minute },
  resetByIp: { name: 'reset:ip', limit: 5, windowMs: minute },
  resetByAccount: { name: 'reset:account', limit: 5, windowMs: 60 * minute },
  captchaByIp: { name: 'captcha:ip', limit: 30, windowMs: minute },
  searchByIp: { name: 'search:ip', limit: 60, windowMs: minute },
  passphraseByIp: { name: 'passphrase:ip', limit: 30, windowMs: minute },
  passphraseByUser: { name: 'passphrase:user', limit: 10, windowMs: minute },
} as const satisfies Record<string, RateLimitRule>
