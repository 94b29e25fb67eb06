import { useQuery } from '@tanstack/react-query'
import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'
import { captchaFromFailure, type ShownCaptcha } from '../captcha-fallback'

/**
 * `GET /v1/system/getCode`. Spec §7: on failure the error's data is used as the image markup; the search
 * then cannot pass (no captcha id) and the user clicks the image for a new one.
 */
export async function fetchCaptcha(): Promise<ShownCaptcha> {
  try {
    return await callApi(endpoints.getCode, {})
  } catch (error) {
    const fallback = captchaFromFailure(error)
    if (fallback) return fallback
    throw error
  }
}

export const captchaKey = ['collection-search', 'captcha'] as const

/** The current captcha; `refetch()` asks for a new one (after a click, and after every search: it is single-use). */
export function useCaptcha() {
  return useQuery({ queryKey: captchaKey, queryFn: fetchCaptcha })
}
