import { ApiError } from '@/lib/api-client'

/** The captcha as the form shows it; `captcha_id` is '' when the server sent no captcha. */
export interface ShownCaptcha {
  captcha_id: string
  image: string
}

/** Spec §7 getCode: a failed answer's `data`, when it is text, is shown as the image markup. */
export function captchaFromFailure(error: unknown): ShownCaptcha | null {
  if (!(error instanceof ApiError)) return null
  const data = error.envelope?.data
  return typeof data === 'string' && data.trim() !== '' ? { captcha_id: '', image: data } : null
}
