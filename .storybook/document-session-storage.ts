/**
 * sessionStorage is shared by every same-origin frame of a tab, so the stories a docs page shows in frames
 * (screen-docs.tsx) would sign each other in and out. Each story document gets its own in-memory session
 * storage instead, as if it were its own tab: what a story's beforeEach signs in is what its screen reads.
 */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>()

  get length(): number {
    return this.#items.size
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value))
  }

  removeItem(key: string): void {
    this.#items.delete(key)
  }

  clear(): void {
    this.#items.clear()
  }
}

export function installDocumentSessionStorage(): void {
  const storage = new MemoryStorage()
  Object.defineProperty(window, 'sessionStorage', { configurable: true, get: () => storage })
}
