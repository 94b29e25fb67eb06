/**
 * A play function's UI text in the story's locale, looked up by its Chinese wording: `t('查询')` is the text of
 * the catalogue entry whose zh-CN value is '查询', in the story's locale. A play keeps the spec's Chinese words
 * readable and passes in zh-CN and en-US alike. A text that is in no catalogue, or that names entries whose
 * English differs (within the closest catalogue: the story's features, then the shared sections, then the core),
 * fails the play in either locale, so the Chinese test run already catches it; such an entry is then named by its
 * key, `t('multisig.exec')`. Stories only.
 */
import { loadCatalogue, zhCN, type FeatureCatalogue, type Locale } from '@/lib/i18n'
import { sectionsFor } from '@/lib/i18n/feature-catalogues'
import { fillTemplate } from '@/lib/i18n/fill-template'
import { accountsCatalogue } from '@/lib/i18n/shared/accounts'
import { homeCatalogue } from '@/lib/i18n/shared/home'
import { personalCenterCatalogue } from '@/lib/i18n/shared/personal-center'
import { statisticsCatalogue } from '@/lib/i18n/shared/statistics'
import { designSystemStrings } from '@/design-system/provider'
import { CHINESE, storyLocale } from './story-messages'

type Flat = Map<string, string>

/** Every string of a catalogue by its dotted path; a design-system string made by a function becomes a template. */
function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into.set(prefix, value)
  else if (typeof value === 'function') into.set(prefix, String((value as (slot: string) => unknown)('{0}')))
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix === '' ? key : `${prefix}.${key}`, into)
  return into
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The template's text as a pattern: each `{name}` slot matches any text. */
function templatePattern(template: string): { pattern: RegExp; slots: string[] } {
  const slots: string[] = []
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part)
      if (!slot) return escape(part)
      slots.push(slot[1] ?? '')
      return '(.+?)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`), slots }
}

/**
 * The entries whose Chinese is `text`, each with its text in the other locale: exact entries first, else the
 * templates it fills (a template of slots alone matches anything and is left out), each slot's text through
 * `slot` (a catalogue's word in a slot, '创建' in '创建（mint）', is translated too).
 */
function translations(text: string, zh: Flat, target: Flat, slot: (text: string) => string): Map<string, string> {
  const exact = new Map<string, string>()
  const filled = new Map<string, string>()
  for (const [path, value] of zh) {
    const other = target.get(path)
    if (other === undefined) continue
    if (value === text) exact.set(path, other)
    else if (/\{\w+\}/.test(value) && value.replace(/\{\w+\}/g, '').trim() !== '') {
      const { pattern, slots } = templatePattern(value)
      const match = pattern.exec(text)
      if (match)
        filled.set(
          path,
          fillTemplate(other, Object.fromEntries(slots.map((name, i) => [name, slot(match[i + 1] ?? '')]))),
        )
    }
  }
  return exact.size > 0 ? exact : filled
}

type Values = Readonly<Record<string, string | number>>

export interface StoryText {
  /**
   * The text whose zh-CN wording is `chinese`, in the story's locale (a filled template is filled alike); with
   * `values`, `chinese` is a template as the catalogue writes it, filled with them (translated texts or data).
   */
  (chinese: string, values?: Values): string
  /** The same as a pattern that matches it within a longer text (a label after its required mark). */
  re: (chinese: string) => RegExp
  /** A catalogue template as a pattern: the slots in `values` are filled, the others match any text. */
  pattern: (template: string, values?: Values) => RegExp
}

/** Sections that several features show, kept in lib: every lookup has them. */
const sharedCatalogues = [accountsCatalogue, homeCatalogue, personalCenterCatalogue, statisticsCatalogue]

/**
 * The lookup for a story: the core catalogue, the design system's strings, the shared sections and the given
 * features' own sections.
 */
export async function storyText(
  globals: Record<string, unknown>,
  ...features: readonly FeatureCatalogue<object>[]
): Promise<StoryText> {
  const locale = storyLocale(globals)
  const catalogues = [...sharedCatalogues, ...features]
  const zh = flatten(
    [zhCN, designSystemStrings['zh-CN'], ...catalogues.map((catalogue) => catalogue.zhCN)],
    '',
    new Map(),
  )
  const inLocale = async (wanted: Locale) =>
    flatten(
      [
        await loadCatalogue(wanted),
        designSystemStrings[wanted],
        ...(await Promise.all(catalogues.map((catalogue) => sectionsFor(catalogue, wanted)))),
      ],
      '',
      new Map(),
    )
  const target = await inLocale(locale)
  // A wording is checked against English in either locale: the Chinese run already fails a play that English would.
  const english = locale === 'en-US' ? target : await inLocale('en-US')
  // Where one Chinese wording has several entries, the story's own feature sections win, then the shared ones,
  // then the core catalogue, then the design system's strings.
  const featuresFrom = 2 + sharedCatalogues.length
  const rank = (path: string) => {
    const index = Number(path.split('.')[0])
    return index >= featuresFrom ? index - featuresFrom : index >= 2 ? 100 + index : 200 + index
  }
  const cache = new Map<string, string>()
  // A slot's Chinese that is a catalogue's word is that word in the story's locale; other text is data.
  const slotText = (text: string): string => {
    if (!CHINESE.test(text)) return text
    try {
      return lookUp(text)
    } catch {
      return text
    }
  }
  const lookUp = (chinese: string): string => {
    const known = cache.get(chinese)
    if (known !== undefined) return known
    // An entry named by its key (`multisig.exec`) where one wording has entries that differ in English.
    if (!CHINESE.test(chinese) && /^\w+(\.\w+)+$/.test(chinese)) {
      const path = [...target.keys()].find((candidate) => candidate.replace(/^\d+\./, '') === chinese)
      if (path === undefined) throw new Error(`story text key '${chinese}' is in no catalogue the story names`)
      return target.get(path) ?? chinese
    }
    const found = [...translations(chinese, zh, english, slotText)]
    const best = Math.min(...found.map(([path]) => rank(path)))
    const closest = found.filter(([path]) => rank(path) === best)
    if (closest.length === 0) throw new Error(`story text '${chinese}' is in no catalogue the story names`)
    if (new Set(closest.map(([, text]) => text)).size > 1)
      throw new Error(
        `story text '${chinese}' names entries that differ in English: ${closest.map(([path]) => path).join(', ')}; name one by its key`,
      )
    const path = closest[0]?.[0] ?? ''
    const text = translations(chinese, zh, target, slotText).get(path) ?? chinese
    cache.set(chinese, text)
    return text
  }
  const t = (chinese: string, values?: Values) =>
    values === undefined ? lookUp(chinese) : fillTemplate(lookUp(chinese), values)
  const pattern = (template: string, values: Values = {}) =>
    new RegExp(
      lookUp(template)
        .split(/(\{\w+\})/)
        .map((part) => {
          const slot = /^\{(\w+)\}$/.exec(part)?.[1]
          if (slot === undefined) return escape(part)
          return Object.hasOwn(values, slot) ? escape(String(values[slot])) : '.*?'
        })
        .join(''),
    )
  return Object.assign(t, { re: (chinese: string) => new RegExp(escape(lookUp(chinese))), pattern })
}
