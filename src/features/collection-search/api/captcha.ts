import { useRequest } from './use-request'
import { fetchCaptcha } from './captcha-request'

export { fetchCaptcha, requestCaptchaEarly } from './captcha-request'

/** The current captcha; `refetch()` asks for a new one (after a click, and after every search: it is single-use). */
export function useCaptcha() {
  return useRequest(fetchCaptcha)
}
