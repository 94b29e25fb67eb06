/**
 * Demo and test affordance: the mock backend (mocks/store/captcha.ts) puts each captcha's answer in a text
 * chunk of its PNG, so a story or an end-to-end test of the offline demo can read it from the image the page
 * shows. The server's PNG has pixels only (server/security/captcha-raster.test.ts); stories and e2e of the
 * mock only.
 */

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,'
const KEYWORD = 'mock-captcha-answer'

/** The answer a mock captcha carries, from the `src` of the captcha <img>; '' for anything else. */
export function captchaAnswerFromImageSrc(src: string): string {
  if (!src.startsWith(PNG_DATA_URL_PREFIX)) return ''
  const bytes = Uint8Array.from(atob(src.slice(PNG_DATA_URL_PREFIX.length)), (character) => character.charCodeAt(0))
  const view = new DataView(bytes.buffer)
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (type === 'tEXt') {
      const [keyword, value] = String.fromCharCode(...bytes.subarray(at + 8, at + 8 + length)).split('\0')
      if (keyword === KEYWORD) return value ?? ''
    }
    at += 12 + length
  }
  return ''
}
