import type { MouseEvent } from 'react'

/**
 * True for a plain left click: the app may route it in-page. A click with a modifier or another button
 * is left to the browser, so "open in new tab" keeps working on every link.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  )
}
