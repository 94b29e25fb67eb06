import { startEarlyGet } from '@/lib/api-client/early-answers'

/** Resolves once the browser has painted what the page changed so far. */
export const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

/** Where the console's API client asks for a captcha (its base, /api, and `captchaEndpoints.getCode`). */
export const CAPTCHA_ADDRESS = '/api/v1/system/getCode'

/**
 * The image markup of a getCode answer as the page would show it: the captcha's image, or (spec §7) a failed
 * answer's text. Only for drawing: the API client checks the same answer fully when the page takes it.
 */
function imageOf(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return ''
  const { error_code: code, err_code: oldCode, data } = answer as Record<string, unknown>
  if ((code ?? oldCode) !== 0) return typeof data === 'string' ? data : ''
  const image = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).image : undefined
  return typeof image === 'string' ? image : ''
}

/**
 * On the prerendered visitor page (/tourist) the captcha is what a phone waits for last. The server draws it
 * into the page's HTML (server/first-captcha.ts: its image in the snapshot's frame, its id in
 * `data-captcha-id`): that one is held as the answer of the page's first getCode. Where none was drawn (the
 * offline demo, the development server, over the rate limit), the entry asks for it itself, with no chunk to
 * load first, and draws it into the snapshot as soon as it arrives. Either way the API client takes the same
 * answer, through its usual checks, for the live page's first captcha (src/lib/api-client/early-answers.ts),
 * which shows it in the same place when it takes over. Resolves once it is painted, or at once when it failed
 * (the live page shows the failure).
 */
export async function showEarlyCaptcha(): Promise<void> {
  try {
    const frame = document.querySelector<HTMLElement>('#prerender [data-captcha]')
    const served = frame?.querySelector<HTMLImageElement>('img[data-captcha-id]')
    const answer = await startEarlyGet(
      CAPTCHA_ADDRESS,
      served
        ? new Response(
            JSON.stringify({ error_code: 0, data: { captcha_id: served.dataset.captchaId, image: served.src } }),
          )
        : undefined,
    )
    const markup = imageOf(await answer.json())
    if (served || !frame || markup.trim() === '') return
    const image = document.createElement('img')
    // As the design system's CaptchaImage (captchaImageSrc) draws it: a PNG data URL, or markup as an image.
    image.src = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(markup)
      ? markup
      : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    // Decorative inside the labelled (and inert) button of the snapshot, whose styles have a rule for it.
    image.alt = ''
    image.draggable = false
    await image.decode().catch(() => undefined)
    frame.replaceChildren(image)
    frame.removeAttribute('aria-busy')
    await nextPaint()
  } catch {
    // Unreachable server or unexpected answer: the live page asks again and says what went wrong.
  }
}
