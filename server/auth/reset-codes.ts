import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import type { ServerContext } from '../context'

/** Reset codes: 6 digits from the secure source, 10 minutes, one use, 5 wrong tries. */
export const RESET_CODE_TTL_MS = 10 * 60 * 1000
const MAX_ATTEMPTS = 5

const hash = (code: string) => createHash('sha256').update(code).digest('hex')

export async function issueResetCode(context: ServerContext, userId: string, phone: string, now = Date.now()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  // A new code replaces any earlier one.
  await context.db
    .updateTable('reset_codes')
    .set({ used_at: new Date(now) })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
  await context.db
    .insertInto('reset_codes')
    .values({ user_id: userId, code_hash: hash(code), expires_at: new Date(now + RESET_CODE_TTL_MS) })
    .execute()
  await context.sms.send({ phone, purpose: 'reset_password', body: `您的重置密码验证码为 ${code}，10分钟内有效。` })
}

/** Spends the user's live code when `code` matches it; counts a wrong try otherwise. */
export async function consumeResetCode(context: ServerContext, userId: string, code: string, now = Date.now()) {
  const live = await context.db
    .selectFrom('reset_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!live || live.attempts >= MAX_ATTEMPTS) return false
  const matches = timingSafeEqual(Buffer.from(live.code_hash, 'hex'), Buffer.from(hash(code), 'hex'))
  const spent = await context.db
    .updateTable('reset_codes')
    .set(matches ? { used_at: new Date(now) } : { attempts: sql<number>`attempts + 1` })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return matches && spent !== undefined
}
