import { captchaEndpoints } from '@/api/endpoint-groups/system-captcha'
import { callApi } from '@/lib/api-client'
import { captchaFromFailure, type ShownCaptcha } from '../captcha-fallback'

/**
 * `GET /v1/system/getCode`. Spec §7: on failure the error's data is used as the image markup; the search
 * then cannot pass (no captcha id) and the user clicks the image for a new one. Apart from the query hook
 * (./captcha.ts) and free of React: the console's start asks for it before React has loaded.
 */
async function requestCaptcha(): Promise<ShownCaptcha> {
  try {
    return await callApi(captchaEndpoints.getCode, {})
  } catch (error) {
    const fallback = captchaFromFailure(error)
    if (fallback) return fallback
    throw error
  }
}

/** The captcha asked for while the console starts (`requestCaptchaEarly`), for the page's first fetch. */
let early: Promise<ShownCaptcha> | null = null

/**
 * Starts the visitor page's captcha request as the console starts, before React has rendered the page: on a
 * phone the image is what the page waits for last. A captcha is single-use: only the first fetch takes it.
 */
export function requestCaptchaEarly(): Promise<ShownCaptcha> {
  early ??= requestCaptcha()
  // Its failure is reported to the fetch that takes it, not as an unhandled rejection.
  early.catch(() => undefined)
  return early
}

export function fetchCaptcha(): Promise<ShownCaptcha> {
  const pending = early
  early = null
  return pending ?? requestCaptcha()
}
