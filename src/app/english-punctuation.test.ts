// English screens carry no full-width punctuation (issue 22 item 11): the English catalogues have none, and
// code that joins texts takes its punctuation from the catalogue (`messages.punctuation`), never a literal.
import { describe, expect, it } from 'vitest'
import { designSystemStrings } from '@/design-system'

// Typographic quotes and apostrophes (’) are English punctuation too; these are the full-width ones.
const FULL_WIDTH = /[，。：；！？（）、「」【】《》]/

const englishCatalogues = import.meta.glob<Record<string, unknown>>('/src/**/en-US.ts', { eager: true })

function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* stringsOf(inner, `${path}.${key}`)
}

// Files that hold Chinese text on purpose: the zh-CN catalogues and the Chinese halves of shared message maps.
const CHINESE_TEXT_FILES = [
  /zh-CN\.ts$/,
  /\/design-system\/provider\/locale\.ts$/,
  /\/api\/(messages|envelope|input-messages)\.ts$/,
  /\.guidance\.ts$/,
]
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const codeLine = (line: string) => !/^\s*(\/\/|\*|\/\*)/.test(line)

describe('English has no hard-coded full-width punctuation', () => {
  it('in the English catalogues', () => {
    const found = Object.entries(englishCatalogues).flatMap(([file, module]) =>
      [...stringsOf(module, file), ...stringsOf(designSystemStrings['en-US'], 'design-system')].filter(([, text]) =>
        FULL_WIDTH.test(text),
      ),
    )
    expect(Object.keys(englishCatalogues).length).toBeGreaterThan(5)
    expect(found).toEqual([])
  })

  it('in code that joins texts', () => {
    const found = Object.entries(sources)
      .filter(([file]) => !CHINESE_TEXT_FILES.some((pattern) => pattern.test(file)))
      .flatMap(([file, source]) =>
        source
          .split('\n')
          .map((line, index) => `${file}:${index + 1}: ${line.trim()}`)
          .filter((line, index) => codeLine(source.split('\n')[index] ?? '') && FULL_WIDTH.test(line)),
      )
    expect(found).toEqual([])
  })
})
