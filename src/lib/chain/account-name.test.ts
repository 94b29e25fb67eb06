import { describe, expect, it } from 'vitest'
import { isValidAccountName } from './account-name'

describe('isValidAccountName', () => {
  it('accepts up to 12 characters of a-z, 1-5 and dots', () => {
    expect(isValidAccountName('alice')).toBe(true)
    expect(isValidAccountName('ddc.contract')).toBe(true)
    expect(isValidAccountName('abcdefghij12')).toBe(true)
    expect(isValidAccountName('a')).toBe(true)
  })

  it('accepts a 13th character only from 1-5 and a-j', () => {
    expect(isValidAccountName('abcdefghijkl1')).toBe(true)
    expect(isValidAccountName('abcdefghijklj')).toBe(true)
    expect(isValidAccountName('abcdefghijklk')).toBe(false)
    expect(isValidAccountName('abcdefghijklz')).toBe(false)
    expect(isValidAccountName('abcdefghijkl12')).toBe(false)
  })

  it('refuses empty names, upper case, digits 0 and 6-9 and other symbols', () => {
    expect(isValidAccountName('')).toBe(false)
    expect(isValidAccountName('Alice')).toBe(false)
    expect(isValidAccountName('alice0')).toBe(false)
    expect(isValidAccountName('alice6')).toBe(false)
    expect(isValidAccountName('al_ice')).toBe(false)
    expect(isValidAccountName('alice bob')).toBe(false)
  })
})
