import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { loadCatalogue, readSavedLocale } from '@/lib/i18n'
import { App } from './App'

/**
 * Renders the console into `container`. Over a prerendered snapshot the render is a transition, which React
 * splits into short slices: the snapshot is already on screen, and a phone stays responsive meanwhile.
 */
export async function startConsole(container: HTMLElement, overSnapshot: boolean): Promise<void> {
  // The saved language's catalogue before the first frame (zh-CN is built in; English is fetched).
  await loadCatalogue(readSavedLocale())
  const root = createRoot(container)
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  if (overSnapshot) startTransition(() => root.render(app))
  else root.render(app)
}
