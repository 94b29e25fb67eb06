import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { captchaFromFailure } from './captcha-fallback'

function failure(data: unknown) {
  return new ApiError(
    'captcha failed',
    'getCode',
    500,
    { status: 500, body: { error_code: 500, data, message: 'captcha failed' } },
    'server',
  )
}

describe('captcha on a failed getCode (spec §7)', () => {
  it("uses the error's data as the image markup, with no captcha id", () => {
    expect(captchaFromFailure(failure('<svg><text>X</text></svg>'))).toEqual({
      captcha_id: '',
      image: '<svg><text>X</text></svg>',
    })
  })

  it('gives up when the error carries no markup, or is not a server answer', () => {
    expect(captchaFromFailure(failure(null))).toBeNull()
    expect(captchaFromFailure(new Error('network'))).toBeNull()
  })
})
