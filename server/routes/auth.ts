import { randomBytes } from 'node:crypto'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { nationalMobile } from '@/api/forms'
import { createRegisterForm } from '@/api/register-form'
import { nameKey } from '@/api/names'
import { loginPayload, registerPayload } from '@/api/system'
import { checkCaptcha } from '../auth/captcha'
import {
  claimFreeAttempt,
  clearFailures,
  countFailure,
  loginNameHash,
  sweepFailuresNowAndThen,
} from '../auth/login-failures'
import { hashPassword, passwordMatches, UNUSABLE_PASSWORD_HASH } from '../auth/passwords'
import { openPayload } from '../auth/payload'
import type { ServerContext } from '../context'
import { ApiFailure, badRequest, conflict } from '../http/failure'
import { rateLimits } from '../http/rate-limit'
import { route } from '../http/route'
import { hashToken } from '../http/session'
import { formatTime } from '../http/time'
import { requireSession, sessionStateOf } from './scope'

/** A fresh token of 256 random bits for each login; only its hash is stored. */
export async function startSession(context: ServerContext, userId: string, now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  await context.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: new Date(now),
      expires_at: new Date(now + context.config.sessionTtlMs),
    })
    .execute()
  return token
}

export const authRoutes = [
  route(
    endpoints.login,
    async ({ input, context }) => {
      const credentials = await openPayload(context, input.data, loginPayload)
      const nameHash = loginNameHash(credentials.account)
      // Past the free attempts, an attempt without a solved captcha is refused before the password is read,
      // and not counted: the attacker's failures cost the attacker a captcha each, never lock the owner out.
      const free = await claimFreeAttempt(context, nameHash)
      if (!free) {
        const solved =
          credentials.captcha_id !== undefined &&
          credentials.captcha_code !== undefined &&
          (await checkCaptcha(context, credentials.captcha_id, credentials.captcha_code))
        if (!solved) {
          context.metrics.loginFailures.inc({ reason: 'captcha_required' })
          throw new ApiFailure(apiErrorCodes.verificationCode, apiMessages.verificationCode)
        }
      }
      const user = await context.db
        .selectFrom('users')
        .selectAll()
        .where('user_name', '=', credentials.account)
        .executeTakeFirst()
      // Unknown names cost one scrypt too, and are counted like known ones: same answer, same time.
      const matches = await passwordMatches(credentials.password, user?.password_hash ?? UNUSABLE_PASSWORD_HASH)
      if (!user || !matches) {
        context.metrics.loginFailures.inc({ reason: 'wrong_credentials' })
        if (!free) await countFailure(context, nameHash)
        await sweepFailuresNowAndThen(context)
        // Spec §7: an array instead of a token means wrong credentials.
        return []
      }
      await clearFailures(context, nameHash)
      const token = await startSession(context, user.user_id)
      return { token, user: { user_id: user.user_id, user_name: user.user_name } }
    },
    { ipLimits: [rateLimits.loginByIp] },
  ),

  route(
    endpoints.register,
    async ({ input, context }) => {
      const payload = await openPayload(context, input.data, registerPayload)
      const form = createRegisterForm().safeParse(payload)
      if (!form.success) throw badRequest(form.error.issues[0]?.message ?? 'invalid')
      if (payload.code !== context.config.crypto.registerCode) throw badRequest('register code error')
      const created = await context.db
        .insertInto('users')
        .values({
          user_name: form.data.name,
          name_key: nameKey(form.data.name),
          phone: nationalMobile(form.data.phone),
          password_hash: await hashPassword(form.data.password),
        })
        // The name itself or a look-alike of it (same folded key) is taken.
        .onConflict((conflictClause) => conflictClause.doNothing())
        .returning(['user_id', 'user_name'])
        .executeTakeFirst()
      if (!created) throw conflict('该账户名已被注册')
      return created
    },
    { ipLimits: [rateLimits.registerByIp] },
  ),

  route(endpoints.logout, async ({ session, context }) => {
    const live = requireSession(session)
    await context.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', live.tokenHash)
      .execute()
    return 1 as const
  }),

  route(endpoints.getInfo, ({ session, context }) => sessionStateOf(context.db, requireSession(session).user)),

  route(endpoints.authCheckToken, ({ session }) => {
    const live = requireSession(session)
    return { user_id: live.user.user_id, user_name: live.user.user_name, expire_time: formatTime(live.expiresAt) }
  }),
]
