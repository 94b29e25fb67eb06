import type { InspectionEvent } from 'xstate'
import { redact, type JsonValue } from './redact'
import { isMachineSnapshotLike, summarizeSnapshot, type SnapshotSummary } from './state-data'
import type { MachineTrace, TraceEvent, TraceStep } from './trace'

export interface TraceRecorderOptions {
  /** The machine's id, written into the trace. */
  machine: string
  description?: string
  /** Clock in milliseconds; `Date.now` by default (fake timers drive it in tests). */
  now?: () => number
}

export interface TraceRecorder {
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (inspectionEvent: InspectionEvent) => void
  /** The trace so far (a copy). */
  trace: () => MachineTrace
}

/**
 * Records the root actor's events with timestamps and the state each one led to. Secrets are redacted as
 * each event is captured, so the recorder never holds a passphrase or key.
 */
export function createTraceRecorder(options: TraceRecorderOptions): TraceRecorder {
  const now = options.now ?? Date.now
  let startedAt: number | null = null
  let input: JsonValue | undefined
  let initial: SnapshotSummary | null = null
  const steps: TraceStep[] = []

  const inspect = (inspectionEvent: InspectionEvent): void => {
    if (inspectionEvent.type !== '@xstate.snapshot') return
    // Only the root actor: children (e.g. the passphrase dialog inside an operation) reach the root as
    // their done/error events, which is what a replay of the root needs.
    if (inspectionEvent.actorRef.sessionId !== inspectionEvent.rootId) return
    const { snapshot, event } = inspectionEvent
    if (!isMachineSnapshotLike(snapshot)) return
    // Stopping the actor (leaving the screen) is not a step of the flow.
    if (event.type === 'xstate.stop') return
    const summary = summarizeSnapshot(snapshot)
    if (event.type === 'xstate.init') {
      startedAt = now()
      const rawInput: unknown = (event as { input?: unknown }).input
      input = rawInput === undefined ? undefined : redact(rawInput)
      initial = summary
      return
    }
    const at = startedAt === null ? 0 : Math.max(0, now() - startedAt)
    steps.push({ at, event: redact(event) as TraceEvent, ...summary })
  }

  const trace = (): MachineTrace => {
    if (initial === null)
      throw new Error('The recorder has not seen the actor start: pass its inspect function to createActor')
    return {
      version: 1,
      machine: options.machine,
      ...(options.description === undefined ? {} : { description: options.description }),
      ...(input === undefined ? {} : { input }),
      initial,
      steps: steps.map((step) => ({ ...step })),
    }
  }

  return { inspect, trace }
}
