import { buildFixtures } from './fixtures'
import { createRandom, formatTime, type Random } from './random'
import type { Store } from './types'

/**
 * The mock backend's in-memory state. Handlers read and change it; `resetStore()` puts the seeded fixtures
 * back (tests call it after each test). Building the fixtures takes a few milliseconds, so it happens on
 * first use rather than at import.
 */
let current: Store | null = null
let random: Random = createRandom(1)

export function getStore(): Store {
  if (!current) {
    current = buildFixtures()
    random = createRandom(current.sequence.id)
  }
  return current
}

export function resetStore(): void {
  current = null
}

/** Whether `store` is still the one handlers use: false once `resetStore()` has put the fixtures back. */
export function isCurrentStore(store: Store): boolean {
  return current === store
}

/** A seeded random source for new records (captchas, tx hashes): stable across runs after a reset. */
export function storeRandom(): Random {
  getStore()
  return random
}

export function nextId(): string {
  const store = getStore()
  store.sequence.id += 1
  return String(store.sequence.id)
}

/** The mock's clock: moves a few seconds per write, so new records sort after the fixtures. */
export function nextTime(): string {
  const store = getStore()
  store.sequence.clock += 7000
  return formatTime(new Date(store.sequence.clock))
}

export function nextTxHash(): string {
  return storeRandom().hex(64)
}
