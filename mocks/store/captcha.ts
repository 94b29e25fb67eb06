import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, drawCaptcha, encodePng, pngDataUrl, storedZlib } from '@/lib/captcha-image'
import { createRandom } from './random'
import { getStore, storeRandom } from './store'

/** Captchas live 5 minutes and are good for one check, right or wrong. */
const CAPTCHA_TTL_MS = 5 * 60 * 1000

/**
 * The keyword of the PNG text chunk that carries the answer in the offline demo only, so its stories and
 * end-to-end tests can read the image the page shows (src/features/collection-search/testing/captcha-answer.ts).
 * The server's captcha has no such chunk.
 */
export const MOCK_ANSWER_KEYWORD = 'mock-captcha-answer'

/**
 * The server's picture (same generator and format), uncompressed: size does not matter in the browser. Drawn
 * with its own generator seeded by the id, so the store's sequence (ids, fixtures after it) stays as it was.
 */
function renderPng(captchaId: string, code: string): string {
  const random = createRandom(Number.parseInt(captchaId.slice(0, 8), 16))
  const image = drawCaptcha(code, () => random.next())
  return pngDataUrl(encodePng(image, storedZlib, { keyword: MOCK_ANSWER_KEYWORD, value: code }))
}

export function createCaptcha(now = Date.now()): { captcha_id: string; image: string } {
  const random = storeRandom()
  const code = random.chars(CAPTCHA_ALPHABET, CAPTCHA_LENGTH)
  const captcha_id = random.hex(24)
  const captchas = getStore().captchas
  for (const [id, entry] of captchas) if (entry.expires_at < now) captchas.delete(id)
  captchas.set(captcha_id, { code, expires_at: now + CAPTCHA_TTL_MS })
  return { captcha_id, image: renderPng(captcha_id, code) }
}

/** Checks (case-insensitively) and spends the captcha. */
export function checkCaptcha(captchaId: string, code: string, now = Date.now()): boolean {
  const captchas = getStore().captchas
  const entry = captchas.get(captchaId)
  captchas.delete(captchaId)
  return entry !== undefined && entry.expires_at >= now && entry.code === code.trim().toUpperCase()
}

/** Tests and stories read the answer instead of the image. */
export function peekCaptchaCode(captchaId: string): string | null {
  return getStore().captchas.get(captchaId)?.code ?? null
}
