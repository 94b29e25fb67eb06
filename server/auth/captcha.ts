import { createHash, randomBytes, randomInt } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, drawCaptcha, encodePng, pngDataUrl, type Random } from '@/lib/captcha-image'
import type { ServerContext } from '../context'

/** Captchas live 2 minutes and are good for one check, right or wrong. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000

/** Uniform numbers in [0, 1) from the secure source, drawn in batches: a captcha takes a few hundred. */
function secureRandom(): Random {
  let pool = randomBytes(4096)
  let at = 0
  return () => {
    if (at >= pool.length) {
      pool = randomBytes(4096)
      at = 0
    }
    const value = pool.readUInt32LE(at) / 2 ** 32
    at += 4
    return value
  }
}

/**
 * The captcha as a PNG data URL: pixels only, no vector structure or text to read. Glyphs stand apart on a
 * bent sheet whose short ripples make their strokes waver, joined by a wave of their own width and colour below
 * their middle (src/lib/captcha-image).
 */
export function renderCaptcha(code: string): string {
  return pngDataUrl(encodePng(drawCaptcha(code, secureRandom()), (data) => deflateSync(data)))
}

export function codeHash(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex')
}

export function randomCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('')
}

export async function createCaptcha(
  context: ServerContext,
  now = Date.now(),
): Promise<{ captcha_id: string; image: string; code: string }> {
  const code = randomCode()
  const captcha_id = randomBytes(18).toString('base64url')
  await context.db
    .insertInto('captchas')
    .values({ captcha_id, code_hash: codeHash(code), expires_at: new Date(now + CAPTCHA_TTL_MS) })
    .execute()
  if (randomInt(0, 50) === 0) await context.db.deleteFrom('captchas').where('expires_at', '<', new Date(now)).execute()
  return { captcha_id, image: renderCaptcha(code), code }
}

/**
 * A new captcha as `GET /v1/system/getCode` answers it (and /tourist's document carries it, server/first-captcha.ts):
 * stored for one check; the answer goes to the tests' and development hook only.
 */
export async function issueCaptcha(context: ServerContext): Promise<{ captcha_id: string; image: string }> {
  const { captcha_id, image, code } = await createCaptcha(context)
  context.onCaptcha?.(captcha_id, code)
  return { captcha_id, image }
}

/** Checks (case-insensitively) and spends the captcha: deleted whatever the answer. */
export async function checkCaptcha(context: ServerContext, captchaId: string, code: string, now = Date.now()) {
  const row = await context.db
    .deleteFrom('captchas')
    .where('captcha_id', '=', captchaId)
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst()
  const right = row !== undefined && new Date(row.expires_at).getTime() >= now && row.code_hash === codeHash(code)
  context.metrics.captchaAnswers.inc({ use: 'login', result: right ? 'right' : 'wrong' })
  return right
}
