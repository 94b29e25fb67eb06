import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdleTimer, watchUserInput } from './idle-lock'

const MINUTE = 60_000

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('idle timer', () => {
  it('fires once after the idle limit without activity', () => {
    const onIdle = vi.fn()
    createIdleTimer({ idleMs: 15 * MINUTE, onIdle })
    vi.advanceTimersByTime(15 * MINUTE - 1)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onIdle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('counts from the last activity', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ idleMs: 15 * MINUTE, onIdle })
    vi.advanceTimersByTime(10 * MINUTE)
    timer.activity()
    vi.advanceTimersByTime(14 * MINUTE)
    timer.activity()
    vi.advanceTimersByTime(14 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })

  it('arms again on the next activity after firing', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ idleMs: 5 * MINUTE, onIdle })
    vi.advanceTimersByTime(5 * MINUTE)
    timer.activity()
    vi.advanceTimersByTime(5 * MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(2)
  })

  it('keeps one timer however much input arrives', () => {
    const timer = createIdleTimer({ idleMs: 15 * MINUTE, onIdle: vi.fn() })
    for (let i = 0; i < 1000; i += 1) timer.activity()
    expect(vi.getTimerCount()).toBe(1)
    timer.stop()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('never fires once stopped', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ idleMs: MINUTE, onIdle })
    timer.stop()
    timer.activity()
    vi.advanceTimersByTime(10 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
  })

  it('user input on the page counts as activity; stopping the watch ignores it', () => {
    const onIdle = vi.fn()
    const timer = createIdleTimer({ idleMs: 15 * MINUTE, onIdle })
    const stop = watchUserInput(window, () => timer.activity())
    vi.advanceTimersByTime(14 * MINUTE)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    vi.advanceTimersByTime(14 * MINUTE)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(14 * MINUTE)
    expect(onIdle).not.toHaveBeenCalled()
    stop()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    vi.advanceTimersByTime(MINUTE)
    expect(onIdle).toHaveBeenCalledTimes(1)
  })
})
