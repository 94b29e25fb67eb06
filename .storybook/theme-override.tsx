import { useSyncExternalStore, type ReactNode } from 'react'
import { DesignSystemProvider, type ThemeName } from '../src/design-system'
import { I18nProvider, type Locale } from '../src/lib/i18n'

/**
 * A theme or language that replaces the toolbar's for a moment, without remounting the story: the test run
 * switches a page story to the dark theme once its play function is done, so that the state the play left is
 * checked in both themes (dark-theme-check.ts), and photographs one story per screen in dark and in English
 * (visual-capture.ts) as a user who switches language sees it.
 */
let themeOverride: ThemeName | null = null
let localeOverride: Locale | null = null
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

export function setThemeOverride(theme: ThemeName | null): void {
  themeOverride = theme
  notify()
}

export function setLocaleOverride(locale: Locale | null): void {
  localeOverride = locale
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The language and the design system's provider with the toolbar's choices, or the overrides while set. */
export function StoryThemeProvider({
  theme,
  locale,
  children,
}: {
  theme: ThemeName
  locale: Locale
  children: ReactNode
}) {
  const currentTheme = useSyncExternalStore(subscribe, () => themeOverride) ?? theme
  const currentLocale = useSyncExternalStore(subscribe, () => localeOverride) ?? locale
  return (
    <I18nProvider locale={currentLocale}>
      <DesignSystemProvider theme={currentTheme} locale={currentLocale}>
        {children}
      </DesignSystemProvider>
    </I18nProvider>
  )
}
