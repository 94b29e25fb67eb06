import { createContext, useContext, useSyncExternalStore } from 'react'
import { media } from '../../tokens'

/** What the frame tells its header and side menu: whether the menu is narrow, and how to toggle it. */
export interface AppLayoutNav {
  /** The menu shows icons only (a desktop choice; never in the phone drawer). */
  collapsed: boolean
  /** A phone: the menu is a drawer, `open` says whether it is shown. */
  phone: boolean
  open: boolean
  /** Collapses or expands the menu on a wide screen, opens or closes the drawer on a phone. */
  toggle: () => void
  /** id of the menu's container, for the button's aria-controls. */
  menuId: string
  /** Name of the toggle button on a wide screen. */
  toggleLabel: string | undefined
}

export const AppLayoutNavContext = createContext<AppLayoutNav | null>(null)

/** The frame around a header or menu, if any (a TopBar outside AppLayout has no menu button). */
export function useAppLayoutNav(): AppLayoutNav | null {
  return useContext(AppLayoutNavContext)
}

function subscribePhone(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(media.phone)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the screen is phone-sized (tokens' `media.phone`), following resizes. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => globalThis.matchMedia?.(media.phone).matches ?? false,
    () => false,
  )
}
