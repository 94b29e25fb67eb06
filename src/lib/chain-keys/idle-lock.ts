/**
 * The idle lock: after `idleMs` without user input or chain operation, `onIdle` runs once; the next
 * activity arms it again. One timeout at a time, rescheduled for the remaining time rather than reset on
 * every input event, so a moving mouse costs a timestamp, not a timer.
 */

export interface IdleTimer {
  activity(): void
  stop(): void
}

export function createIdleTimer(options: { idleMs: number; onIdle: () => void; now?: () => number }): IdleTimer {
  const now = options.now ?? Date.now
  let lastActivity = now()
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false

  const schedule = (delay: number) => {
    timer = setTimeout(check, Math.max(0, delay))
  }
  function check(): void {
    timer = null
    const idle = now() - lastActivity
    if (idle >= options.idleMs) options.onIdle()
    else schedule(options.idleMs - idle)
  }
  schedule(options.idleMs)

  return {
    activity() {
      lastActivity = now()
      if (timer === null && !stopped) schedule(options.idleMs)
    },
    stop() {
      stopped = true
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}

/** What counts as the user being there. */
export const USER_INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const

/** Calls `onInput` on any user input reaching `target`; answers the function that stops listening. */
export function watchUserInput(target: EventTarget, onInput: () => void): () => void {
  const listener = () => onInput()
  for (const type of USER_INPUT_EVENTS) target.addEventListener(type, listener, { capture: true, passive: true })
  return () => {
    for (const type of USER_INPUT_EVENTS) target.removeEventListener(type, listener, { capture: true })
  }
}
