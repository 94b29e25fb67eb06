import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { zhCN, type Messages } from './zh-CN'

export type Locale = 'zh-CN' | 'en-US'

export const locales: readonly Locale[] = ['zh-CN', 'en-US']

// zh-CN, the product's language, is in the first download; another catalogue is fetched when chosen, so
// nobody downloads both.
const loadedCatalogues = new Map<Locale, Messages>([['zh-CN', zhCN]])

const catalogueImports: Record<Locale, () => Promise<Messages>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US').then((module) => module.enUS),
}

/** Fetches a locale's catalogue (once); the app awaits the saved locale's before its first render. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const known = loadedCatalogues.get(locale)
  if (known) return known
  const messages = await catalogueImports[locale]()
  loadedCatalogues.set(locale, messages)
  return messages
}

/** Makes a catalogue available at once (stories and tests, which show any locale from the first frame). */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  loadedCatalogues.set(locale, messages)
}

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
  const wanted = fixedLocale ?? chosen
  // Until the wanted catalogue has arrived the screens stay in zh-CN; its arrival renders again.
  const messages = loadedCatalogues.get(wanted)
  const [, setArrivals] = useState(0)
  useEffect(() => {
    if (loadedCatalogues.has(wanted)) return
    let current = true
    void loadCatalogue(wanted).then(() => {
      if (current) setArrivals((count) => count + 1)
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
  const locale: Locale = messages ? wanted : 'zh-CN'
  const value = useMemo(() => ({ locale, messages: messages ?? zhCN, setLocale }), [locale, messages, setLocale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The current locale's messages (`t.messages.searchFailed`), the locale and its switch. */
export function useI18n(): I18nContextValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside I18nProvider')
  return value
}

/** Messages without React (machines, the HTTP client): a loaded catalogue, else zh-CN. */
export function messagesFor(locale: Locale = readSavedLocale()): Messages {
  return loadedCatalogues.get(locale) ?? zhCN
}
