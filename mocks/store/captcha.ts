import { getStore, storeRandom } from './store'

/** Captchas live 5 minutes and are good for one check, right or wrong. */
const CAPTCHA_TTL_MS = 5 * 60 * 1000
const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const COLOURS = ['#1f4e8c', '#8c1f3d', '#2e7d32', '#6a1b9a', '#b35900']

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function renderSvg(code: string): string {
  const random = storeRandom()
  const glyphs = [...code]
    .map((character, index) => {
      const x = 14 + index * 26
      const y = 28 + random.int(-4, 4)
      const angle = random.int(-25, 25)
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${random.pick(COLOURS)}" font-size="24" font-family="monospace" font-weight="bold">${escapeXml(character)}</text>`
    })
    .join('')
  const noise = Array.from(
    { length: 4 },
    () =>
      `<line x1="${random.int(0, 120)}" y1="${random.int(0, 40)}" x2="${random.int(0, 120)}" y2="${random.int(0, 40)}" stroke="${random.pick(COLOURS)}" stroke-opacity="0.5"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f3f5f8"/>${noise}${glyphs}</svg>`
}

export function createCaptcha(now = Date.now()): { captcha_id: string; image: string } {
  const random = storeRandom()
  const code = random.chars(CAPTCHA_ALPHABET, 4)
  const captcha_id = random.hex(24)
  const captchas = getStore().captchas
  for (const [id, entry] of captchas) if (entry.expires_at < now) captchas.delete(id)
  captchas.set(captcha_id, { code, expires_at: now + CAPTCHA_TTL_MS })
  return { captcha_id, image: renderSvg(code) }
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
