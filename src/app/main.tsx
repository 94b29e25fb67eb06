import { nextPaint, showEarlyCaptcha } from './early-captcha'
import { takeOverPrerenderedShell } from './prerendered-shell'

/** The longest the console's code waits for the visitor page's captcha to be drawn into the snapshot. */
const CAPTCHA_WAIT_MS = 1000

/**
 * Over a snapshot the console's code is evaluated in steps, a task each, instead of in one task of a few
 * hundred milliseconds on a phone (a dynamic import evaluates all it brings at once): React, the design
 * system with the core catalogue, the API client, the console, then the page the snapshot shows.
 */
const evaluationSteps: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@/lib/i18n'),
  () => import('@/lib/api-client/default-client'),
]
const prerenderedPages: Record<string, (() => Promise<unknown>)[]> = {
  '/login': [() => import('@/features/auth/routes/LoginPage')],
  '/tourist': [() => import('@/features/collection-search/routes/TouristSearchPage')],
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

async function start() {
  // The offline demo answers /api from the MSW mock backend in the browser. The import is behind a
  // build-time constant, so the production build contains no MSW code at all.
  if (import.meta.env.DEMO) {
    const { startDemoBackend } = await import('./demo/start-demo-backend')
    await startDemoBackend()
  }
  // The visitor page's captcha is what a phone waits for last: drawn into the page's HTML by the server, else
  // asked for by the entry itself (no chunk to load first) once the snapshot has painted, and drawn into it when
  // it arrives. Asked for before that paint, Lighthouse's simulation counted the request in the first paint's
  // path (FCP 690 -> 1000 ms).
  const captchaShown = location.pathname === '/tourist' ? nextPaint().then(showEarlyCaptcha) : Promise.resolve()
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const overSnapshot = takeOverPrerenderedShell(container)
  if (overSnapshot) {
    // A prerendered snapshot paints before the console's code is even evaluated (this module is kept small),
    // and on the visitor page it is complete once its captcha is drawn: the console's code, which a phone
    // downloads for seconds, comes after that (one round trip later), and never more than a second later.
    await nextPaint()
    await Promise.race([captchaShown, new Promise((resolve) => setTimeout(resolve, CAPTCHA_WAIT_MS))])
  }
  if (overSnapshot)
    for (const step of evaluationSteps) {
      await step()
      await nextTask()
    }
  const { startConsole } = await import('./start-console')
  if (overSnapshot)
    for (const step of prerenderedPages[location.pathname] ?? []) {
      await nextTask()
      await step()
    }
  await startConsole(container, overSnapshot)
}

void start()
