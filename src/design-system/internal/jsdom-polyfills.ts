/**
 * For unit tests only: jsdom lacks a few DOM APIs Radix popovers call (pointer capture,
 * scrollIntoView, ResizeObserver). Call once at the top of a test file.
 */
export function installRadixDomPolyfills(): void {
  const proto = Element.prototype as Element & {
    hasPointerCapture?: (pointerId: number) => boolean
    releasePointerCapture?: (pointerId: number) => void
    scrollIntoView?: () => void
  }
  proto.hasPointerCapture ??= () => false
  proto.releasePointerCapture ??= () => undefined
  proto.scrollIntoView ??= () => undefined
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
  }
}
