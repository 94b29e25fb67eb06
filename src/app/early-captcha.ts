/** Resolves once the browser has painted what the page changed so far. */
export const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

/**
 * On the prerendered visitor page (/tourist) the captcha is what a phone waits for last: the snapshot shows
 * its frame busy, and the console's code takes seconds to download and run there. The captcha asked for as
 * the console starts is drawn into the snapshot as soon as it arrives; the live page shows the same one (it
 * takes that answer, src/features/collection-search/api/captcha-request.ts), in the same place, when it takes
 * over. Resolves once it is painted, or at once when it failed (the live page shows the failure).
 */
export async function showEarlyCaptcha(): Promise<void> {
  try {
    const { requestCaptchaEarly } = await import('@/features/collection-search/api/captcha-request')
    const { image: markup } = await requestCaptchaEarly()
    const frame = document.querySelector<HTMLElement>('#prerender [data-captcha]')
    if (!frame || markup.trim() === '') return
    const image = document.createElement('img')
    // As the design system's CaptchaImage (captchaImageSrc) draws it: a PNG data URL, or markup as an image.
    image.src = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(markup)
      ? markup
      : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    // Decorative inside the labelled (and inert) button of the snapshot.
    image.alt = ''
    image.draggable = false
    // The snapshot's styles have no rule for an image it did not have; CSSOM styles are allowed by the CSP.
    Object.assign(image.style, { display: 'block', width: '100%', height: '100%', objectFit: 'contain' })
    await image.decode().catch(() => undefined)
    frame.replaceChildren(image)
    frame.removeAttribute('aria-busy')
    await nextPaint()
  } catch {
    // Unreachable server or unexpected answer: the live page asks again and says what went wrong.
  }
}
