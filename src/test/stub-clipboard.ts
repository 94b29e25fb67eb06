/**
 * Stories and tests only: replaces the Clipboard API (the test browser grants none) so a play function can
 * read what was copied. Returns the function that puts the original back; return it from `beforeEach`.
 */
export function stubClipboard(writeText: (text: string) => Promise<void>): () => void {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original)
    else Reflect.deleteProperty(navigator, 'clipboard')
  }
}
