import { deflateSync } from 'node:zlib'
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  CAPTCHA_STYLE,
  drawCaptcha,
  encodePng,
  pngDataUrl,
  PLAIN_STYLE,
  type Random,
} from '@/lib/captcha-image'
import { randomCode, renderCaptcha } from '../../auth/captcha'
import { FULL_GRID, solveFitted, type FittedGrid } from './fitted-solver'
import type { OcrSolver } from './ocr-solver'

export interface Captcha {
  readonly code: string
  /** PNG data URL. */
  readonly image: string
}

export interface Tally {
  readonly tried: number
  readonly solved: number
  /** Characters read right in their place, of all characters. */
  readonly characters: number
}

/** mulberry32: a repeatable sample for the CI test (the bench and the server use the secure source). */
function seeded(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` captchas as the server renders them, or in the plain control style (upright, apart, no noise); from
 * the secure source, or repeatably from `seed`.
 */
export function captchas(count: number, options: { plain?: boolean; seed?: number } = {}): Captcha[] {
  const random = options.seed === undefined ? null : seeded(options.seed)
  return Array.from({ length: count }, () => {
    if (!random && !options.plain) {
      const code = randomCode()
      return { code, image: renderCaptcha(code) }
    }
    const draw = random ?? Math.random
    const code = Array.from(
      { length: CAPTCHA_LENGTH },
      () => CAPTCHA_ALPHABET[Math.floor(draw() * CAPTCHA_ALPHABET.length)],
    ).join('')
    const image = drawCaptcha(code, draw, options.plain ? PLAIN_STYLE : CAPTCHA_STYLE)
    return { code, image: pngDataUrl(encodePng(image, (data) => deflateSync(data))) }
  })
}

function tally(results: { code: string; answer: string }[]): Tally {
  let [solved, characters, total] = [0, 0, 0]
  for (const { code, answer } of results) {
    if (answer === code) solved += 1
    total += code.length
    for (let at = 0; at < code.length; at += 1) if (answer[at] === code[at]) characters += 1
  }
  return { tried: results.length, solved, characters: characters / Math.max(1, total) }
}

export function runFitted(samples: readonly Captcha[], grid: FittedGrid = FULL_GRID): Tally {
  return tally(samples.map(({ code, image }) => ({ code, answer: solveFitted(image, code.length, grid) })))
}

export async function runOcr(ocr: OcrSolver, samples: readonly Captcha[]): Promise<Tally> {
  const results: { code: string; answer: string }[] = []
  for (const { code, image } of samples) results.push({ code, answer: await ocr.solve(image) })
  return tally(results)
}
