/**
 * Schema-checked access to the session items in sessionStorage (names and shapes in `schemas.ts`).
 *
 * Reads never throw and never trust: they return `ok` with the parsed value, `missing`, or `corrupted`
 * (unparseable JSON, failed schema, unreadable storage); the caller decides what a corrupted session means
 * (spec §4: '环境异常,请重新登录' and clear the storage). Writes validate first and strip unknown fields.
 * Errors and results never include the stored value: it may be a token or a private key.
 */
import { sessionItemSchemas, type SessionItemName, type SessionItemValues } from './schemas'

export type SessionRead<T> =
  { status: 'ok'; value: T } | { status: 'missing' } | { status: 'corrupted'; item: SessionItemName }

/** The part of the Web Storage API used here, so tests and non-browser callers can pass their own. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>

/** A write was refused: the value does not match the item's schema, or the storage rejected it. */
export class SessionWriteError extends Error {
  readonly item: SessionItemName
  constructor(item: SessionItemName, reason: 'invalid value' | 'storage unavailable') {
    super(`cannot store session item "${item}": ${reason}`)
    this.name = 'SessionWriteError'
    this.item = item
  }
}

function defaultStore(): SessionStore | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    // Accessing sessionStorage throws in sandboxed frames and with storage disabled.
    return undefined
  }
}

// The token is stored as the raw string (it is sent as-is); the other items as JSON.
const isRawString = (name: SessionItemName): boolean => name === 'token'

/** Parses a raw stored string; `null` (absent) is `missing`, anything that fails the schema `corrupted`. */
export function parseSessionItem<K extends SessionItemName>(
  name: K,
  raw: string | null,
): SessionRead<SessionItemValues[K]> {
  if (raw === null) return { status: 'missing' }
  let candidate: unknown = raw
  if (!isRawString(name)) {
    try {
      candidate = JSON.parse(raw)
    } catch {
      return { status: 'corrupted', item: name }
    }
  }
  const parsed = sessionItemSchemas[name].safeParse(candidate)
  // The schema of item K yields SessionItemValues[K]; TypeScript cannot follow the indexed access.
  return parsed.success
    ? { status: 'ok', value: parsed.data as SessionItemValues[K] }
    : { status: 'corrupted', item: name }
}

export function readSessionItem<K extends SessionItemName>(
  name: K,
  store: SessionStore | undefined = defaultStore(),
): SessionRead<SessionItemValues[K]> {
  if (!store) return { status: 'missing' }
  let raw: string | null
  try {
    raw = store.getItem(name)
  } catch {
    return { status: 'corrupted', item: name }
  }
  return parseSessionItem(name, raw)
}

type Listener = () => void
const listeners = new Set<Listener>()

/** Called after every write, removal and clear made through this module (in this tab). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function notify(): void {
  for (const listener of [...listeners]) listener()
}

export function writeSessionItem<K extends SessionItemName>(
  name: K,
  value: SessionItemValues[K],
  store: SessionStore | undefined = defaultStore(),
): void {
  const parsed = sessionItemSchemas[name].safeParse(value)
  if (!parsed.success) throw new SessionWriteError(name, 'invalid value')
  if (!store) throw new SessionWriteError(name, 'storage unavailable')
  const raw = isRawString(name) ? String(parsed.data) : JSON.stringify(parsed.data)
  try {
    store.setItem(name, raw)
  } catch {
    throw new SessionWriteError(name, 'storage unavailable')
  }
  notify()
}

export function removeSessionItem(name: SessionItemName, store: SessionStore | undefined = defaultStore()): void {
  try {
    store?.removeItem(name)
  } catch {
    // Nothing can be removed from storage that cannot be reached; there is nothing left to protect either.
  }
  notify()
}

/** Logout (spec §4): clears the whole session storage, token and decrypted key included. */
export function clearSession(store: SessionStore | undefined = defaultStore()): void {
  try {
    store?.clear()
  } catch {
    // See removeSessionItem.
  }
  notify()
}

/**
 * Removes the sealed chain key from session storage. The key holder (`@/lib/chain-keys`) watches this
 * item and locks itself (memory and wrapping key too); call its `lockChainKey()` to lock on purpose.
 */
export function clearChainKey(store: SessionStore | undefined = defaultStore()): void {
  removeSessionItem('accountChainInfo', store)
}

// Named shortcuts for the four items.
export const readToken = (store?: SessionStore) => readSessionItem('token', store)
export const readChain = (store?: SessionStore) => readSessionItem('chain', store)
export const readLoginInfo = (store?: SessionStore) => readSessionItem('loginInfo', store)
export const readAccountChainInfo = (store?: SessionStore) => readSessionItem('accountChainInfo', store)
export const writeToken = (value: SessionItemValues['token'], store?: SessionStore) =>
  writeSessionItem('token', value, store)
export const writeChain = (value: SessionItemValues['chain'], store?: SessionStore) =>
  writeSessionItem('chain', value, store)
export const writeLoginInfo = (value: SessionItemValues['loginInfo'], store?: SessionStore) =>
  writeSessionItem('loginInfo', value, store)
export const writeAccountChainInfo = (value: SessionItemValues['accountChainInfo'], store?: SessionStore) =>
  writeSessionItem('accountChainInfo', value, store)
