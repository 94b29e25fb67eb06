import { use } from 'react'
import { sectionsFor, type FeatureCatalogue } from './feature-catalogues'
import { useI18n, type I18nValue } from './I18nProvider'
import type { Messages } from './zh-CN'

type AnyFeatureCatalogue = FeatureCatalogue<object>
type SectionsOf<Catalogue> = Catalogue extends FeatureCatalogue<infer Sections> ? Sections : never
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer All) => void
  ? All
  : never

/** The core catalogue plus the given features' sections. */
export type MessagesWith<Catalogues extends readonly AnyFeatureCatalogue[]> = Messages &
  Intersection<SectionsOf<Catalogues[number]>>

// Merged catalogues by their parts, so a screen gets the same object on every render of the same locale.
const merged = new WeakMap<object, WeakMap<object, object>>()

function mergedWith(base: object, sections: object): object {
  let byBase = merged.get(base)
  if (!byBase) merged.set(base, (byBase = new WeakMap()))
  let result = byBase.get(sections)
  if (!result) byBase.set(sections, (result = { ...base, ...sections }))
  return result
}

/**
 * `useI18n` for a feature's screens: the core catalogue plus the feature's sections, key-checked. A feature's
 * `messages` module binds it to its catalogues. A section not yet fetched for the locale (en-US, a feature
 * opened after the switch) suspends the screen until it arrives, so no screen shows two languages.
 */
export function useFeatureI18n<const Catalogues extends readonly AnyFeatureCatalogue[]>(
  ...catalogues: Catalogues
): I18nValue<MessagesWith<Catalogues>> {
  const core = useI18n()
  let messages: object = core.messages
  for (const catalogue of catalogues) {
    // `use()` on every render, loaded or not: a settled promise gives its sections without suspending.
    const sections = use(sectionsFor(catalogue, core.locale))
    messages = mergedWith(messages, sections)
  }
  // The merge has exactly the core keys plus every catalogue's sections.
  return { ...core, messages: messages as MessagesWith<Catalogues> }
}
