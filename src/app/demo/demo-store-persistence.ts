import type { Store } from '@mocks/store/types'

/**
 * The offline demo keeps its mock backend's data in localStorage, so a reload (session restore, the
 * account switch, a registered user logging in) behaves as against a real server. localStorage, not
 * sessionStorage: logging out clears the whole session storage. Demo builds only.
 */
export const DEMO_STORE_KEY = 'ddc-demo-backend'

type Tagged = { __map: [unknown, unknown][] }

function isTaggedMap(value: unknown): value is Tagged {
  return typeof value === 'object' && value !== null && Array.isArray((value as Partial<Tagged>).__map)
}

function replacer(_key: string, value: unknown): unknown {
  return value instanceof Map ? { __map: [...value.entries()] } : value
}

function reviver(_key: string, value: unknown): unknown {
  return isTaggedMap(value) ? new Map(value.__map) : value
}

export function saveDemoStore(store: Store, storage: Storage = globalThis.localStorage): void {
  try {
    storage.setItem(DEMO_STORE_KEY, JSON.stringify(store, replacer))
  } catch {
    // Storage full or disabled: the demo then forgets its changes at the next reload, nothing worse.
  }
}

/** Puts the saved data into the store; unreadable data is dropped and the seeded fixtures stay. */
export function restoreDemoStore(store: Store, storage: Storage = globalThis.localStorage): void {
  let raw: string | null
  try {
    raw = storage.getItem(DEMO_STORE_KEY)
  } catch {
    return
  }
  if (raw === null) return
  try {
    const saved = JSON.parse(raw, reviver) as Partial<Store>
    if (typeof saved !== 'object' || saved === null || !Array.isArray(saved.users)) throw new Error('not a demo store')
    Object.assign(store, saved)
  } catch {
    storage.removeItem(DEMO_STORE_KEY)
  }
}
