import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
import type { ServerContext } from '../context'

/**
 * Wrong passwords in a row, per login name, registered or not: a name asks for a captcha after the
 * same failures whether it exists or not, so the answers tell nothing about who is registered. The count
 * is a cost to the attacker, never a lock: an attempt with a solved captcha is always checked.
 */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000

/** The name folded (NFKC, lower case) before hashing: spelling variants of one name share its count. */
export function loginNameHash(name: string): string {
  return createHash('sha256').update(name.normalize('NFKC').toLowerCase(), 'utf8').digest('hex')
}

/**
 * Takes one of the name's free attempts (those before the captcha), counting it as a failure up front so
 * parallel attempts cannot all slip under the threshold; a right password clears it. False: none left.
 */
export async function claimFreeAttempt(context: ServerContext, nameHash: string, now = new Date()): Promise<boolean> {
  const claimed = await sql<{
    failures: number
  }>`insert into login_failures as counted (name_hash, failures, last_failed_at)
    values (${nameHash}, 1, ${now})
    on conflict (name_hash) do update set failures = counted.failures + 1, last_failed_at = ${now}
      where counted.failures < ${FAILED_LOGINS_BEFORE_CAPTCHA}
    returning failures`.execute(context.db)
  return claimed.rows.length > 0
}

/** Counts a wrong password given with a solved captcha (the free attempts were counted when claimed). */
export async function countFailure(context: ServerContext, nameHash: string, now = new Date()): Promise<void> {
  await sql`insert into login_failures as counted (name_hash, failures, last_failed_at)
    values (${nameHash}, ${FAILED_LOGINS_BEFORE_CAPTCHA + 1}, ${now})
    on conflict (name_hash) do update set failures = counted.failures + 1, last_failed_at = ${now}`.execute(context.db)
}

export async function clearFailures(context: ServerContext, nameHash: string): Promise<void> {
  await context.db.deleteFrom('login_failures').where('name_hash', '=', nameHash).execute()
}

/** A name nobody tried for a day gets its free attempts back; swept now and then (one call in a hundred). */
export async function sweepFailuresNowAndThen(context: ServerContext, now = Date.now()): Promise<void> {
  if (Math.random() >= 0.01) return
  await context.db
    .deleteFrom('login_failures')
    .where('last_failed_at', '<', new Date(now - FORGOTTEN_AFTER_MS))
    .execute()
}
