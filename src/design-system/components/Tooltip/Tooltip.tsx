import type { ReactElement, ReactNode } from 'react'
import { Tooltip as RadixTooltip } from 'radix-ui'
import styled, { keyframes } from 'styled-components'

export interface TooltipProps {
  /** The hint shown; keep it short (a sentence at most). */
  content: ReactNode
  /** The element it describes; it must take focus and pointer events (wrap a disabled button in a span). */
  children: ReactElement
  /** Preferred side of the trigger; flips when there is no room. */
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end'
  /** Milliseconds the pointer rests before it shows (keyboard focus shows it at once). */
  delayDuration?: number
  /** Whether it is shown. Controlled when set. */
  open?: boolean
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean
  /** Called when it shows or hides. */
  onOpenChange?: (open: boolean) => void
}

const fadeIn = keyframes`from { opacity: 0; }`

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  box-shadow: ${({ theme }) => theme.shadow.md};
  animation: ${fadeIn} ${({ theme }) => theme.duration.fast} ease-out;
`

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`

/**
 * A hint shown on hover and keyboard focus (Radix Tooltip); Escape hides it. Carries its own
 * Tooltip.Provider, so nothing has to be mounted at the root.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
