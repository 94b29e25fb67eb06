import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { signInAs, signOut } from '@/test/story-session'
import { StoryApp } from './testing/StoryApp'

/**
 * A full page load in English: the page's route chunk defines its feature's messages only when it loads, so
 * the English sections arrive after the first render (the screen suspends for them). React must log nothing
 * on the way (console or reported error): no hook-order change, no `use()` called on one render and skipped
 * on the next.
 */
const errors: string[] = []
let restore: (() => void) | null = null

const meta = {
  title: 'Pages/Console/EnglishPageLoad',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en-US' },
  args: { path: '/tourist' },
  beforeEach: () => {
    errors.length = 0
    const original = console.error
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '))
      original(...args)
    }
    // React reports a recoverable render error through `reportError`: the window's error event.
    const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message))
    window.addEventListener('error', onError)
    restore = () => {
      console.error = original
      window.removeEventListener('error', onError)
    }
    return () => restore?.()
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

// A route's code is transformed by Vite on its first load in the run (see ConsoleApp.stories).
const slow = { timeout: 30_000 }

/** The visitor's collection search. */
export const TouristSearch: Story = {
  beforeEach: () => signOut(),
  // Which captcha shows depends on how many the mock store drew before, in earlier files of the same frame.
  parameters: { visual: { mask: ['[data-captcha]'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Search' }, slow)).toBeVisible()
    // The screenshot masks the captcha: it must be there when the mask is taken.
    await expect(await canvas.findByRole('img', { name: 'Captcha' }, slow)).toBeVisible()
    await expect(errors).toEqual([])
  },
}

/** The operator's recharge record. */
export const RechargeRecord: Story = {
  args: { path: '/charging/recharge-record' },
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', {}, slow)).toBeVisible()
    await expect(errors).toEqual([])
  },
}

/** The audit log. */
export const AuditLog: Story = {
  args: { path: '/audit-log' },
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', {}, slow)).toBeVisible()
    await expect(errors).toEqual([])
  },
}
