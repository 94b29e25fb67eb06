import { describe, expect, it } from 'vitest'
import { createCaptcha } from '@mocks/store/captcha'
import { peekCaptchaCode, resetStore } from '@mocks/handlers'
import { CAPTCHA_ALPHABET, drawCaptcha, encodePng, pngDataUrl, storedZlib } from '@/lib/captcha-image'
import { captchaAnswerFromImageSrc } from './captcha-answer'

describe('captcha answer from the mock image', () => {
  it('reads the same characters the mock expects, from the PNG data URL the captcha image shows', () => {
    resetStore()
    const captcha = createCaptcha()
    expect(captcha.image).toMatch(/^data:image\/png;base64,/)
    expect(captchaAnswerFromImageSrc(captcha.image)).toBe(peekCaptchaCode(captcha.captcha_id))
  })

  it('gives nothing for a PNG without the mock’s answer (the server’s) or anything that is not a PNG data URL', () => {
    const plain = pngDataUrl(encodePng(drawCaptcha(CAPTCHA_ALPHABET.slice(0, 5), Math.random), storedZlib))
    expect(captchaAnswerFromImageSrc(plain)).toBe('')
    expect(captchaAnswerFromImageSrc('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toBe('')
    expect(captchaAnswerFromImageSrc('https://example.invalid/captcha.png')).toBe('')
  })
})
