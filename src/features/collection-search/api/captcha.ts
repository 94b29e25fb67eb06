import { useQuery } from '@tanstack/react-query'
import { fetchCaptcha } from './captcha-request'

export { fetchCaptcha, requestCaptchaEarly } from './captcha-request'

export const captchaKey = ['collection-search', 'captcha'] as const

/** The current captcha; `refetch()` asks for a new one (after a click, and after every search: it is single-use). */
export function useCaptcha() {
  return useQuery({ queryKey: captchaKey, queryFn: fetchCaptcha })
}
