/**
 * Holds the decrypted chain key after the passphrase check (docs/key-in-browser.md).
 *
 * - In memory: the account and its private key, for the chain operations of this page.
 * - Across a reload of the tab: session storage keeps only `accountChainInfo` = the key sealed with
 *   AES-GCM (account name as additional data) under a non-extractable wrapping key in IndexedDB, found by
 *   the random `key_id` next to the ciphertext. Neither store alone gives the key; no store holds it in clear.
 * - Locking (idle, logout, account switch, "lock now") drops the memory copy, the ciphertext and the
 *   wrapping key; the next operation finds no key and asks for the passphrase.
 *
 * Where IndexedDB or WebCrypto is missing, the key is kept in memory only (a reload asks again).
 */
import { looksLikePrivateKey } from '@/lib/crypto/private-key-shape'
import {
  base64UrlToBytes,
  bytesToBase64Url,
  bytesToUtf8,
  concatBytes,
  randomBytes,
  utf8ToBytes,
} from '@/lib/crypto/encoding'
import {
  readAccountChainInfo,
  removeSessionItem,
  subscribeSession,
  writeAccountChainInfo,
  type SessionStore,
} from '@/lib/session'
import { canKeepWrappingKeys, indexedDbWrappingKeys, type WrappingKeyStore } from './wrapping-keys'
import { DEFAULT_CHAIN_KEY_IDLE_MS } from './idle-limit'

export { DEFAULT_CHAIN_KEY_IDLE_MS }

/** What a chain operation signs with. */
export interface ChainKeySigner {
  account: string
  privateKey: string
}

export type ChainKeyState = { status: 'locked' } | { status: 'unlocked'; account: string }

/** How often activity pushes the wrapping key's expiry forward (IndexedDB is not written on every keystroke). */
const EXTEND_EVERY_MS = 60 * 1000
const IV_BYTES = 12

export interface ChainKeyHolderOptions {
  /** Session storage (the browser's by default). */
  session?: SessionStore
  /** Where wrapping keys live; null keeps the key in memory only. IndexedDB when available by default. */
  wrappingKeys?: WrappingKeyStore | null
  /** The idle limit, also the wrapping key's lifetime without activity. */
  idleMs?: number
  now?: () => number
}

export interface ChainKeyHolder {
  /** Holds the verified key now; resolves once its sealed copy is stored (or could not be). */
  keep(account: string, privateKey: string): Promise<void>
  /** The unlocked key of `account` (restored from the sealed copy after a reload), else null. */
  unlocked(account: string): Promise<ChainKeySigner | null>
  /**
   * Forgets the key everywhere: memory, sealed copy, wrapping key; also the wrapping key `keyId` of a sealed
   * copy already taken out of session storage.
   */
  lock(keyId?: string): Promise<void>
  /** User input or an operation happened: the wrapping key stays valid for another idle period. */
  noteActivity(): void
  /** Called on every `noteActivity` (the idle lock restarts its count). */
  onActivity(listener: () => void): () => void
  state(): ChainKeyState
  subscribe(listener: () => void): () => void
  dispose(): void
}

const additionalData = (account: string) => utf8ToBytes(`chain-key:${account}`)

