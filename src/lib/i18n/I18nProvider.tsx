import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { loadDefinedSections } from './feature-catalogues'
import type { Locale } from './locale'
import { zhCN, type Messages } from './zh-CN'

// zh-CN, the product's language, is in the first download; another catalogue is fetched when chosen, so
// nobody downloads both.
const loadedCatalogues = new Map<Locale, Messages>([['zh-CN', zhCN]])

const catalogueImports: Record<Locale, () => Promise<Messages>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US').then((module) => module.enUS),
}

/**
 * Fetches a locale's core catalogue and the sections of every feature loaded so far (once each); the app awaits
 * the saved locale's before its first render, a switch before the screens change language.
 */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const [messages] = await Promise.all([
    loadedCatalogues.get(locale) ?? catalogueImports[locale](),
    loadDefinedSections(locale),
  ])
  loadedCatalogues.set(locale, messages)
  return messages
}

/** Makes a catalogue available at once (stories and tests, which show any locale from the first frame). */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  loadedCatalogues.set(locale, messages)
}

const LOCALE_STORAGE_KEY = 'locale'

/** The locale, its messages (the core catalogue, or with a feature's sections: `useFeatureI18n`) and its switch. */
export interface I18nValue<Catalogue = Messages> {
  locale: Locale
  messages: Catalogue
  setLocale: (locale: Locale) => void
}

const I18nContext = createContext<I18nValue | null>(null)

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
  const wanted = fixedLocale ?? chosen
  // A locale shows once its catalogue has arrived: the core and the sections of every feature loaded so far
  // (a feature loaded later fetches its own, useFeatureI18n). Until then the screens stay in the shown one.
  const [shown, setShown] = useState<Locale>(() => (loadedCatalogues.has(wanted) ? wanted : 'zh-CN'))
  useEffect(() => {
    let current = true
    void loadCatalogue(wanted).then(() => {
      if (current) setShown(wanted)
    })
    return () => {
      current = false
    }
  }, [wanted])
  const setLocale = useCallback((next: Locale) => {
    setChosen(next)
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, next)
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  }, [])
  // zh-CN is always there: going back to it needs no wait.
  const locale: Locale = wanted === 'zh-CN' || shown === wanted ? wanted : loadedCatalogues.has(shown) ? shown : 'zh-CN'
  const messages = loadedCatalogues.get(locale) ?? zhCN
  // The page's language follows the shown one: screen readers, hyphenation and fonts go by <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  const value = useMemo(() => ({ locale, messages, setLocale }), [locale, messages, setLocale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The current locale's messages (`t.messages.searchFailed`), the locale and its switch. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside I18nProvider')
  return value
}

/** Messages without React (machines, the HTTP client): a loaded catalogue, else zh-CN. */
export function messagesFor(locale: Locale = readSavedLocale()): Messages {
  return loadedCatalogues.get(locale) ?? zhCN
}
