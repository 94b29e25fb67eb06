/**
 * Antelope account names (product-spec §5): at most 12 characters from a-z, 1-5 and '.', and a 13th
 * character only if it is one of 1-5 or a-j (the 13th character has only 4 bits in the 64-bit name).
 */
const accountNamePattern = /^[a-z1-5.]{1,12}[a-j1-5]?$/

export function isValidAccountName(name: string): boolean {
  return accountNamePattern.test(name)
}
