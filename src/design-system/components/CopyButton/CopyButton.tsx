import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { Button, type ButtonVariant } from '../Button'
import { copyText } from './copy-text'

type CopyState = 'idle' | 'copied' | 'failed'

export interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  text: string
  /** Visible label (or accessible name when `iconOnly`); defaults to the locale's "copy" (复制). */
  label?: string
  /** Show only the icon; the label stays as the accessible name. */
  iconOnly?: boolean
  /** Button look; `link` fits inside text and tables. */
  variant?: ButtonVariant
  /** How long the confirmation stays, in ms (the spec dismisses messages after 2 s). */
  feedbackDuration?: number
  /** Called after a successful copy. */
  onCopied?: (text: string) => void
  /** Called when the clipboard refused the text. */
  onCopyError?: () => void
  /** Disable the button. */
  disabled?: boolean
  /** Class for layout by the parent. */
  className?: string
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  vertical-align: middle;
`

const Feedback = styled.span<{ $state: CopyState }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $state }) => ($state === 'failed' ? theme.colors.danger : theme.colors.success)};
  white-space: nowrap;
`

function CopyIcon(): ReactNode {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        d="M5.5 5.5V2.75c0-.69.56-1.25 1.25-1.25h6.5c.69 0 1.25.56 1.25 1.25v6.5c0 .69-.56 1.25-1.25 1.25H10.5M2.75 5.5h6.5c.69 0 1.25.56 1.25 1.25v6.5c0 .69-.56 1.25-1.25 1.25h-6.5c-.69 0-1.25-.56-1.25-1.25v-6.5c0-.69.56-1.25 1.25-1.25Z"
      />
    </svg>
  )
}

/** Copies text, then says 复制成功 in a live region (role=status) for a moment. */
export function CopyButton({
  text,
  label,
  iconOnly = false,
  variant = 'link',
  feedbackDuration = 2000,
  onCopied,
  onCopyError,
  disabled,
  className,
}: CopyButtonProps) {
  const strings = useDesignSystemStrings()
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function handleCopy() {
    clearTimeout(timer.current)
    try {
      await copyText(text)
      setState('copied')
      onCopied?.(text)
    } catch {
      setState('failed')
      onCopyError?.()
    }
    timer.current = setTimeout(() => setState('idle'), feedbackDuration)
  }

  const name = label ?? strings.copy
  const message = state === 'copied' ? strings.copied : state === 'failed' ? strings.copyFailed : ''
  return (
    <Wrapper className={className}>
      <Button
        variant={variant}
        size="sm"
        icon={<CopyIcon />}
        disabled={disabled}
        aria-label={iconOnly ? name : undefined}
        title={iconOnly ? name : undefined}
        onClick={() => void handleCopy()}
      >
        {iconOnly ? null : name}
      </Button>
      {/* Always mounted, so screen readers announce the message when it appears; transient, so screenshot
          comparisons leave it out. */}
      <Feedback role="status" $state={state} data-transient="">
        {message}
      </Feedback>
    </Wrapper>
  )
}
