import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styled, { keyframes } from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { CloseGlyph, ErrorGlyph, InfoGlyph, SuccessGlyph, WarningGlyph } from '../../internal/glyphs'
import { message, messageStore, type MessageType, type ToastMessage } from './message-store'

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); }`

const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  transform: translateX(-50%);
  pointer-events: none;
  &:empty {
    display: none;
  }
`

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(560px, calc(100vw - ${({ theme }) => theme.space[8]}));
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.duration.normal} ease-out;
`

const Icon = styled.span<{ $type: MessageType }>`
  display: inline-flex;
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme, $type }) => ({ success: theme.colors.success, error: theme.colors.danger, warning: theme.colors.warning, info: theme.colors.info })[$type]};
`

const Text = styled.span`
  overflow-wrap: anywhere;
`

const DismissButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }
`

const icons: Record<MessageType, ReactNode> = {
  success: <SuccessGlyph />,
  error: <ErrorGlyph />,
  warning: <WarningGlyph />,
  info: <InfoGlyph />,
}

/** One message. Its timer pauses while the pointer is over it or focus is in it, so it can be read. */
function ToastItem({ item }: { item: ToastMessage }) {
  const strings = useDesignSystemStrings()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const remaining = useRef(item.duration)
  const paused = hovered || focused

  useEffect(() => {
    if (paused || item.duration <= 0) return
    const startedAt = Date.now()
    const timer = setTimeout(() => message.dismiss(item.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, item.id, item.duration])

  // Errors and warnings interrupt (alert); successes and info wait their turn (status).
  const role = item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'
  return (
    <Item
      role={role}
      data-type={item.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Icon $type={item.type} aria-hidden="true">
        {icons[item.type]}
      </Icon>
      <Text>{item.content}</Text>
      <DismissButton type="button" aria-label={strings.dismiss} onClick={() => message.dismiss(item.id)}>
        <CloseGlyph />
      </DismissButton>
    </Item>
  )
}

const noMessages: readonly ToastMessage[] = []

/** Shows the messages sent with `message.success(...)` etc. Mount it once, inside DesignSystemProvider. */
export function Toaster() {
  const strings = useDesignSystemStrings()
  const items = useSyncExternalStore(messageStore.subscribe, messageStore.getSnapshot, () => noMessages)
  if (typeof document === 'undefined') return null
  return createPortal(
    // Transient: gone after a few seconds, so screenshot comparisons leave it out.
    <Region aria-label={strings.notifications} data-transient="">
      {items.map((item) => (
        <ToastItem key={`${item.id}:${item.version}`} item={item} />
      ))}
    </Region>,
    document.body,
  )
}
