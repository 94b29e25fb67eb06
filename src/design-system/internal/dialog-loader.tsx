import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'
import styled from 'styled-components'
import { Spinner } from '../components/Spinner'
import type * as DialogPartsModule from './dialog-parts'

/**
 * Radix Dialog and AlertDialog with their focus trap, scroll lock and dismissal layer are 11 KiB gzip: they load
 * with the first dialog a page opens (or sooner, when the pointer or focus reaches a trigger), not with the page.
 */
type DialogParts = typeof DialogPartsModule

let parts: DialogParts | undefined
let loading: Promise<DialogParts> | undefined

/** Starts loading the dialogs' code; a failed load is tried again on the next call. */
export function preloadDialogs(): Promise<DialogParts> {
  loading ??= import('./dialog-parts').then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The dialogs' code once loaded; while `wanted` and not yet loaded, loads it and renders again when it lands. */
function useDialogParts(wanted: boolean): DialogParts | undefined {
  const [, setLoaded] = useState(parts)
  useEffect(() => {
    if (!wanted || parts) return
    let live = true
    preloadDialogs().then(
      (loaded) => {
        if (live) setLoaded(loaded)
      },
      // Offline or a stale release: the trigger stays usable and the next open tries again.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted])
  return parts
}

interface DialogOpenProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * A dialog shell's open state (controlled by `open`, or its own from `defaultOpen`) and the dialogs' code, loaded
 * once it is open.
 */
export function useDialogOpen({ open, defaultOpen = false, onOpenChange }: DialogOpenProps) {
  const [innerOpen, setInnerOpen] = useState(defaultOpen)
  const isOpen = open ?? innerOpen
  const parts = useDialogParts(isOpen)
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next)
    onOpenChange?.(next)
  }
  return { isOpen, setOpen, parts }
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
}

/**
 * The element that opens a dialog, as Radix's Trigger would render it (aria-haspopup, aria-expanded, data-state):
 * pointing at it or focusing it loads the dialogs' code, so that the open that follows is immediate.
 */
export function dialogTrigger(trigger: ReactElement, open: boolean, onOpen: () => void) {
  const own = trigger.props as TriggerProps
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      if (!event.defaultPrevented) onOpen()
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      void preloadDialogs().catch(() => undefined)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      void preloadDialogs().catch(() => undefined)
    },
  })
}

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.primary};
`

/** Shown in the dialog's place for the moment its code is still loading. */
export function DialogLoading() {
  return (
    <Veil data-dialog-loading="">
      <Spinner size="lg" />
    </Veil>
  )
}
