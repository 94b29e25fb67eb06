import { useCallback, useRef, useState } from 'react'
import { captchaEndpoints } from '@/api/endpoint-groups/system-captcha'
import type * as z from 'zod/mini'
import type { captcha as captchaSchema } from '@/api/system'
import { callApi } from '@/lib/api-client'

type Captcha = z.infer<typeof captchaSchema>

export interface LoginCaptcha {
  /** The captcha shown now, or null (none asked yet, or it could not be fetched: click for another). */
  captcha: Captcha | null
  loading: boolean
  /** Asks for a new one: after every attempt (a captcha is single-use) and on a click on the image. */
  refresh: () => void
}

/**
 * The login captcha (`GET /v1/system/getCode`), fetched only once the server asked for one. Plain state,
 * not a query: the login page stays light and has no query client (see AppProviders).
 */
export function useLoginCaptcha(): LoginCaptcha {
  const [shown, setShown] = useState<{ captcha: Captcha | null; loading: boolean }>({ captcha: null, loading: false })
  // Only the newest request may answer: an older one arriving late would show a spent captcha.
  const latest = useRef(0)
  const refresh = useCallback(() => {
    latest.current += 1
    const request = latest.current
    setShown((current) => ({ ...current, loading: true }))
    callApi(captchaEndpoints.getCode, {}).then(
      (captcha) => {
        if (request === latest.current) setShown({ captcha, loading: false })
      },
      () => {
        if (request === latest.current) setShown({ captcha: null, loading: false })
      },
    )
  }, [])
  return { ...shown, refresh }
}
