import type { Locale } from './locale'

/**
 * One feature's sections of the catalogue (e.g. `billing`), kept in the feature's folder so they load with
 * its route's chunk instead of on every route. zh-CN comes with the definition; en-US is fetched when wanted.
 */
export interface FeatureCatalogue<Sections extends object> {
  readonly zhCN: Sections
  readonly loadEnUS: () => Promise<Sections>
}

type AnyFeatureCatalogue = FeatureCatalogue<object>

// Every catalogue whose feature has loaded: a locale switch fetches all of them before screens change language.
const defined = new Set<AnyFeatureCatalogue>()
const enUSLoaded = new Map<AnyFeatureCatalogue, object>()
const enUSLoading = new Map<AnyFeatureCatalogue, Promise<object>>()

/** Declares a feature's sections; `loadEnUS` must give the same keys (its type says so). */
export function defineFeatureCatalogue<Sections extends object>(
  zhCN: Sections,
  loadEnUS: () => Promise<NoInfer<Sections>>,
): FeatureCatalogue<Sections> {
  const catalogue: FeatureCatalogue<Sections> = { zhCN, loadEnUS }
  defined.add(catalogue)
  return catalogue
}

/** The catalogue's sections in `locale` if already there (zh-CN always is), else undefined. */
export function loadedSections<Sections extends object>(
  catalogue: FeatureCatalogue<Sections>,
  locale: Locale,
): Sections | undefined {
  if (locale === 'zh-CN') return catalogue.zhCN
  // The map holds what this catalogue's own loadEnUS returned.
  return enUSLoaded.get(catalogue) as Sections | undefined
}

/** Fetches the catalogue's sections in `locale` (once). */
export function loadSections<Sections extends object>(
  catalogue: FeatureCatalogue<Sections>,
  locale: Locale,
): Promise<Sections> {
  const known = loadedSections(catalogue, locale)
  if (known) return Promise.resolve(known)
  let loading = enUSLoading.get(catalogue) as Promise<Sections> | undefined
  if (!loading) {
    loading = catalogue.loadEnUS().then(
      (sections) => {
        enUSLoaded.set(catalogue, sections)
        return sections
      },
      (error: unknown) => {
        // A chunk that failed to download must not break the screen: its sections stay in zh-CN this session.
        console.warn('English messages did not load; showing Chinese', error)
        enUSLoaded.set(catalogue, catalogue.zhCN)
        return catalogue.zhCN
      },
    )
    enUSLoading.set(catalogue, loading)
  }
  return loading
}

/** A promise as React's `use()` reads it: one already settled carries its value, so `use()` needs no wait. */
type ReadablePromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T }

function settled<T>(value: T): ReadablePromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })
}

// One promise per catalogue and locale, so a screen reading it renders the same way each time.
const readable = new Map<Locale, WeakMap<AnyFeatureCatalogue, ReadablePromise<object>>>()

/**
 * The catalogue's sections in `locale` as one stable promise, for `use()`: a screen calls `use()` on every
 * render, loaded or not (React reports a `use()` that suspended once and was skipped on the next render).
 */
export function sectionsFor<Sections extends object>(
  catalogue: FeatureCatalogue<Sections>,
  locale: Locale,
): Promise<Sections> {
  let byCatalogue = readable.get(locale)
  if (!byCatalogue) readable.set(locale, (byCatalogue = new WeakMap()))
  const known = byCatalogue.get(catalogue)
  const loaded = loadedSections(catalogue, locale)
  // A pending promise read before the sections arrived is replaced by a settled one once they have.
  if (known && (known.status === 'fulfilled' || loaded === undefined)) return known as Promise<Sections>
  const promise: ReadablePromise<object> = loaded ? settled(loaded) : loadSections(catalogue, locale)
  byCatalogue.set(catalogue, promise)
  return promise as Promise<Sections>
}

/** Fetches `locale` for every feature loaded so far (a locale switch, the app's start, a story's loader). */
export async function loadDefinedSections(locale: Locale): Promise<void> {
  await Promise.all([...defined].map((catalogue) => loadSections(catalogue, locale)))
}
