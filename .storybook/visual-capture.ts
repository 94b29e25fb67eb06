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

/** The box an element sticks to: its nearest ancestor that scrolls (overflow other than visible or clip). */
function scrollBoxOf(element: HTMLElement): HTMLElement | null {
  for (let box = element.parentElement; box !== null; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box)
    if ([overflowX, overflowY].some((overflow) => overflow !== 'visible' && overflow !== 'clip')) return box
  }
  return null
}

/**
 * Sticky elements inside a scroll box that sit where they would sit unstuck (a table's header in a box scrolled
 * to the top) are photographed as ordinary content, and put back after. Chromium draws a stuck header on a
 * layer of its own, and whether that layer's text lands at its layout's sub-pixel place or at whole pixels
 * depends on the order in which the box came to scroll and the header was laid out, which the machine's load
 * decides: the statistics table's header came out 155 pixels apart in one run of many (the same image as a box
 * that starts to scroll after its rows are laid out). Unstuck, the header is drawn with its rows, the same way
 * in both orders. Sticky elements of the page itself (the top bar) are left alone: the screenshot may scroll
 * the page.
 */
function unstickAtRest(root: HTMLElement): () => void {
  const putBack: (() => void)[] = []
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).position !== 'sticky') continue
    const box = scrollBoxOf(element)
    if (box === null || box === document.body || box === document.documentElement) continue
    const stuck = element.getBoundingClientRect()
    const [value, priority] = [
      element.style.getPropertyValue('position'),
      element.style.getPropertyPriority('position'),
    ]
    const restore = () => element.style.setProperty('position', value, priority)
    element.style.setProperty('position', 'relative', 'important')
    const unstuck = element.getBoundingClientRect()
    if (unstuck.x === stuck.x && unstuck.y === stuck.y) putBack.push(restore)
    else restore()
  }
  return () => {
    for (const restore of putBack) restore()
  }
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
  const active = comparer
  const compare = async (suffix: string) => {
    const target = screenOf(canvasElement)
    const putBack = unstickAtRest(target)
    try {
      await active.compare({
        target,
        name: name + suffix,
        mask: (visual.mask ?? []).flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]),
      })
    } finally {
      putBack()
    }
  }
  await compare('')
  if (!active.extraScreens()) return
  if (globals.theme !== 'dark') {
    setThemeOverride('dark')
    try {
      await settle(() => getComputedStyle(document.documentElement).colorScheme === 'dark')
      await compare('_dark')
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
      await compare('_en-US')
    } finally {
      setLocaleOverride(null)
    }
  }
  await nextFrame()
}
