import type { ReactNode } from 'react'
import { DesignSystemProvider, Toaster, type ThemeName } from '@/design-system'
import { I18nProvider, useI18n, type Locale } from '@/lib/i18n'
import { ThemePreferenceProvider, useThemePreference } from './theme-preference'

export interface AppProvidersProps {
  /** Fixes the language (stories, tests); otherwise the saved choice. */
  locale?: Locale
  /** Fixes the theme (stories, tests); otherwise the saved choice. */
  theme?: ThemeName
  children: ReactNode
}

function DesignSystemBridge({ children }: { children: ReactNode }) {
  const { locale } = useI18n()
  const { theme } = useThemePreference()
  return (
    <DesignSystemProvider locale={locale} theme={theme}>
      {children}
      {/* Mounted once: every screen's messages (message.success/error) appear here. */}
      <Toaster />
    </DesignSystemProvider>
  )
}

/**
 * Language, theme, design system and the toaster: what every screen needs around it. The query cache
 * comes with the screens that use it (QueryFrame), so the login page stays light.
 */
export function AppProviders({ locale, theme, children }: AppProvidersProps) {
  return (
    <I18nProvider locale={locale}>
      <ThemePreferenceProvider theme={theme}>
        <DesignSystemBridge>{children}</DesignSystemBridge>
      </ThemePreferenceProvider>
    </I18nProvider>
  )
}
