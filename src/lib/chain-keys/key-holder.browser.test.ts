/**
 * The unlocked key in a real Chromium: nothing any script can read from storage gives the key, a reload
 * of the tab gets it back, and locking leaves nothing behind.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, bytesToBase64Url, bytesToHex } from '@/lib/crypto/encoding'
import { readAccountChainInfo, writeAccountChainInfo } from '@/lib/session'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { createChainKeyHolder, type ChainKeyHolder } from './key-holder'
import { indexedDbWrappingKeys } from './wrapping-keys'

const ACCOUNT = 'platform1111'
const WIF = PUBLISHED_DEV_PRIVATE_KEY
const IDLE_MS = 15 * 60 * 1000

/** The 32 secret bytes inside a WIF (base58: version byte, key, 4-byte checksum). */
function wifSecret(wif: string): Uint8Array {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of wif) value = value * 58n + BigInt(alphabet.indexOf(char))
  const hex = value.toString(16).padStart(74, '0')
  return Uint8Array.from(hex.slice(2, 66).match(/../g) ?? [], (pair) => parseInt(pair, 16))
}

const secret = wifSecret(WIF)
/** Every form of the key a careless store could hold. */
const KEY_FORMS = [
  WIF,
  bytesToHex(secret),
  bytesToHex(secret).toUpperCase(),
  bytesToBase64(secret),
  bytesToBase64Url(secret),
]

/** Everything a script of this origin can read out of a stored value, CryptoKeys included. */
async function readableText(value: unknown, seen = new Set<unknown>()): Promise<string> {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value !== 'object') return String(value)
  if (seen.has(value)) return ''
  seen.add(value)
  if (value instanceof CryptoKey) {
    // A script could only read the key's bytes by exporting it: that must be refused.
    const exported = await crypto.subtle.exportKey('raw', value).then(
      (raw) => bytesToHex(new Uint8Array(raw)),
      () => '',
    )
    return `CryptoKey(extractable=${String(value.extractable)})${exported}`
  }
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer)
    return `${bytesToHex(bytes)} ${new TextDecoder().decode(bytes)}`
  }
  const parts = await Promise.all(
    Object.entries(value).map(async ([key, inner]) => `${key}:${await readableText(inner, seen)}`),
  )
  return parts.join('\n')
}

async function indexedDbContents(): Promise<string[]> {
  const texts: string[] = []
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name ?? '')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error('open failed'))
    })
    for (const storeName of Array.from(db.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(storeName, 'readonly').objectStore(storeName).getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error('read failed'))
      })
      for (const value of values) texts.push(await readableText(value))
    }
    db.close()
  }
  return texts
}

function webStorageContents(): string[] {
  const texts: string[] = []
  for (const storage of [sessionStorage, localStorage])
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index) ?? ''
      const raw = storage.getItem(name) ?? ''
      texts.push(`${name}=${raw}`)
      // A base64 value is decoded too: a key merely encoded is still a plain key.
      for (const token of raw.match(/[A-Za-z0-9+/_-]{20,}={0,2}/g) ?? []) {
        const bytes = base64ToBytes(token.replace(/-/g, '+').replace(/_/g, '/'))
        if (bytes) texts.push(bytesToHex(bytes), new TextDecoder().decode(bytes))
      }
    }
  return texts
}

function expectNoPlainKey(texts: readonly string[]): void {
  for (const text of texts)
    for (const form of KEY_FORMS) expect(text.includes(form), 'a stored value holds the key').toBe(false)
}

async function wrappingKeyCount(): Promise<number> {
  return (await indexedDbContents()).filter((text) => text.includes('CryptoKey')).length
}

const holders: ChainKeyHolder[] = []
function holder(options: Parameters<typeof createChainKeyHolder>[0] = {}): ChainKeyHolder {
  const created = createChainKeyHolder({ idleMs: IDLE_MS, ...options })
  holders.push(created)
  return created
}

afterEach(async () => {
  for (const created of holders.splice(0)) {
    await created.lock()
    created.dispose()
  }
  sessionStorage.clear()
  localStorage.clear()
})

