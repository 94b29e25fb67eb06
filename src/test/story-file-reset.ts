import { composeStory } from 'storybook/preview-api'
import { resetStore } from '@mocks/handlers'
import { appQueryClient } from '@/app/providers/query-client-instance'
import { message } from '@/design-system/components/Toast'
import { setApiErrorNotifier, setUnauthorizedHandler } from '@/lib/api-client'
import { forgetChainTarget } from '@/lib/chain-operation/chain-target'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { clearSession } from '@/lib/session'
import { setLocaleOverride, setThemeOverride } from '../../.storybook/theme-override'

/**
 * Each story file of the storybook project starts as it would in a fresh frame: what the files before it left is
 * gone. With a frame per file (vite.config.ts) that is storage, which outlives a frame on the same origin; with
 * files sharing one, also their last story still mounted, its requests, the module state of the app and the mock
 * backend, and the document. Within a file,
 * the stories meet each other's leftovers as before: the preview's beforeEach resets what they share.
 *
 * Kept on purpose: loaded code and catalogues (they do not change; a page that loads them late is tested by its
 * own stories' first load, EnglishPageLoad's), the mock's ciphertexts and payload key pair (random on every run
 * anyway), the mock service worker (the loader resets its handlers per story). Timers are not cleared wholesale:
 * the unmount ends the components' own, and React's scheduler and Vitest's would go with them.
 */

interface RequestGate {
  /** Aborts every request under way and refuses new ones, as a closed frame's requests end. */
  close(): void
  open(): void
}

const GATE = Symbol.for('storybook-file-request-gate')
type GateHolder = { [GATE]?: RequestGate }

/**
 * The page's fetch, with the requests under way known. Installed once per frame, after the mock service worker
 * started (it sees what the page sends). A refused or aborted request fails as a network error does.
 */
export function installRequestGate(): void {
  const holder = window as GateHolder
  if (holder[GATE]) return
  const pageFetch = window.fetch.bind(window)
  const underWay = new Set<AbortController>()
  let closed = false
  window.fetch = (input, init) => {
    if (closed) return Promise.reject(new TypeError('Failed to fetch'))
    const controller = new AbortController()
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const signal = callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal
    underWay.add(controller)
    return pageFetch(input, { ...init, signal }).finally(() => underWay.delete(controller))
  }
  holder[GATE] = {
    close() {
      closed = true
      for (const controller of underWay) controller.abort()
      underWay.clear()
    },
    open() {
      closed = false
    },
  }
}

/** A task later: the promise chains an abort or an unmount set off have run by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Runs the cleanups Storybook keeps for the story it rendered last (it runs them when the next story starts):
 * the story is unmounted, its container removed, its beforeEach's cleanups run (a fixed clock, a console
 * watcher, an API error notifier put back). A story without loaders composed outside the preview runs them.
 */
async function endLastStory(): Promise<void> {
  await composeStory({ render: () => null }, { title: 'Story file reset' }, {}, {}).load()
}

const initialLang = document.documentElement.lang

/**
 * The last story ended with its calls: awaited before every story. Requests still under way (a `pending` mock,
 * which the story run lets wait as long as a story may, a long poll, a follow-up after an operation) would end
 * in the next story: their time limit in its toasts ('request timeout'), their answers drawn from its mock store,
 * their queries joined by its own observers of the same key and never answered. They fail now, the toasts they
 * raise go to the story that sent them, and the app's query client and the toaster start empty.
 */
export async function endLastStoryAndItsCalls(): Promise<void> {
  const gate = (window as GateHolder)[GATE]
  gate?.close()
  // The passphrase dialog's queue and its "declined" flag live for a page load (spec §8).
  resetPassphrasePrompts()
  await nextTask()
  await endLastStory()
  await nextTask()
  gate?.open()
  appQueryClient.clear()
  message.destroy()
}

/** Everything a story file can leave for the next, reset; awaited before the file's first story. */
export async function resetForStoryFile(): Promise<void> {
  await endLastStoryAndItsCalls()
  // Module state a fresh frame would not have: the API client's handlers, the chain target the session named,
  // the theme or language a check left switched.
  setApiErrorNotifier(null)
  setUnauthorizedHandler(null)
  forgetChainTarget()
  setThemeOverride(null)
  setLocaleOverride(null)
  // The mock backend's fixtures, captchas, reset codes and random stream (the preview resets them per story too).
  resetStore()
  // Storage outlives even a frame (same origin): the saved language, theme and collapsed menu would reach every
  // later file. clearSession tells the session's readers. The console sets no cookies.
  clearSession()
  globalThis.localStorage.clear()
  // The document as a fresh frame has it: its language, no capture mark, scrolled to the top, nothing focused.
  document.documentElement.lang = initialLang
  document.documentElement.removeAttribute('data-visual-capture')
  window.scrollTo(0, 0)
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}
