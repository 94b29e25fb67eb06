import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ApiClient from '@/lib/api-client'

const callApi = vi.fn()
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: (...args: unknown[]) => callApi(...args),
}))

const { fetchCaptcha, requestCaptchaEarly } = await import('./captcha')

beforeEach(() => {
  callApi.mockReset()
  let served = 0
  callApi.mockImplementation(async () => {
    served += 1
    return { captcha_id: `captcha-${served}`, image: '<svg/>' }
  })
})

describe('the captcha asked for while the console starts', () => {
  it('is the one the page shows first, and a refresh asks for a new one', async () => {
    requestCaptchaEarly()
    expect(callApi).toHaveBeenCalledTimes(1)
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-2' })
    expect(callApi).toHaveBeenCalledTimes(2)
  })

  it('is asked for once however often the start asks', async () => {
    requestCaptchaEarly()
    requestCaptchaEarly()
    await expect(fetchCaptcha()).resolves.toMatchObject({ captcha_id: 'captcha-1' })
    expect(callApi).toHaveBeenCalledTimes(1)
  })

  it('hands its failure to the page, not to the console as an unhandled rejection', async () => {
    callApi.mockRejectedValueOnce(new Error('offline'))
    requestCaptchaEarly()
    await expect(fetchCaptcha()).rejects.toThrow('offline')
  })
})
