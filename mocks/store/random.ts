/** A seeded PRNG (mulberry32) so fixtures are identical on every run: stable screenshots and tests. */
export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  hex(length: number): string
  chars(alphabet: string, length: number): string
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick(items) {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    chance: (probability) => next() < probability,
    hex: (length) => random.chars('0123456789abcdef', length),
    chars(alphabet, length) {
      let text = ''
      for (let index = 0; index < length; index += 1) text += alphabet.charAt(Math.floor(next() * alphabet.length))
      return text
    },
  }
  return random
}

/** `YYYY-MM-DD HH:mm:ss` in UTC (the API's time format). */
export function formatTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** Fixture times start here and move forward, so lists sort the same way every run. */
export const FIXTURE_EPOCH = Date.UTC(2026, 0, 5, 9, 0, 0)
