import { describe, expect, it } from 'vitest'
import { resetStore, scenarios } from './handlers'
import { server } from './node'
import { createCaptcha } from './store/captcha'
import { issueResetCode, peekResetCode } from './store/reset-codes'

/** Whether the promise has settled by the time the tasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('mock store reset', () => {
  it('forgets the reset codes it issued', () => {
    issueResetCode('3')
    expect(peekResetCode('3')).toMatch(/^\d{6}$/)
    resetStore()
    expect(peekResetCode('3')).toBeNull()
  })

  it('leaves an answer it held across the reset unanswered, and the new random stream untouched', async () => {
    resetStore()
    const fresh = createCaptcha().captcha_id
    resetStore()
    server.use(...scenarios.slow('system', 50))
    const held = fetch('http://localhost/api/v1/system/getCode')
    // The handler has taken the request and holds it; the story that sent it ends.
    await new Promise((resolve) => setTimeout(resolve, 10))
    resetStore()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await settled(held)).toBe(false)
    // The held request drew no captcha from the new store's stream: the next one is a fresh store's first.
    expect(createCaptcha().captcha_id).toBe(fresh)
  })
})
