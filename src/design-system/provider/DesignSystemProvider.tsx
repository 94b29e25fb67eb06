import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { themes, type ThemeName } from '../themes'
import { designSystemStrings, type DesignSystemLocale, type DesignSystemStrings } from './locale'
import { GlobalStyle } from './GlobalStyle'

interface DesignSystemContextValue {
  locale: DesignSystemLocale
  strings: DesignSystemStrings
  themeName: ThemeName
}

const DesignSystemContext = createContext<DesignSystemContextValue>({
  locale: 'zh-CN',
  strings: designSystemStrings['zh-CN'],
  themeName: 'light',
})

export interface DesignSystemProviderProps {
  /** Colour theme. */
  theme?: ThemeName
  /** Language of the components' own strings (pagination, copy, empty, result pages). */
  locale?: DesignSystemLocale
  /** Whether to inject the global element styles (off when nesting providers). */
  withGlobalStyle?: boolean
  children: ReactNode
}

/** Theme, component strings and global styles for everything below it. Mount once at the root. */
export function DesignSystemProvider({
  theme = 'light',
  locale = 'zh-CN',
  withGlobalStyle = true,
  children,
}: DesignSystemProviderProps) {
  const value = useMemo(() => ({ locale, strings: designSystemStrings[locale], themeName: theme }), [locale, theme])
  return (
    <DesignSystemContext.Provider value={value}>
      <ThemeProvider theme={themes[theme]}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </DesignSystemContext.Provider>
  )
}

/** The component strings for the current locale. */
export function useDesignSystemStrings(): DesignSystemStrings {
  return useContext(DesignSystemContext).strings
}

export function useDesignSystem(): DesignSystemContextValue {
  return useContext(DesignSystemContext)
}
