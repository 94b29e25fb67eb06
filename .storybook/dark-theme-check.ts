import axe from 'axe-core'
import type { StoryContext } from '@storybook/react-vite'
import { darkTheme } from '../src/design-system'
import { setThemeOverride } from './theme-override'

/** darkTheme.colors.bg as the browser reports a computed colour. */
const darkBackground = (() => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(darkTheme.colors.bg.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
})()

interface A11yParameter {
  test?: 'off' | 'todo' | 'error'
  disable?: boolean
  config?: axe.Spec
  options?: axe.RunOptions
}

/**
 * The rules whose outcome depends on colours. The switch to dark changes colours only (the same tree, no
 * remount), and the a11y addon has just run every rule on it in the light theme: running only these in dark
 * took 16 s instead of 42 s over two screens' 36 stories.
 */
const colourRules = ['color-contrast', 'link-in-text-block']

function colourRulesToRun(a11y: A11yParameter): string[] {
  const off = new Set((a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id))
  const runOptions = a11y.options?.rules ?? {}
  return colourRules.filter((id) => !off.has(id) && runOptions[id]?.enabled !== false)
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * In the test run (Vitest), the final state of each story of the screens, features and machines is checked with
 * axe once more in the dark theme: the same tree, switched to dark after its play function, with the story's
 * own a11y settings. Replaying every page story in a second, dark project cost a sixth of the whole Vitest run;
 * the play functions do not depend on the theme, the colours do.
 */
export async function checkStoryInDarkTheme({ title, parameters, globals }: StoryContext): Promise<void> {
  if (import.meta.env.VITEST_STORYBOOK === undefined) return
  // The design system's own stories have their dark-theme check in dark-theme-a11y.browser.test.tsx.
  if (globals.theme === 'dark' || title.startsWith('Design System/')) return
  const a11y = (parameters.a11y ?? {}) as A11yParameter
  if (a11y.disable === true || a11y.test === 'off' || a11y.test === 'todo') return
  setThemeOverride('dark')
  try {
    await nextFrame()
    await nextFrame()
    const background = getComputedStyle(document.body).backgroundColor
    if (background !== darkBackground) throw new Error(`Expected the dark theme, the page is ${background}`)
    const rules = colourRulesToRun(a11y)
    if (rules.length === 0) return
    axe.reset()
    // As the a11y addon runs axe: its default rules off ('region'), then the story's own configuration.
    axe.configure({ ...a11y.config, rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] })
    const results = await axe.run(
      { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
      { ...a11y.options, runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] },
    )
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    if (violations.length > 0) throw new Error(`axe violations in the dark theme:\n${violations.join('\n')}`)
  } finally {
    setThemeOverride(null)
    await nextFrame()
  }
}
