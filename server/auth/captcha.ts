import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { ServerContext } from '../context'
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-glyphs'

/** Captchas live 2 minutes and are good for one check, right or wrong. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000
const CODE_LENGTH = 4
const WIDTH = 120
const HEIGHT = 40
const COLOURS = ['#1f4e8c', '#8c1f3d', '#2e7d32', '#6a1b9a', '#b35900']

/** A uniform float from the secure source, in [min, max). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min)
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length)] as T
}

const fixed = (value: number) => value.toFixed(1)

/** One glyph: its strokes scaled, rotated, moved and jittered point by point, as one path. */
function glyphPath(character: string, index: number): string {
  const strokes = GLYPHS[character] ?? []
  const scale = between(1.6, 2.1)
  const angle = (between(-25, 25) * Math.PI) / 180
  const originX = 12 + index * 26 + between(-2, 2)
  const originY = 6 + between(-2, 3)
  const place = ([x, y]: readonly [number, number]) => {
    const jitteredX = (x - 5) * scale + between(-1, 1)
    const jitteredY = (y - 7) * scale + between(-1, 1)
    return [
      originX + 5 * scale + jitteredX * Math.cos(angle) - jitteredY * Math.sin(angle),
      originY + 7 * scale + jitteredX * Math.sin(angle) + jitteredY * Math.cos(angle),
    ] as const
  }
  const d = strokes
    .map((stroke) =>
      stroke
        .map((point, at) => {
          const [x, y] = place(point)
          return `${at === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`
        })
        .join(''),
    )
    .join('')
  return `<path d="${d}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${fixed(between(2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`
}

/** Curves across the image, in the glyphs' colours and widths, so segmenting the strokes is not trivial. */
function noisePath(): string {
  const point = () => `${fixed(between(0, WIDTH))} ${fixed(between(0, HEIGHT))}`
  return `<path d="M${point()}C${point()} ${point()} ${point()}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${fixed(between(1, 2.5))}" stroke-opacity="${fixed(between(0.4, 0.9))}"/>`
}

export function renderCaptcha(code: string): string {
  const glyphs = [...code].map(glyphPath)
  const noise = Array.from({ length: 6 }, noisePath)
  // Noise and glyphs interleaved: document order tells nothing about which path is a character.
  const shapes = [...glyphs, ...noise].sort(() => randomInt(0, 3) - 1)
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${fixed(between(0, WIDTH))}" cy="${fixed(between(0, HEIGHT))}" r="${fixed(between(0.5, 1.5))}" fill="${pick(COLOURS)}"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="captcha"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f5f8"/>${dots}${shapes.join('')}</svg>`
}

export function codeHash(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex')
}

export function randomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('')
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

/** Checks (case-insensitively) and spends the captcha: deleted whatever the answer. */
export async function checkCaptcha(context: ServerContext, captchaId: string, code: string, now = Date.now()) {
  const row = await context.db
    .deleteFrom('captchas')
    .where('captcha_id', '=', captchaId)
    .returning(['code_hash', 'expires_at'])
    .executeTakeFirst()
  return row !== undefined && new Date(row.expires_at).getTime() >= now && row.code_hash === codeHash(code)
}
