import { useRef } from 'react'

/**
 * Radix dialogs return focus to their own Trigger only. A dialog opened from elsewhere (a table row
 * action, a controlled `open`) would drop focus on <body>; these handlers remember what had focus
 * when it opened and put focus back there on close.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current
      returnTo.current = null
      if (target?.isConnected) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}
