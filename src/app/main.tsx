import { takeOverPrerenderedShell } from './prerendered-shell'

async function start() {
  // The offline demo answers /api from the MSW mock backend in the browser. The import is behind a
  // build-time constant, so the production build contains no MSW code at all.
  if (import.meta.env.DEMO) {
    const { startDemoBackend } = await import('./demo/start-demo-backend')
    await startDemoBackend()
  }
  // The visitor page's captcha is what a phone waits for last: ask for it while the code below runs.
  if (location.pathname === '/tourist')
    void import('@/features/collection-search/api/captcha').then(({ requestCaptchaEarly }) => requestCaptchaEarly())
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const overSnapshot = takeOverPrerenderedShell(container)
  // A prerendered snapshot paints before the console's code is even evaluated (this module is kept small).
  if (overSnapshot) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  const { startConsole } = await import('./start-console')
  await startConsole(container, overSnapshot)
}

void start()
