import { useRef } from 'react'

interface ReturnTargets {
  /** The first of these still on the page gets focus back. */
  elements: HTMLElement[]
}

/** The dialogs open now, the most recent last. */
const openDialogs: ReturnTargets[] = []

/**
 * Radix dialogs return focus to their own Trigger only. A dialog opened from elsewhere (a table row
 * action, a controlled `open`) would drop focus on <body>; these handlers remember what had focus
 * when it opened and put focus back there on close. A dialog opened as another closes (a confirmation
 * followed by its operation's preview) finds focus gone with the closing one: it falls back to where that
 * one would have returned it, so focus ends on the row action either way, however fast the second opens.
 */
export function useReturnFocus() {
  const own = useRef<ReturnTargets | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      const elements = active instanceof HTMLElement && active !== document.body ? [active] : []
      const targets = { elements: [...elements, ...(openDialogs.at(-1)?.elements ?? [])] }
      own.current = targets
      openDialogs.push(targets)
    },
    onCloseAutoFocus: (event: Event) => {
      const targets = own.current
      own.current = null
      if (targets === null) return
      const index = openDialogs.indexOf(targets)
      if (index >= 0) openDialogs.splice(index, 1)
      const target = targets.elements.find((element) => element.isConnected)
      if (target !== undefined) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}
