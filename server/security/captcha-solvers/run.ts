import { deflateSync } from 'node:zlib'
import { drawCaptcha, encodePng, pngDataUrl, PLAIN_STYLE } from '@/lib/captcha-image'
import { randomCode, renderCaptcha } from '../../auth/captcha'
import { solveFitted } from './fitted-solver'
import type { OcrSolver } from './ocr-solver'

export interface Tally {
  readonly tried: number
  readonly solved: number
  /** Characters read right in their place, of all characters. */
  readonly characters: number
}

/** `count` captchas as the server renders them, or in the plain control style (upright, apart, no noise). */
export function captchas(count: number, plain = false): { code: string; image: string }[] {
  return Array.from({ length: count }, () => {
    const code = randomCode()
    const image = plain
      ? pngDataUrl(encodePng(drawCaptcha(code, Math.random, PLAIN_STYLE), (data) => deflateSync(data)))
      : renderCaptcha(code)
    return { code, image }
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

export function runFitted(samples: { code: string; image: string }[]): Tally {
  return tally(samples.map(({ code, image }) => ({ code, answer: solveFitted(image, code.length) })))
}

export async function runOcr(ocr: OcrSolver, samples: { code: string; image: string }[]): Promise<Tally> {
  const results: { code: string; answer: string }[] = []
  for (const { code, image } of samples) results.push({ code, answer: await ocr.solve(image) })
  return tally(results)
}
