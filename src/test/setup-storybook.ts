import '@/api/zod-locale'
import { afterAll, beforeAll, beforeEach, expect, type RunnerTestCase } from 'vitest'
import { page } from 'vitest/browser'
import { startMockWorker } from '../../.storybook/mock-worker'
import { registerScreenComparer } from '../../.storybook/visual-capture'
import { endLastStoryAndItsCalls, installRequestGate, resetForStoryFile } from './story-file-reset'

// The story files share one frame (vite.config.ts: the storybook project's isolate): each starts as in a fresh
// one (story-file-reset.ts).
beforeAll(resetForStoryFile)
beforeEach(endLastStoryAndItsCalls)

// The first story of every file used to start the mock service worker (msw/browser) and load axe-core
// (the a11y check) inside its own test time: on a loaded 2-core machine that warm-up alone took the
// first stories past their limit. Both happen here once per file, under the hook's limit; the stories then
// reuse the worker (one per page: .storybook/mock-worker.ts) and the loaded axe-core.
beforeAll(async () => {
  await startMockWorker()
  installRequestGate()
  await import('axe-core')
  // A page loads the dialogs' code on its first open (design-system/internal/dialog-loader.tsx, tested there);
  // here it is in place before the first story, so a play function finds a dialog the moment it is opened.
  const { preloadDialogs } = await import('@/design-system/internal/dialog-loader')
  await preloadDialogs()
})

// Screenshots are the same on every run: no animation, transition or caret. Toasts and "copied" notes vanish
// after a timer, so whether a screenshot catches one depends on the machine's speed: the play functions check
// their text, the screenshots leave them out. Once per frame.
beforeAll(() => {
  if (document.getElementById('story-test-style') !== null) return
  const style = document.createElement('style')
  style.id = 'story-test-style'
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }' +
    ' [data-visual-capture] [data-transient] { visibility: hidden !important; }'
  document.head.append(style)
})

let currentTest: RunnerTestCase | null = null
let screenshotMs = 0
// VITE_VISUAL_TIMING=1 prints what the screenshots cost each file (the rest is the stories' own time).
afterAll(() => {
  if (import.meta.env.VITE_VISUAL_TIMING === '1' && screenshotMs > 0)
    console.warn(`visual: ${(screenshotMs / 1000).toFixed(1)} s of screenshots in this file`)
})
beforeEach(({ task }) => {
  currentTest = task
})

/** The file's first test that runs: its story is the screen's one for the dark theme and English. */
function firstTestOfFile(test: RunnerTestCase): RunnerTestCase | undefined {
  const queue = [...test.file.tasks]
  while (queue.length > 0) {
    const task = queue.shift()
    if (task === undefined) break
    if (task.type === 'suite') queue.unshift(...task.tasks)
    else if (task.mode === 'run') return task
  }
  return undefined
}

// Page stories' screenshots (.storybook/visual-capture.ts), beside the story file in __screenshots__/. The
// baselines are Chinese (English ones are the `_en-US` extra screens of the Chinese run): a run in English
// (VITE_STORY_LOCALE=en-US) checks the plays only.
if (import.meta.env.VITE_STORY_LOCALE !== 'en-US')
  registerScreenComparer({
    compare: async ({ target, name, mask }) => {
      const started = performance.now()
      document.documentElement.setAttribute('data-visual-capture', '')
      try {
        await expect.element(page.elementLocator(target)).toMatchScreenshot(name, {
          // Animations, transitions and the caret are already off (the style above): Playwright's own switches for
          // them walk the whole page on every screenshot.
          screenshotOptions: {
            mask: mask.map((element) => page.elementLocator(element)),
            animations: 'allow',
            caret: 'initial',
          },
        })
      } finally {
        document.documentElement.removeAttribute('data-visual-capture')
        screenshotMs += performance.now() - started
      }
    },
    extraScreens: () => currentTest !== null && firstTestOfFile(currentTest) === currentTest,
  })
