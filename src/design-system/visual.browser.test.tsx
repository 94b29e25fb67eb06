/**
 * Visual review: every design-system story rendered in real Chromium and compared with its checked-in
 * screenshot (src/design-system/__screenshots__/). After an intended visual change, refresh the
 * baselines with `npm run test:visual:update` and review the new images in the diff.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import type { Meta } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import * as previewAnnotations from '../../.storybook/preview'

setProjectAnnotations(previewAnnotations)
// Lets React flush renders synchronously inside act(), as in any React test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type StoryModule = { default: Meta } & Record<string, unknown>

const storyModules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true })

// Stories that show motion or measure time change on every run; they are covered by their own tests.
const unstableStory = /benchmark|playground/i

let root: Root | null = null
let container: HTMLElement | null = null

beforeAll(() => {
  // Freeze animations, transitions and the caret so a screenshot is the same on every run.
  const style = document.createElement('style')
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'
  document.head.append(style)
})

// The chart's code and styles load with the first chart: loaded before any screenshot, so the first chart story
// is drawn like the others (its styles arriving mid-capture made it differ by run order). The dropdown menu's
// Radix part loads with the first open menu: on a fresh clone it arrived mid-capture, and its portal beside the
// captured root failed the screenshot.
beforeAll(async () => {
  await Promise.all([
    import('./components/TimeSeriesChart/UPlotCanvas'),
    import('./components/DropdownMenu/RadixDropdownMenu'),
  ])
})

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = null
  container = null
})

for (const [file, storyModule] of Object.entries(storyModules)) {
  if (unstableStory.test(file)) continue
  const componentName = file.split('/').at(-2) ?? file
  const stories = composeStories(storyModule) as unknown as Record<string, ComponentType>
  describe(componentName, () => {
    for (const [exportName, Story] of Object.entries(stories)) {
      if (unstableStory.test(exportName) || unstableStory.test(componentName)) continue
      test(exportName, async () => {
        container = document.createElement('div')
        container.setAttribute('data-testid', 'visual-root')
        container.style.display = 'inline-block'
        container.style.padding = '16px'
        container.style.minWidth = '320px'
        document.body.append(container)
        // Loaders (the MSW worker) are skipped: design-system stories make no requests.
        root = createRoot(container)
        act(() => root?.render(<Story />))
        // A chart draws on a canvas once its lazily loaded code arrives: the screenshot waits for it.
        if (componentName === 'TimeSeriesChart')
          await expect.poll(() => container?.querySelector('canvas') ?? null, { timeout: 10_000 }).not.toBeNull()
        // The open menu's portal mounts beside the captured root once its Radix part has rendered: captured before
        // that, the portal appeared mid-capture and made the root's selector ambiguous (CI at load 15).
        if (componentName === 'DropdownMenu' && exportName === 'Open')
          await expect.poll(() => document.querySelector('[role="menu"]'), { timeout: 10_000 }).not.toBeNull()
        await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`${componentName}-${exportName}`)
      })
    }
  })
}
