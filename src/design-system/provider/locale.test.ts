import { describe, expect, it } from 'vitest'
import { designSystemStrings } from './locale'

/** Every string by its key; one made by a function is filled with a slot. */
function texts(value: object): [string, string][] {
  return Object.entries(value).map(([key, text]) => [
    key,
    typeof text === 'function' ? String((text as (slot: string) => unknown)('{0}')) : String(text),
  ])
}

describe('design-system strings', () => {
  // A full-width comma or colon after an English word reads as a typo: English uses the ASCII marks.
  it('writes English with ASCII punctuation, never full-width ，。：；！？（）', () => {
    const english = texts(designSystemStrings['en-US'])
    expect(english.length).toBeGreaterThan(20)
    expect(english.filter(([, text]) => /[，。：；！？（）、【】「」]/.test(text))).toEqual([])
    expect(Object.keys(designSystemStrings['en-US']).sort()).toEqual(Object.keys(designSystemStrings['zh-CN']).sort())
  })
})
