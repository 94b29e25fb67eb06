import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import { diffContext, type ContextChange } from './diff'
import { redact, type JsonValue } from './redact'
import { sameStateValue, summarizeSnapshot, formatStateValue, type SnapshotSummary } from './state-data'
import type { MachineTrace, TraceEvent } from './trace'

export interface ReplayFrame extends SnapshotSummary {
  /** 0 is the initial state; frame n follows the trace's step n-1. */
  index: number
  /** The event that led here (`xstate.init` for the initial frame). */
  event: TraceEvent
  at: number
  /** The context after the event, redacted. */
  context: JsonValue
  changes: ContextChange[]
  /** Why this frame does not match the recorded one; null when it does. */
  mismatch: string | null
}

export interface ReplayResult {
  frames: ReplayFrame[]
  /** True when every frame matches its recorded state, tags and status. */
  fits: boolean
  problems: string[]
}

/**
 * Replays a trace against a machine with XState's pure `transition` function: no actor runs, no side
 * effect happens (actions are computed, not executed), so any trace replays in isolation. Each step's
 * state, tags and status must match what was recorded, and each event must be one the machine knows.
 */
export function replayTrace(machine: AnyStateMachine, trace: MachineTrace): ReplayResult {
  const problems: string[] = []
  if (trace.machine !== machine.id) problems.push(`The trace is of machine "${trace.machine}", not "${machine.id}"`)
  const knownEvents = new Set<string>(machine.root.events as string[])

  let [snapshot] = initialTransition(machine, trace.input) as [AnyMachineSnapshot, unknown]
  const initialSummary = summarizeSnapshot(snapshot)
  const initialContext = redact(snapshot.context)
  const frames: ReplayFrame[] = [
    {
      index: 0,
      event: { type: 'xstate.init' },
      at: 0,
      ...initialSummary,
      context: initialContext,
      changes: [],
      mismatch: compare(initialSummary, trace.initial),
    },
  ]
  let previousContext = initialContext

  trace.steps.forEach((step, stepIndex) => {
    const index = stepIndex + 1
    if (snapshot.status !== 'active') {
      frames.push({
        index,
        event: step.event,
        at: step.at,
        ...summarizeSnapshot(snapshot),
        context: previousContext,
        changes: [],
        mismatch: `the machine had already stopped (${snapshot.status}) before "${step.event.type}"`,
      })
      return
    }
    if (!knownEvents.has(step.event.type)) {
      frames.push({
        index,
        event: step.event,
        at: step.at,
        ...summarizeSnapshot(snapshot),
        context: previousContext,
        changes: [],
        mismatch: `the machine has no transition for "${step.event.type}"`,
      })
      return
    }
    ;[snapshot] = transition(machine, snapshot, step.event as EventObject) as [AnyMachineSnapshot, unknown]
    const summary = summarizeSnapshot(snapshot)
    const context = redact(snapshot.context)
    frames.push({
      index,
      event: step.event,
      at: step.at,
      ...summary,
      context,
      changes: diffContext(previousContext, context),
      mismatch: compare(summary, step),
    })
    previousContext = context
  })

  for (const frame of frames) {
    if (frame.mismatch !== null) problems.push(`step ${frame.index} (${frame.event.type}): ${frame.mismatch}`)
  }
  return { frames, fits: problems.length === 0, problems }
}

function compare(actual: SnapshotSummary, recorded: SnapshotSummary): string | null {
  if (!sameStateValue(actual.state, recorded.state))
    return `state is ${formatStateValue(actual.state)}, the trace recorded ${formatStateValue(recorded.state)}`
  const actualTags = [...actual.tags].sort().join(',')
  const recordedTags = [...recorded.tags].sort().join(',')
  if (actualTags !== recordedTags) return `tags are [${actualTags}], the trace recorded [${recordedTags}]`
  if (actual.status !== recorded.status) return `status is ${actual.status}, the trace recorded ${recorded.status}`
  return null
}
