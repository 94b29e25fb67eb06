/**
 * The tabs' wrapping keys: non-extractable AES-GCM keys kept in IndexedDB, one per tab session, under a
 * random id. IndexedDB stores a CryptoKey by structured clone and keeps it non-extractable, so no script
 * can read the key's bytes: it can only ask this origin's WebCrypto to decrypt with it.
 *
 * IndexedDB is shared by the origin's tabs and outlives them, so each record carries `expiresAt` (last
 * activity + idle limit): a record past it belongs to a tab that is closed or idle-locked, is refused, and
 * is deleted by the next sweep (every key holder sweeps when it starts).
 */

const DATABASE = 'console-chain-key'
const STORE = 'wrapping-keys'

interface WrappingKeyRecord {
  key: CryptoKey
  expiresAt: number
}

export interface WrappingKeyStore {
  create(id: string, expiresAt: number): Promise<CryptoKey>
  /** The key, or null when it is missing or expired (an expired one is deleted). */
  read(id: string, now: number): Promise<CryptoKey | null>
  /** Pushes the expiry of a key that has not expired yet (an expired one stays expired). */
  extend(id: string, expiresAt: number, now: number): Promise<void>
  remove(id: string): Promise<void>
  sweep(now: number): Promise<void>
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new Error('IndexedDB request failed'))
  })
}

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = globalThis.indexedDB.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(new Error('IndexedDB unavailable'))
    request.onblocked = () => reject(new Error('IndexedDB blocked'))
  })
}

function isRecord(value: unknown): value is WrappingKeyRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    'key' in value &&
    value.key instanceof CryptoKey &&
    'expiresAt' in value &&
    typeof value.expiresAt === 'number'
  )
}

/** The store in this origin's IndexedDB (`databaseName` lets tests keep their own). */
export function indexedDbWrappingKeys(databaseName: string = DATABASE): WrappingKeyStore {
  let opened: Promise<IDBDatabase> | null = null
  const database = () => (opened ??= openDatabase(databaseName))

  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await database()
    const transaction = db.transaction(STORE, mode)
    const result = requestResult(work(transaction.objectStore(STORE)))
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(new Error('IndexedDB transaction failed'))
      transaction.onabort = () => reject(new Error('IndexedDB transaction aborted'))
    })
    return result
  }

  const store: WrappingKeyStore = {
    async create(id, expiresAt) {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
      await run('readwrite', (objects) => objects.put({ key, expiresAt } satisfies WrappingKeyRecord, id))
      return key
    },
    async read(id, now) {
      const record: unknown = await run('readonly', (objects) => objects.get(id))
      if (!isRecord(record)) return null
      if (record.expiresAt > now) return record.key
      await store.remove(id)
      return null
    },
    async extend(id, expiresAt, now) {
      const record: unknown = await run('readonly', (objects) => objects.get(id))
      if (isRecord(record) && record.expiresAt > now)
        await run('readwrite', (objects) => objects.put({ key: record.key, expiresAt }, id))
    },
    async remove(id) {
      await run('readwrite', (objects) => objects.delete(id))
    },
    async sweep(now) {
      const ids = await run('readonly', (objects) => objects.getAllKeys())
      for (const id of ids) {
        const record: unknown = await run('readonly', (objects) => objects.get(id))
        if (!isRecord(record) || record.expiresAt <= now) await run('readwrite', (objects) => objects.delete(id))
      }
    },
  }
  return store
}

/** Whether this environment can keep a wrapping key at all (jsdom and old browsers cannot). */
export function canKeepWrappingKeys(): boolean {
  return typeof globalThis.indexedDB !== 'undefined' && typeof globalThis.crypto?.subtle !== 'undefined'
}
