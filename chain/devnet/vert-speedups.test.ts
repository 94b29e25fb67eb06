import { Name, UInt64 } from '@greymass/eosio'
import { describe, expect, it } from 'vitest'
import { installVertSpeedups } from './vert-speedups.ts'

describe('VeRT and greymass speed-ups', () => {
  it('memoised Name.toString gives what the bit-by-bit conversion gives, for edge and random values', () => {
    const texts = ['eosio', 'ddccontract', 'a', '', 'zzzzzzzzzzzzj', '111111111111j', 'eosio.msig', 'a.b.c', '.....a']
    const random = Array.from({ length: 500 }, () => UInt64.random().toString())
    const expected = [
      ...texts.map((text) => Name.from(text).toString()),
      ...random.map((value) => Name.from(UInt64.from(value)).toString()),
    ]
    installVertSpeedups()
    for (let round = 0; round < 2; round += 1) {
      const actual = [
        ...texts.map((text) => Name.from(text).toString()),
        ...random.map((value) => Name.from(UInt64.from(value)).toString()),
      ]
      expect(actual).toEqual(expected)
    }
  })
})
