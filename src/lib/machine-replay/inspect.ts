import type { InspectionEvent } from 'xstate'
import { redact } from './redact'

/**
 * Live inspection of the console's machines with Stately's inspector, in development builds only.
 * `import.meta.env.DEV` is false in production builds, so the dynamic import below is removed and
 * `@statelyai/inspect` never reaches a production bundle.
 *
 * Opt in per browser tab (the inspector opens a window): `?inspect` in the URL, or
 * `sessionStorage.setItem('machines.inspect', '1')`. Then pass `machineInspector` to actors:
 * `useMachine(machine, { inspect: machineInspector })`.
 */

type InspectObserver = (inspectionEvent: InspectionEvent) => void

let forward: InspectObserver | null = null
let pending: InspectionEvent[] = []
let starting = false

function inspectionRequested(): boolean {
  if (typeof window === 'undefined') return false
  try {
    return (
      new URLSearchParams(window.location.search).has('inspect') ||
      window.sessionStorage.getItem('machines.inspect') === '1'
    )
  } catch {
    return false
  }
}

function start(): void {
  starting = true
  void import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      // Secrets are redacted before anything leaves the page for the inspector window.
      const inspector = createBrowserInspector({
        serialize: (event) => {
          const record = event as unknown as Record<string, unknown>
          return {
            ...record,
            ...('event' in record ? { event: redact(record.event) } : {}),
            ...('snapshot' in record ? { snapshot: redact(record.snapshot) } : {}),
          } as unknown as typeof event
        },
      })
      forward = (event) => inspector.inspect.next?.(event)
      for (const event of pending) forward(event)
      pending = []
    })
    .catch((error: unknown) => console.warn('Machine inspector unavailable', error))
}

/** An `inspect` option for actors; undefined outside development or when not requested. */
export const machineInspector: InspectObserver | undefined =
  import.meta.env.DEV && inspectionRequested()
    ? (event) => {
        if (forward) return forward(event)
        // Events before the inspector loaded are kept (bounded) and sent once it is ready.
        if (pending.length < 500) pending.push(event)
        if (!starting) start()
      }
    : undefined