export function createChainKeyHolder(options: ChainKeyHolderOptions = {}): ChainKeyHolder {
  const session = options.session
  const wrappingKeys =
    options.wrappingKeys === undefined ? (canKeepWrappingKeys() ? indexedDbWrappingKeys() : null) : options.wrappingKeys
  const idleMs = options.idleMs ?? DEFAULT_CHAIN_KEY_IDLE_MS
  const now = options.now ?? Date.now

  let memory: ChainKeySigner | null = null
  /** The wrapping key of the sealed copy this holder wrote or restored. */
  let sealedId: string | null = null
  /** Bumped by every keep and lock, so a slower seal or restore never outlives a later lock. */
  let generation = 0
  let lastExtended = 0
  /** The expiry updates in flight, in order: a restore waits for them before it reads the expiry. */
  let extending: Promise<void> = Promise.resolve()
  let snapshot: ChainKeyState = { status: 'locked' }
  const listeners = new Set<() => void>()
  const activityListeners = new Set<() => void>()

  function currentState(): ChainKeyState {
    const stored = readAccountChainInfo(session)
    const account = memory?.account ?? (stored.status === 'ok' ? stored.value.account : null)
    if (account === null) return snapshot.status === 'locked' ? snapshot : (snapshot = { status: 'locked' })
    if (snapshot.status === 'unlocked' && snapshot.account === account) return snapshot
    return (snapshot = { status: 'unlocked', account })
  }

  function emit(): void {
    for (const listener of [...listeners]) listener()
  }

  async function lock(keyId?: string): Promise<void> {
    generation += 1
    const stored = readAccountChainInfo(session)
    const ids = new Set([sealedId, stored.status === 'ok' ? stored.value.key_id : null, keyId ?? null])
    memory = null
    sealedId = null
    if (stored.status !== 'missing') removeSessionItem('accountChainInfo', session)
    emit()
    await Promise.all(
      [...ids].map((id) => (id && wrappingKeys ? wrappingKeys.remove(id).catch(() => undefined) : undefined)),
    )
  }

  async function seal(account: string, privateKey: string, keys: WrappingKeyStore, sealing: number): Promise<void> {
    await keys.sweep(now()).catch(() => undefined)
    const id = bytesToBase64Url(randomBytes(16))
    const key = await keys.create(id, now() + idleMs)
    const iv = randomBytes(IV_BYTES)
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(account) },
      key,
      utf8ToBytes(privateKey),
    )
    if (sealing !== generation) {
      await keys.remove(id)
      return
    }
    writeAccountChainInfo(
      { account, key_id: id, sealed: bytesToBase64Url(concatBytes(iv, new Uint8Array(ciphertext))) },
      session,
    )
    sealedId = id
    lastExtended = now()
  }

  async function keep(account: string, privateKey: string): Promise<void> {
    generation += 1
    const sealing = generation
    const stored = readAccountChainInfo(session)
    const previous = sealedId ?? (stored.status === 'ok' ? stored.value.key_id : null)
    memory = { account, privateKey }
    sealedId = null
    // The previous sealed copy goes at once: its wrapping key is deleted next.
    if (stored.status !== 'missing') removeSessionItem('accountChainInfo', session)
    emit()
    if (!wrappingKeys) return
    if (previous) await wrappingKeys.remove(previous).catch(() => undefined)
    // A failed seal leaves the key in memory only: this page works, a reload asks for the passphrase.
    await seal(account, privateKey, wrappingKeys, sealing).catch(() => undefined)
  }

  async function restore(account: string): Promise<ChainKeySigner | null> {
    const stored = readAccountChainInfo(session)
    if (stored.status === 'missing') return null
    if (stored.status === 'corrupted' || !wrappingKeys) {
      await lock()
      return null
    }
    if (stored.value.account !== account) return null
    const restoring = generation
    try {
      await extending
      const key = await wrappingKeys.read(stored.value.key_id, now())
      const sealed = base64UrlToBytes(stored.value.sealed)
      if (!key || !sealed || sealed.length <= IV_BYTES) throw new Error('sealed key unusable')
      const plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES), additionalData: additionalData(account) },
        key,
        sealed.slice(IV_BYTES),
      )
      const privateKey = bytesToUtf8(new Uint8Array(plaintext))
      if (!looksLikePrivateKey(privateKey)) throw new Error('sealed key unusable')
      if (restoring !== generation) return null
      memory = { account, privateKey }
      sealedId = stored.value.key_id
      emit()
      return memory
    } catch {
      // Expired (idle while the tab was away), deleted by another tab, or tampered with: locked.
      if (restoring === generation) await lock()
      return null
    }
  }

  function noteActivity(): void {
    for (const listener of [...activityListeners]) listener()
    const at = now()
    if (!wrappingKeys || at - lastExtended < EXTEND_EVERY_MS) return
    // After a reload the sealed copy is not opened until an operation needs it; activity still counts.
    const stored = sealedId === null ? readAccountChainInfo(session) : null
    const id = sealedId ?? (stored?.status === 'ok' ? stored.value.key_id : null)
    if (id === null) return
    lastExtended = at
    const keys = wrappingKeys
    extending = extending.then(() => keys.extend(id, at + idleMs, at)).catch(() => undefined)
  }

  // Whatever removes the sealed copy (logout and session expiry clear all of session storage) locks too.
  const unsubscribeSession = subscribeSession(() => {
    if (sealedId !== null && readAccountChainInfo(session).status !== 'ok') void lock()
    else if (listeners.size > 0) emit()
  })

  return {
    keep,
    async unlocked(account) {
      noteActivity()
      if (memory) return memory.account === account ? memory : null
      return restore(account)
    },
    lock,
    noteActivity,
    state: currentState,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    onActivity(listener) {
      activityListeners.add(listener)
      return () => {
        activityListeners.delete(listener)
      }
    },
    dispose: unsubscribeSession,
  }
}