describe('the unlocked chain key in the browser', () => {
  it('the scan itself finds a key stored in clear, hex or base64 (so its silence means something)', () => {
    for (const form of [WIF, bytesToHex(secret), bytesToBase64(secret)]) {
      sessionStorage.setItem('careless', JSON.stringify({ private_key: form }))
      expect(() => expectNoPlainKey(webStorageContents())).toThrow()
      sessionStorage.removeItem('careless')
    }
    localStorage.setItem('careless', bytesToBase64(new TextEncoder().encode(WIF)))
    expect(() => expectNoPlainKey(webStorageContents())).toThrow()
  })

  it('after unlocking, no storage holds the key in any form; the wrapping key cannot be exported', async () => {
    const page = holder()
    await page.keep(ACCOUNT, WIF)
    expect(await page.unlocked(ACCOUNT)).toEqual({ account: ACCOUNT, privateKey: WIF })
    expect(readAccountChainInfo().status).toBe('ok')

    expectNoPlainKey(webStorageContents())
    const stored = await indexedDbContents()
    expect(stored.some((text) => text.includes('CryptoKey(extractable=false)'))).toBe(true)
    expect(stored.every((text) => !text.includes('CryptoKey(extractable=true)'))).toBe(true)
    expectNoPlainKey(stored)
  })

  it('a reload of the tab restores the key from its sealed copy', async () => {
    await holder().keep(ACCOUNT, WIF)
    // A new page load: a fresh holder with nothing in memory, the same tab's storage.
    const reloaded = holder()
    expect(reloaded.state()).toEqual({ status: 'unlocked', account: ACCOUNT })
    expect(await reloaded.unlocked(ACCOUNT)).toEqual({ account: ACCOUNT, privateKey: WIF })
    // Only for its own account.
    expect(await holder().unlocked('platform2222')).toBeNull()
  })

  it('locking drops memory, sealed copy and wrapping key; the next read finds nothing', async () => {
    const page = holder()
    await page.keep(ACCOUNT, WIF)
    expect(await wrappingKeyCount()).toBe(1)
    await page.lock()
    expect(page.state()).toEqual({ status: 'locked' })
    expect(await page.unlocked(ACCOUNT)).toBeNull()
    expect(readAccountChainInfo().status).toBe('missing')
    expect(await wrappingKeyCount()).toBe(0)
    expect(await holder().unlocked(ACCOUNT)).toBeNull()
  })

  it('clearing the session (logout, expired token) locks the key too', async () => {
    const page = holder()
    await page.keep(ACCOUNT, WIF)
    const { clearSession } = await import('@/lib/session')
    clearSession()
    await expect.poll(() => wrappingKeyCount()).toBe(0)
    expect(await page.unlocked(ACCOUNT)).toBeNull()
  })

  it('a reload after the idle limit passed (tab away or closed) finds the key locked', async () => {
    await holder().keep(ACCOUNT, WIF)
    const later = holder({ now: () => Date.now() + IDLE_MS + 1000 })
    expect(await later.unlocked(ACCOUNT)).toBeNull()
    expect(readAccountChainInfo().status).toBe('missing')
    expect(await wrappingKeyCount()).toBe(0)
  })

  it('activity after a reload keeps the sealed copy alive before any operation opened it', async () => {
    await holder().keep(ACCOUNT, WIF)
    let clock = Date.now()
    const reloaded = holder({ now: () => clock })
    // Active for longer than the idle limit, a minute at a time, without a chain operation.
    for (let minute = 1; minute <= 20; minute += 1) {
      clock += 60 * 1000
      reloaded.noteActivity()
    }
    await expect.poll(async () => (await reloaded.unlocked(ACCOUNT))?.account ?? null).toBe(ACCOUNT)
  })

  it('a sealed copy moved to another account, or tampered with, does not open', async () => {
    await holder().keep(ACCOUNT, WIF)
    const stored = readAccountChainInfo()
    if (stored.status !== 'ok') throw new Error('expected a sealed copy')
    writeAccountChainInfo({ ...stored.value, account: 'platform2222' })
    expect(await holder().unlocked('platform2222')).toBeNull()
    expect(readAccountChainInfo().status).toBe('missing')
  })

  it('expired wrapping keys of closed tabs are swept when a key is kept', async () => {
    const keys = indexedDbWrappingKeys()
    await keys.create('orphan-of-a-closed-tab', Date.now() - 1)
    await holder().keep(ACCOUNT, WIF)
    expect(await wrappingKeyCount()).toBe(1)
  })
})
