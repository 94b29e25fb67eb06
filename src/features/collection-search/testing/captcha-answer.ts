/**
 * Demo and test affordance: the mock backend (mocks/store/captcha.ts) draws each captcha character as an SVG
 * <text> glyph, so a test can read the answer back from the image the page shows, the way a person does.
 * A real server's captcha would not be readable like this; stories and e2e tests of the mock only.
 */

const DATA_URL_PREFIX = /^data:image\/svg\+xml[^,]*,/

function decodeXmlText(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

/** The characters of a mock captcha, from its SVG markup. */
export function captchaAnswerFromSvg(svg: string): string {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => decodeXmlText(match[1] ?? '')).join('')
}

/** The characters of a mock captcha, from the `src` of the captcha <img> (an SVG data URL). */
export function captchaAnswerFromImageSrc(src: string): string {
  if (!DATA_URL_PREFIX.test(src)) return ''
  return captchaAnswerFromSvg(decodeURIComponent(src.replace(DATA_URL_PREFIX, '')))
}
