import { describe, expect, it } from 'vitest'
import { createChosenNameField, hasInvisibleCharacter, mixesScripts, nameKey } from './names'

describe('chosen names', () => {
  it('fold case, width and Latin look-alikes into one key', () => {
    const key = nameKey('pr_operator')
    for (const lookAlike of ['PR_OPERATOR', 'Pr_Operator', 'ｐｒ＿ｏｐｅｒａｔｏｒ', 'рr_ореrаtоr'])
      expect({ lookAlike, key: nameKey(lookAlike) }).toEqual({ lookAlike, key })
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'))
    expect(nameKey('张三')).not.toBe(nameKey('李四'))
  })

  it('refuse invisible and direction characters, and scripts not written together', () => {
    for (const name of ['a\u200Bb', 'a\u202Eb', 'a\u2066b', 'a\tb', 'a\nb', 'a\u00ADb', 'a\uFEFFb', 'a\u3164b', 'a  b'])
      expect({ name, invisible: hasInvisibleCharacter(name) }).toEqual({ name, invisible: true })
    for (const name of ['pr_оperator', 'Ωmega', 'abcдеф'])
      expect({ name, mixed: mixesScripts(name) }).toEqual({ name, mixed: true })
    for (const name of ['星河NFT', 'テスト_user', '홍길동abc', 'оператор', 'plain name'])
      expect({ name, refused: mixesScripts(name) || hasInvisibleCharacter(name) }).toEqual({ name, refused: false })
  })

  it('store the NFKC form, trimmed', () => {
    expect(createChosenNameField().parse('  ｄｅｍｏ①  ')).toBe('demo1')
  })
})
