import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { ThemeName } from '@/design-system'

const THEME_STORAGE_KEY = 'theme'

interface ThemePreference {
  theme: ThemeName
  setTheme: (theme: ThemeName) => void
}

const ThemePreferenceContext = createContext<ThemePreference | null>(null)

/** The saved theme choice, else the system's dark preference, else light. */
export function readSavedTheme(): ThemeName {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_STORAGE_KEY)
    if (saved === 'light' || saved === 'dark') return saved
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}

export interface ThemePreferenceProviderProps {
  /** Fixes the theme (stories, tests); otherwise the saved choice. */
  theme?: ThemeName
  children: ReactNode
}

/** The header's theme switch: the chosen theme, kept in localStorage across visits. */
export function ThemePreferenceProvider({ theme: fixedTheme, children }: ThemePreferenceProviderProps) {
  const [chosen, setChosen] = useState<ThemeName>(() => fixedTheme ?? readSavedTheme())
  const setTheme = useCallback((next: ThemeName) => {
    setChosen(next)
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage may be unavailable (private mode): the choice then lasts for this page only.
    }
  }, [])
  const value = useMemo(() => ({ theme: fixedTheme ?? chosen, setTheme }), [fixedTheme, chosen, setTheme])
  return <ThemePreferenceContext.Provider value={value}>{children}</ThemePreferenceContext.Provider>
}

export function useThemePreference(): ThemePreference {
  const value = useContext(ThemePreferenceContext)
  if (!value) throw new Error('useThemePreference must be used inside ThemePreferenceProvider')
  return value
}
