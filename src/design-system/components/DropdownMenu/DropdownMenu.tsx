import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

export interface DropdownMenuAction {
  type?: 'item'
  /** Stable React key. */
  key: string
  /** Text of the entry. */
  label: ReactNode
  /** Icon before the label (decorative). */
  icon?: ReactNode
  /** Runs when the entry is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void
  /** Shown but cannot be chosen; arrow keys skip it. */
  disabled?: boolean
  /** Paints the entry red for destructive actions. */
  danger?: boolean
}

export interface DropdownMenuSeparator {
  type: 'separator'
  /** Stable React key. */
  key: string
}

export type DropdownMenuEntry = DropdownMenuAction | DropdownMenuSeparator

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as is); focus returns to it on close. */
  trigger: ReactElement
  /** Entries, in order. */
  items: readonly DropdownMenuEntry[]
  /** Preferred side of the trigger. */
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end'
  /** Whether the menu is open. Controlled when set. */
  open?: boolean
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void
  /** Accessible name of the menu when the trigger's text does not describe it. */
  'aria-label'?: string
}

const loadRadixMenu = () => import('./RadixDropdownMenu')
const RadixDropdownMenu = lazy(loadRadixMenu)
let radixMenuLoaded = false

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * A menu of actions opened from a button: Enter, Space or ArrowDown open it, arrows move, typing jumps, Enter
 * chooses, Escape closes and returns focus. The menu itself (Radix DropdownMenu with its positioning, about
 * 12 KiB gzip) loads when the trigger is first pointed at, focused or pressed, not with the page: every console
 * page has one in its header, few people open it.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [wanted, setWanted] = useState<'idle' | 'closed' | 'open' | 'openByKeyboard'>(
    radixMenuLoaded ? 'closed' : 'idle',
  )
  const { trigger, open, onOpenChange } = props
  if (wanted !== 'idle' || open === true) {
    const view = (
      <RadixDropdownMenu
        {...props}
        defaultOpen={wanted.startsWith('open')}
        focusFirstItem={wanted === 'openByKeyboard'}
      />
    )
    return <Suspense fallback={trigger}>{view}</Suspense>
  }
  const preload = () => {
    void loadRadixMenu().then(() => (radixMenuLoaded = true))
  }
  const openNow = (how: 'open' | 'openByKeyboard') => {
    preload()
    setWanted(onOpenChange && open !== undefined ? 'closed' : how)
    onOpenChange?.(true)
  }
  const triggerProps = (trigger.props ?? {}) as TriggerProps
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: MouseEvent<HTMLElement>) => {
      triggerProps.onClick?.(event)
      if (!event.defaultPrevented) openNow('open')
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      triggerProps.onKeyDown?.(event)
      if (event.defaultPrevented || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return
      event.preventDefault()
      openNow('openByKeyboard')
    },
  })
}
