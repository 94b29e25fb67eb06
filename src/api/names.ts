import * as z from 'zod/mini'
import { inputMessages } from './input-messages'
import type { ValidationMessages } from './messages'

/**
 * Names people choose (user names, business names): stored in Unicode NFKC, so full-width and compatibility
 * forms are the letters they look like; refused when they carry a control, format (zero-width, direction
 * override), private-use, unassigned or blank-looking character, or letters of scripts that are not written
 * together (a Cyrillic о inside a Latin name). Unique by `nameKey`: case-folded, with the Cyrillic and Greek
 * letters that look Latin folded to it, so whole-script look-alikes collide.
 */

export const USER_NAME_MAX_LENGTH = 64

const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|[\u180B-\u180F]|\u034F|[\uFE00-\uFE0F]|\p{Zs}{2}/u
/** Spaces other than U+0020 that NFKC keeps (none today, but a future Unicode may add some). */
const OTHER_SPACE = /(?! )\p{Zs}/u

export function hasInvisibleCharacter(name: string): boolean {
  return INVISIBLE.test(name) || OTHER_SPACE.test(name)
}

const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
]

/** Scripts written together (UTS #39 "highly restrictive"): Latin with the CJK scripts of one language. */
const COMPATIBLE = [
  /* @__PURE__ */ new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  /* @__PURE__ */ new Set(['Latin', 'Han', 'Bopomofo']),
  /* @__PURE__ */ new Set(['Latin', 'Han', 'Hangul']),
]

/** The scripts of a name's letters; letters of any other script count as one 'Other'. */
export function scriptsOf(name: string): Set<string> {
  const scripts = new Set<string>()
  for (const character of name) {
    if (!/\p{L}/u.test(character)) continue
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other')
  }
  return scripts
}

export function mixesScripts(name: string): boolean {
  const scripts = [...scriptsOf(name)]
  return scripts.length > 1 && !COMPATIBLE.some((allowed) => scripts.every((script) => allowed.has(script)))
}

/** Cyrillic and Greek lower-case letters that look like Latin ones (after case folding). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ҽ: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
}

/** The uniqueness key of a name: NFKC, case-folded (ß → ss), look-alike letters folded to Latin. */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').trim().toUpperCase().toLowerCase().normalize('NFKC')
  return Array.from(folded, (character) => LOOK_ALIKES[character] ?? character).join('')
}

/** How a name is stored and looked up: NFKC, trimmed. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim()
}

/** A name typed to find a user (login, password reset): normalised as names are stored. */
export const nameLookup = /* @__PURE__ */ z.string().check(z.overwrite(normaliseName), z.minLength(1))

export interface ChosenNameOptions {
  readonly messages?: Pick<ValidationMessages, keyof typeof inputMessages>
  /** The message of an empty name. */
  readonly required?: string
  readonly maxLength?: number
  /** The message of a name over `maxLength`. */
  readonly tooLong?: string
}

/** A chosen name: trimmed, NFKC, then the character and script rules, with the locale's messages. */
export function createChosenNameField(options: ChosenNameOptions = {}) {
  const messages = options.messages ?? inputMessages
  const required = options.required ?? messages.accountNameRequired
  return z.string({ error: required }).check(
    z.overwrite(normaliseName),
    z.minLength(1, { error: required, abort: true }),
    z.refine((text: string) => !hasInvisibleCharacter(text), { error: messages.nameCharacters, abort: true }),
    z.refine((text: string) => !mixesScripts(text), { error: messages.nameMixedScripts, abort: true }),
    z.maxLength(options.maxLength ?? USER_NAME_MAX_LENGTH, options.tooLong ?? messages.nameTooLong),
  )
}
