// Replays stories in the built Storybook as a person clicking through its sidebar does: one preview frame,
// each story selected in turn over Storybook's own channel, its end read from Storybook's own events.
import type { Page } from '@playwright/test'

/** How one story ended in the built Storybook. */
export interface PlayOutcome {
  storyId: string
  /** `storyFinished`'s status: 'error' when the play threw or a reporter (a11y) failed. */
  status: 'success' | 'error' | 'warning' | 'timeout'
  /** The play's exception, failed reports (a11y violations) and a render error, in words. */
  problems: string[]
  /** What the canvas shows once the play has ended, in words; '' for an empty canvas. */
  shownText: string
  milliseconds: number
}

interface Channel {
  on(event: string, listener: (payload: never) => void): void
  off(event: string, listener: (payload: never) => void): void
  emit(event: string, payload: unknown): void
}

/** Selects the story in the open preview and resolves when Storybook reports it finished (play, a11y). */
export async function playStory(page: Page, storyId: string, timeoutMs: number): Promise<PlayOutcome> {
  return page.evaluate(
    ({ storyId, timeoutMs }) =>
      new Promise<PlayOutcome>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__
        const started = performance.now()
        const problems: string[] = []
        const described = (error: { message?: string; name?: string } | string) =>
          typeof error === 'string' ? error : `${error.name ?? 'Error'}: ${error.message ?? ''}`
        const onPlayThrew = (error: { message?: string }) => problems.push(`play: ${described(error)}`)
        const onStoryThrew = (error: { message?: string }) => problems.push(`render: ${described(error)}`)
        const onErrored = (error: { title?: string; description?: string }) =>
          problems.push(`errored: ${error.title ?? ''} ${error.description ?? ''}`)
        const onUnhandled = (errors: { message?: string }[]) =>
          problems.push(...errors.map((error) => `unhandled: ${described(error)}`))
        const listeners: [string, (payload: never) => void][] = [
          ['playFunctionThrewException', onPlayThrew],
          ['storyThrewException', onStoryThrew],
          ['storyErrored', onErrored],
          ['unhandledErrorsWhilePlaying', onUnhandled],
        ]
        const finish = (status: PlayOutcome['status']) => {
          clearTimeout(timer)
          for (const [event, listener] of listeners) channel.off(event, listener)
          channel.off('storyFinished', onFinished)
          // The canvas and whatever the story portals into the body (dialogs, toasts), as a reviewer sees them:
          // its text, else the controls and images it shows (an input, a spinner, a switch has no text).
          const text = document.body.innerText.replace(/\s+/g, ' ').trim()
          const seen = [
            ...document.body.querySelectorAll(
              'input, textarea, select, img, svg, canvas, button, [role="progressbar"], [role="switch"], [role="img"]',
            ),
          ].some((element) => {
            const box = element.getBoundingClientRect()
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'
          })
          const shownText = text !== '' ? text : seen ? '(controls without text)' : ''
          resolve({ storyId, status, problems, shownText, milliseconds: Math.round(performance.now() - started) })
        }
        const onFinished = (event: {
          storyId: string
          status: 'success' | 'error' | 'warning'
          reporters: { type: string; status: string; result?: { violations?: { id: string }[] } }[]
        }) => {
          if (event.storyId !== storyId) return
          for (const report of event.reporters)
            if (report.status === 'failed')
              problems.push(
                `${report.type}: ${(report.result?.violations ?? []).map((violation) => violation.id).join(', ')}`,
              )
          finish(event.status)
        }
        const timer = setTimeout(() => finish('timeout'), timeoutMs)
        for (const [event, listener] of listeners) channel.on(event, listener)
        channel.on('storyFinished', onFinished)
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { id?: string } } })
          .__STORYBOOK_PREVIEW__
        // The story already shown (the frame opened on it) plays again from scratch, as Storybook's remount does.
        if (preview.currentRender?.id === storyId) channel.emit('forceRemount', { storyId })
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
      }),
    { storyId, timeoutMs },
  )
}

/** Opens the preview frame on one story (`globals` as in Storybook's URL, e.g. `locale:en-US`), ready to switch. */
export async function openPreview(page: Page, origin: string, storyId: string, globals = ''): Promise<void> {
  const query = `id=${storyId}&viewMode=story${globals === '' ? '' : `&globals=${globals}`}`
  await page.goto(`${origin}/iframe.html?${query}`)
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__
      return preview?.currentRender?.phase === 'finished'
    },
    undefined,
    { timeout: 120_000 },
  )
}
