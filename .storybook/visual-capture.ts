import type { StoryContext } from '@storybook/react-vite'
import { setLocaleOverride, setThemeOverride } from './theme-override'

/** One screenshot to compare with its baseline: the element, and the baseline's name within the story file. */
export interface StoryScreen {
  target: HTMLElement
  name: string
  /** Parts painted over in one colour: they change on every run (a countdown, a progress bar). */
  mask: HTMLElement[]
}

/**
 * How the test run compares a screenshot (src/test/setup-storybook.ts registers it, with Vitest's
 * `toMatchScreenshot`); Storybook itself registers none and takes no screenshot. `extraScreens` says whether
 * this story is its screen's one for the dark theme and English (the first story of its file).
 */
export interface ScreenComparer {
  compare(screen: StoryScreen): Promise<void>
  extraScreens(): boolean
}

let comparer: ScreenComparer | null = null

export function registerScreenComparer(next: ScreenComparer | null): void {
  comparer = next
}

export interface VisualParameter {
  /** The story changes on every run (a live clock, a measured time): no screenshot. */
  disable?: boolean
  /** CSS selectors of the parts that change on every run, painted over in the screenshot. */
  mask?: string[]
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * What a reviewer looks at: an open dialog (it lives outside the story's root, in a portal), or else the story's
 * root, cropped to it rather than the whole viewport.
 */
function screenOf(canvasElement: HTMLElement): HTMLElement {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (dialog) => dialog.getClientRects().length > 0,
  )
  return dialogs.at(-1) ?? canvasElement
}

async function settle(check: () => boolean): Promise<void> {
  for (let frame = 0; frame < 600 && !check(); frame += 1) await nextFrame()
  await nextFrame()
  await nextFrame()
}

/**
 * In the test run, every page story's final state (after its play) is compared with its baseline in the light
 * theme and the story's language; the first story of each screen's file also in the dark theme and in English,
 * switched in place as the theme and language switches do, so the story is rendered once.
 */
export async function captureStoryScreens({ id, title, parameters, globals, canvasElement }: StoryContext) {
  if (comparer === null || !title.startsWith('Pages/')) return
  const visual = (parameters.visual ?? {}) as VisualParameter
  if (visual.disable === true) return
  const name = id.split('--').at(-1) ?? id
  const screen = (suffix: string): StoryScreen => ({
    target: screenOf(canvasElement),
    name: name + suffix,
    mask: (visual.mask ?? []).flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]),
  })
  await comparer.compare(screen(''))
  if (!comparer.extraScreens()) return
  if (globals.theme !== 'dark') {
    setThemeOverride('dark')
    try {
      await settle(() => getComputedStyle(document.documentElement).colorScheme === 'dark')
      await comparer.compare(screen('_dark'))
    } finally {
      setThemeOverride(null)
    }
  }
  if (globals.locale !== 'en-US') {
    setLocaleOverride('en-US')
    try {
      await settle(
        () => document.documentElement.lang === 'en-US' && document.body.querySelector('[aria-busy="true"]') === null,
      )
      await comparer.compare(screen('_en-US'))
    } finally {
      setLocaleOverride(null)
    }
  }
  await nextFrame()
}
