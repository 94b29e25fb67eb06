import { captchaEndpoints } from '@/api/endpoint-groups/system-captcha'
import { callApi } from '@/lib/api-client'
import { captchaFromFailure, type ShownCaptcha } from '../captcha-fallback'
import { useRequest } from './use-request'

/**
 * `GET /v1/system/getCode`. Spec §7: on failure the error's data is used as the image markup; the search
 * then cannot pass (no captcha id) and the user clicks the image for a new one. On /tourist the first call
 * takes the answer the console's entry asked for (src/lib/api-client/early-answers.ts); each later one asks
 * the server for a new captcha.
 */
export async function fetchCaptcha(): Promise<ShownCaptcha> {
  try {
    return await callApi(captchaEndpoints.getCode, {})
  } catch (error) {
    const fallback = captchaFromFailure(error)
    if (fallback) return fallback
    throw error
  }
}

/** The current captcha; `refetch()` asks for a new one (after a click, and after every search: it is single-use). */
export function useCaptcha() {
  return useRequest(fetchCaptcha)
}
