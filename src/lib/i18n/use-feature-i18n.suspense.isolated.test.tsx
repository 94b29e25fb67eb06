/**
 * A full page load in English: the page's chunk defines its feature's messages as it loads (a lazy route), so
 * the screen suspends for their English sections. React logs a conditional `use()` or a hook-order change once
 * per page, so this file holds that one case: a screen rendered the way the router renders a lazy page.
 */
import { lazy, Suspense } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { enUS } from './en-US'
import { defineFeatureCatalogue } from './feature-catalogues'
import { I18nProvider, registerCatalogue } from './I18nProvider'
import { useFeatureI18n } from './use-feature-i18n'

registerCatalogue('en-US', enUS)

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const actEnvironmentBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT
let root: Root | null = null
afterEach(() => {
  root?.unmount()
  root = null
  vi.restoreAllMocks()
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore
})

it('suspends for a feature’s English sections without a React error', async () => {
  const errors = vi.spyOn(console, 'error')
  // Arrives after the first render, like a fetched chunk.
  const page = defineFeatureCatalogue({ page: { heading: '页面' } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { page: { heading: 'Page' } }
  })
  function Page() {
    const { messages } = useFeatureI18n(page)
    return <h1>{messages.page.heading}</h1>
  }
  const LazyPage = lazy(() => Promise.resolve({ default: Page }))
  // Rendered outside act, as in a browser: React replays the suspended screen when its data arrives.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  root.render(
    <I18nProvider locale="en-US">
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>
    </I18nProvider>,
  )
  expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument()
  await waitFor(() => expect(errors).not.toHaveBeenCalled())
  expect(errors).not.toHaveBeenCalled()
})
