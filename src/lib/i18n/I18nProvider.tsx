import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { enUS } from './en-US'
import { zhCN, type Messages } from './zh-CN'

export type Locale = 'zh-CN' | 'en-US'

export const locales: readonly Locale[] = ['zh-CN', 'en-US']

export const catalogues: Record<Locale, Messages> = { 'zh-CN': zhCN, 'en-US': enUS }

const LOCALE_STORAGE_KEY = 'locale'

interface I18nContextValue {
  locale: Locale
  messages: Messages
  setLocale: (locale: Locale) => void
}

const I18nContext = createContext<I18nContextValue | null>(null)

function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US'
}

/** The saved locale choice, or zh-CN (the product's default language). */
export function readSavedLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY)
    return isLocale(saved) ? saved : 'zh-CN'
  } catch {
    return 'zh-CN'
  }
}

export interface I18nProviderProps {
  /** Fixes the locale (stories, tests); otherwise the saved choice or zh-CN. */
  locale?: Locale
  children: ReactNode
}

export function I18nProvider({ locale: fixedLocale, children }: I18nProviderProps) {
  const [chosen, setChosen] = useState<Locale>(() => fixedLocale ?? readSavedLocale())
  const locale = fixedLocale ?? chosen
  const setLocale = useCallback((next: Locale) => {
    setChosen(next)
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, next)
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  }, [])
  const value = useMemo(() => ({ locale, messages: catalogues[locale], setLocale }), [locale, setLocale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The current locale's messages (`t.messages.searchFailed`), the locale and its switch. */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside I18nProvider')
  return value
}

/** Messages without React (machines, the HTTP client): the catalogue of a given locale. */
export function messagesFor(locale: Locale = readSavedLocale()): Messages {
  return catalogues[locale]
}
