/**
 * Accessibility in the dark theme: every design-system story rendered with the dark theme and checked
 * with axe (the Storybook test run checks the default light theme).
 */
import { act } from 'react'
import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import axe from 'axe-core'
import { afterEach, describe, expect, test } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import type { Meta } from '@storybook/react-vite'
import * as previewAnnotations from '../../.storybook/preview'
import { darkTheme } from './themes'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type StoryModule = { default: Meta } & Record<string, unknown>

const storyModules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true })
// The preview's own annotations (its default export) with the dark theme as the starting global.
const darkAnnotations = { ...previewAnnotations.default, initialGlobals: { theme: 'dark', locale: 'zh-CN' } }

/** darkTheme.colors.bg as the browser reports a computed colour. */
const darkBackground = (() => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(darkTheme.colors.bg.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
})()

let root: Root | null = null
let container: HTMLElement | null = null

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = null
  container = null
})

for (const [file, storyModule] of Object.entries(storyModules)) {
  if (/benchmark/i.test(file)) continue
  const componentName = file.split('/').at(-2) ?? file
  const stories = composeStories(storyModule, darkAnnotations) as unknown as Record<string, ComponentType>
  describe(componentName, () => {
    for (const [exportName, Story] of Object.entries(stories)) {
      if (/playground/i.test(exportName)) continue
      test(`${exportName} has no axe violations in the dark theme`, async () => {
        container = document.createElement('div')
        document.body.append(container)
        root = createRoot(container)
        act(() => root?.render(<Story />))
        // Guard against a silent light render: the dark theme's global styles must be in force.
        expect(getComputedStyle(document.body).backgroundColor).toBe(darkBackground)
        // Native controls (date pickers, select lists, scroll bars) drawn dark too, not black on dark.
        expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark')
        const results = await axe.run(container, { resultTypes: ['violations'] })
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
        expect(summary).toEqual([])
      })
    }
  })
}
