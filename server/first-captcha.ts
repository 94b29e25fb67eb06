import type { FastifyRequest } from 'fastify'
import { issueCaptcha } from './auth/captcha'
import type { ServerContext } from './context'
import { ApiFailure } from './http/failure'
import { hitRateLimit, rateLimits } from './http/rate-limit'

/**
 * The prerendered pages whose document carries the page's first captcha: on a phone the visitor page's captcha
 * is its largest paint, and drawn into the HTML it paints with the page instead of a round trip later.
 */
export const FIRST_CAPTCHA_PAGES: ReadonlySet<string> = new Set(['/tourist'])

export interface FirstCaptcha {
  readonly captcha_id: string
  readonly image: string
}

/** The design system's captcha frame (CaptchaImage, `data-captcha`) with its busy content; buttons do not nest. */
const FRAME = /(<button\b[^>]*\sdata-captcha=""[^>]*>)[\s\S]*?<\/button>/
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/
const CAPTCHA_ID = /^[A-Za-z0-9_-]+$/

/** A page with a captcha frame: the page with this captcha in it (as it is for null). */
export type WithFirstCaptcha = (captcha: FirstCaptcha | null) => string

/**
 * The page, split once around its captcha frame, as a function that draws a captcha into it: the frame no
 * longer busy, holding the image and (in `data-captcha-id`, read by src/app/early-captcha.ts) its id. Only the
 * id and the image leave the server, never the answer; both are checked to be what an attribute may hold.
 * Null when the page has no frame; a missing or unexpected captcha leaves the page as it is (busy frame).
 */
export function firstCaptchaTemplate(html: string): WithFirstCaptcha | null {
  const frame = FRAME.exec(html)
  if (!frame?.[1]) return null
  const before = html.slice(0, frame.index)
  const after = html.slice(frame.index + frame[0].length)
  const shownFrame = frame[1].replace(/\saria-busy="true"/, '')
  return (captcha) =>
    captcha && PNG_DATA_URL.test(captcha.image) && CAPTCHA_ID.test(captcha.captcha_id)
      ? `${before}${shownFrame}<img src="${captcha.image}" alt="" draggable="false" data-captcha-id="${captcha.captcha_id}"></button>${after}`
      : html
}

/**
 * A captcha for the document, made and counted exactly as a `GET /v1/system/getCode` from the same address
 * (`captchaByIp`): the page then asks for none until the visitor wants a new one. Over the limit, or when the
 * database fails, null: the page goes out without one and asks getCode itself, which answers the failure.
 */
export async function issueFirstCaptcha(context: ServerContext, request: FastifyRequest): Promise<FirstCaptcha | null> {
  try {
    await hitRateLimit(context, rateLimits.captchaByIp, request.ip)
    return await issueCaptcha(context)
  } catch (error) {
    if (!(error instanceof ApiFailure)) request.log.warn({ err: error }, 'first captcha not drawn into the page')
    return null
  }
}
