import type { ReactNode } from 'react'

/**
 * The imperative message API (`message.success('已保存')`) and the store the mounted <Toaster />
 * reads. Module state on purpose: callers outside React (HTTP interceptors) show messages too.
 */

export type MessageType = 'success' | 'error' | 'warning' | 'info'

/** How long each kind stays, in ms. Spec: messages 2 s, info messages 2-3 s. */
export const messageDurations: Record<MessageType, number> = { success: 2000, error: 2000, warning: 2000, info: 3000 }

export interface MessageOptions {
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. Defaults per type. */
  duration?: number
  /** Showing a message with the id of one on screen replaces it (and restarts its timer) instead of stacking. */
  id?: string
}

export interface ToastMessage {
  id: string
  type: MessageType
  content: ReactNode
  duration: number
  /** Changes on every show, so a replaced message restarts its timer. */
  version: number
}

type Listener = () => void

let messages: readonly ToastMessage[] = []
let counter = 0
const listeners = new Set<Listener>()

function emit(next: readonly ToastMessage[]) {
  messages = next
  for (const listener of listeners) listener()
}

function show(type: MessageType, content: ReactNode, options: MessageOptions = {}): string {
  counter += 1
  const id = options.id ?? `message-${counter}`
  const entry: ToastMessage = {
    id,
    type,
    content,
    duration: options.duration ?? messageDurations[type],
    version: counter,
  }
  const exists = messages.some((item) => item.id === id)
  emit(exists ? messages.map((item) => (item.id === id ? entry : item)) : [...messages, entry])
  return id
}

/** Read by <Toaster /> through useSyncExternalStore. */
export const messageStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot(): readonly ToastMessage[] {
    return messages
  },
}

/** Shows short messages at the top of the page; needs one <Toaster /> mounted. Each call returns the message id. */
export const message = {
  success: (content: ReactNode, options?: MessageOptions) => show('success', content, options),
  error: (content: ReactNode, options?: MessageOptions) => show('error', content, options),
  warning: (content: ReactNode, options?: MessageOptions) => show('warning', content, options),
  info: (content: ReactNode, options?: MessageOptions) => show('info', content, options),
  /** Closes one message now. */
  dismiss(id: string): void {
    if (messages.some((item) => item.id === id)) emit(messages.filter((item) => item.id !== id))
  },
  /** Closes every message (e.g. on logout, or between tests). */
  destroy(): void {
    if (messages.length > 0) emit([])
  },
}
