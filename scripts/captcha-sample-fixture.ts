/**
 * Writes the design system's captcha samples (src/design-system/components/CaptchaImage/sample-captcha.ts):
 * three PNGs from the server's generator, which the design system may not import. Run after changing
 * src/lib/captcha-image: `tsx scripts/captcha-sample-fixture.ts`.
 */
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { drawCaptcha, encodePng, pngDataUrl } from '../src/lib/captcha-image'

let state = 2026
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31
  return state / 2 ** 31
}
const samples = ['XKMT3A', 'AH3REC', 'CW9UDE'].map((code) => ({
  code,
  image: pngDataUrl(encodePng(drawCaptcha(code, random), (data) => deflateSync(data, { level: 9 }))),
}))
const file = `// Written by scripts/captcha-sample-fixture.ts from the server's captcha generator: do not edit by hand.

/** Captcha PNGs (data URLs) as the server sends them, with their answers, for stories and tests. */
export const SAMPLE_CAPTCHAS: readonly { readonly code: string; readonly image: string }[] = [
${samples.map((sample) => `  {\n    code: '${sample.code}',\n    image:\n      '${sample.image}',\n  },`).join('\n')}
]
`
writeFileSync(new URL('../src/design-system/components/CaptchaImage/sample-captcha.ts', import.meta.url), file)
console.log('wrote 3 samples')
