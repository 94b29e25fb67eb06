import { describe, expect, it } from 'vitest'
import { createCaptcha } from '@mocks/store/captcha'
import { peekCaptchaCode, resetStore } from '@mocks/handlers'
import { captchaAnswerFromImageSrc, captchaAnswerFromSvg } from './captcha-answer'

describe('captcha answer from the mock image', () => {
  it('reads the same characters the mock expects', () => {
    resetStore()
    const captcha = createCaptcha()
    expect(captchaAnswerFromSvg(captcha.image)).toBe(peekCaptchaCode(captcha.captcha_id))
  })

  it('reads it from the data URL the captcha image shows', () => {
    const svg = '<svg><text x="1">A</text><text x="2">&#60;</text><text>9</text></svg>'
    expect(captchaAnswerFromImageSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toBe('A<9')
  })

  it('gives nothing for anything that is not an SVG data URL', () => {
    expect(captchaAnswerFromImageSrc('https://example.invalid/captcha.png')).toBe('')
  })
})
