import type { SetupWorker } from 'msw/browser'

// Kept on the global object, not in this module: the Vitest run evaluates the preview's modules more than once
// in a page, while MSW's patches of `fetch` and `WebSocket` stay on the page's globals (a second start throws).
const holder = globalThis as { storybookMockWorker?: Promise<SetupWorker> }

/**
 * The preview's one MSW worker, started once, as msw-storybook-addon's own set-up starts it. Started in
 * `beforeAll`, before a docs page creates its story frames: each frame then loads already controlled by the
 * worker. Otherwise the first frames race to register it (four of the Recharge docs page's nine loaded
 * uncontrolled), and a frame that finds a registration it is not controlled by reloads itself (MSW's
 * `getWorkerInstance`), so how a frame starts depends on the machine's timing.
 */
export const startMockWorker = (): Promise<SetupWorker> =>
  (holder.storybookMockWorker ??= (async () => {
    const { setupWorker } = await import('msw/browser')
    const worker = setupWorker()
    await worker.start({ quiet: true })
    return worker
  })())
