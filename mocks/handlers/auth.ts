import type * as z from 'zod/mini'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { nationalMobile } from '@/api/forms'
import { createRegisterForm } from '@/api/register-form'
import { nameKey } from '@/api/names'
import { FAILED_LOGINS_BEFORE_CAPTCHA, loginPayload, registerPayload } from '@/api/system'
import { decryptPayload } from '@/lib/crypto/payload-keys'
import { readCryptoConfig } from '@/lib/crypto/config'
import { checkCaptcha } from '../store/captcha'
import { formatTime } from '../store/random'
import { hashPassword, passwordMatches } from '../store/passwords'
import { getPayloadKeyPair } from '../store/secrets'
import { nextId, nextTime, storeRandom } from '../store/store'
import { MockFailure, route } from '../http/define-route'
import { requireSession, toSessionState } from '../http/views'

/** Sessions last 8 hours. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000

/** Session tokens are unguessable (not from the seeded PRNG, which restarts with every page load). */
function sessionToken(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** Decrypts a browser payload and checks it; anything unreadable is a bad request, never a crash. */
export async function openPayload<Schema extends z.ZodMiniType>(
  ciphertext: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  let decrypted: unknown
  try {
    decrypted = await decryptPayload((await getPayloadKeyPair()).privateKey, ciphertext)
  } catch {
    throw new MockFailure(apiErrorCodes.badRequest, 'payload cannot be decrypted', 400)
  }
  const parsed = schema.safeParse(decrypted)
  if (!parsed.success)
    throw new MockFailure(apiErrorCodes.badRequest, parsed.error.issues[0]?.message ?? 'invalid payload', 400)
  return parsed.data
}

/**
 * Wrong passwords in a row per login name, registered or not, as the server counts them (`login_failures`):
 * a free attempt is counted up front; past them, an attempt without a solved captcha is refused, not counted.
 */
const failedLoginsByStore = new WeakMap<object, Map<string, number>>()
function failedLoginsOf(store: object): Map<string, number> {
  let counts = failedLoginsByStore.get(store)
  if (!counts) {
    counts = new Map()
    failedLoginsByStore.set(store, counts)
  }
  return counts
}

export const authRoutes = [
  route(endpoints.login, async ({ input, store }) => {
    const credentials = await openPayload(input.data, loginPayload)
    const failedLogins = failedLoginsOf(store)
    const failures = failedLogins.get(credentials.account) ?? 0
    const free = failures < FAILED_LOGINS_BEFORE_CAPTCHA
    if (free) failedLogins.set(credentials.account, failures + 1)
    else {
      const solved =
        credentials.captcha_id !== undefined &&
        credentials.captcha_code !== undefined &&
        checkCaptcha(credentials.captcha_id, credentials.captcha_code)
      if (!solved) throw new MockFailure(apiErrorCodes.verificationCode, apiMessages.verificationCode)
    }
    const user = store.users.find((candidate) => candidate.user_name === credentials.account)
    // Spec §7: an array instead of a token means wrong credentials.
    if (!user || !passwordMatches(credentials.password, user.password_salt, user.password_hash)) {
      if (!free) failedLogins.set(credentials.account, failures + 1)
      return []
    }
    failedLogins.delete(credentials.account)
    const token = sessionToken()
    store.sessions.set(token, { user_id: user.user_id, expires_at: Date.now() + SESSION_TTL_MS })
    return { token, user: { user_id: user.user_id, user_name: user.user_name } }
  }),

  route(endpoints.register, async ({ input, store }) => {
    const payload = await openPayload(input.data, registerPayload)
    const form = createRegisterForm().safeParse(payload)
    if (!form.success) throw new MockFailure(apiErrorCodes.badRequest, form.error.issues[0]?.message ?? 'invalid', 400)
    if (payload.code !== readCryptoConfig().registerCode)
      throw new MockFailure(apiErrorCodes.badRequest, 'register code error', 400)
    // The name itself or a look-alike (same folded key), as the server's unique index decides.
    if (store.users.some((user) => nameKey(user.user_name) === nameKey(form.data.name)))
      throw new MockFailure(apiErrorCodes.conflict, '该账户名已被注册', 200)
    const salt = storeRandom().hex(16)
    const user = {
      user_id: nextId(),
      user_name: form.data.name,
      phone: nationalMobile(form.data.phone),
      password_salt: salt,
      password_hash: hashPassword(form.data.password, salt),
      create_time: nextTime(),
      current_account_id: null,
      passphrase_check: null,
    }
    store.users.push(user)
    return { user_id: user.user_id, user_name: user.user_name }
  }),

  route(endpoints.logout, ({ session, store }) => {
    store.sessions.delete(requireSession(session).token)
    return 1 as const
  }),

  route(endpoints.getInfo, ({ session, store }) => toSessionState(store, requireSession(session).user)),

  route(endpoints.authCheckToken, ({ session, store }) => {
    const live = requireSession(session)
    const expires = store.sessions.get(live.token)?.expires_at ?? Date.now()
    return { user_id: live.user.user_id, user_name: live.user.user_name, expire_time: formatTime(new Date(expires)) }
  }),
]
