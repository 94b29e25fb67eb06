import { useSyncExternalStore, type ReactNode } from 'react'
import { DesignSystemProvider, type ThemeName } from '../src/design-system'
import type { Locale } from '../src/lib/i18n'

/**
 * A theme that replaces the toolbar's for a moment, without remounting the story: the test run switches a page
 * story to the dark theme once its play function is done, so that the state the play left is checked in both
 * themes (dark-theme-check.ts).
 */
let override: ThemeName | null = null
const listeners = new Set<() => void>()

export function setThemeOverride(theme: ThemeName | null): void {
  override = theme
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The design system's provider with the toolbar's theme, or the override while one is set. */
export function StoryThemeProvider({
  theme,
  locale,
  children,
}: {
  theme: ThemeName
  locale: Locale
  children: ReactNode
}) {
  const current = useSyncExternalStore(subscribe, () => override) ?? theme
  return (
    <DesignSystemProvider theme={current} locale={locale}>
      {children}
    </DesignSystemProvider>
  )
}
