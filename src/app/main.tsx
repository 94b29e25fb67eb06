import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { loadCatalogue, readSavedLocale } from '@/lib/i18n'
import { App } from './App'
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
  // The saved language's catalogue before the first frame (zh-CN is built in; English is fetched).
  await loadCatalogue(readSavedLocale())
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const root = createRoot(container)
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  if (!takeOverPrerenderedShell(container)) {
    root.render(app)
    return
  }
  // The page is already on screen as the prerendered snapshot: let it paint first, then render in a
  // transition, which React splits into short slices, so a phone stays responsive while it happens.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  startTransition(() => root.render(app))
}

void start()
