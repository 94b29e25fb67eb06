/**
 * The message catalogue of a story's locale, for play functions: they find elements by role and by the
 * accessible name the screen shows, so the same play passes in zh-CN and en-US. Stories and tests only.
 */
import { expect, waitFor } from 'storybook/test'
import { loadCatalogue, type FeatureCatalogue, type Locale, type MessagesWith } from '@/lib/i18n'
import { sectionsFor } from '@/lib/i18n/feature-catalogues'

/** The locale a story runs in (its `locale` global, zh-CN when unset, as the preview's decorator reads it). */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return globals.locale === 'en-US' ? 'en-US' : 'zh-CN'
}

/** The core catalogue plus the given features' sections, in the story's locale. */
export async function storyMessages<const Catalogues extends readonly FeatureCatalogue<object>[]>(
  globals: Record<string, unknown>,
  ...catalogues: Catalogues
): Promise<MessagesWith<Catalogues>> {
  const locale = storyLocale(globals)
  const sections = await Promise.all(catalogues.map((catalogue) => sectionsFor(catalogue, locale)))
  const core = await loadCatalogue(locale)
  // The merge has exactly the core keys plus every catalogue's sections (as useFeatureI18n builds it).
  return Object.assign({}, core, ...sections) as MessagesWith<Catalogues>
}

/** Fills a catalogue template's `{name}` slots, as the screens do. */
export { fillTemplate } from '@/lib/i18n/fill-template'

/** CJK characters and full-width punctuation: text written in Chinese. */
export const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/

/**
 * The screen's own words are English once it has loaded: its headings, buttons, column headers, labels and
 * links to other screens carry no Chinese character (data such as a business name may be Chinese).
 */
export async function expectEnglishScreen(canvasElement: HTMLElement): Promise<void> {
  const document = canvasElement.ownerDocument
  const chrome = () => [
    ...document.body.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, button, th, label, [role="heading"], [role="columnheader"], [role="tab"]',
    ),
  ]
  await waitFor(
    () => {
      expect(document.documentElement.lang).toBe('en-US')
      expect(chrome().length).toBeGreaterThan(0)
      expect(document.body.querySelector('[aria-busy="true"]')).toBeNull()
    },
    { timeout: 15_000 },
  )
  const chinese = chrome()
    .map((element) => (element.getAttribute('aria-label') ?? '') + ' ' + element.innerText)
    .filter((text) => CHINESE.test(text))
  await expect(chinese).toEqual([])
}
