import * as z from 'zod/mini'
import '@/api/zod-locale'
import type { JsonValue } from './redact'

/**
 * A recorded run of one machine: the events its root actor received, in order, with the state, tags and
 * status each one led to. Events of internal origin (actor results, timers) are included, so a replay
 * needs no actors at all.
 */

const jsonValue: z.ZodMiniType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
)

const stateValue: z.ZodMiniType<StateValueJson> = z.lazy(() => z.union([z.string(), z.record(z.string(), stateValue)]))
export type StateValueJson = string | { [key: string]: StateValueJson }

export const traceEvent = z
  .record(z.string(), jsonValue)
  .check(
    z.refine(
      (event: Record<string, JsonValue>) => typeof event.type === 'string' && event.type.length > 0,
      'an event needs a type',
    ),
  )
export type TraceEvent = { type: string } & { [key: string]: JsonValue }

export const actorStatus = z.enum(['active', 'done', 'error', 'stopped'])
export type ActorStatus = z.infer<typeof actorStatus>

export const traceStep = z.object({
  /** Milliseconds since the actor started. */
  at: z.number().check(z.nonnegative()),
  event: traceEvent,
  state: stateValue,
  tags: z.array(z.string()),
  status: actorStatus,
})
export type TraceStep = { at: number; event: TraceEvent; state: StateValueJson; tags: string[]; status: ActorStatus }

export const machineTrace = z.object({
  version: z.literal(1),
  /** The machine's id (`login`, `chainOperation`, …). */
  machine: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  input: z.optional(jsonValue),
  initial: z.object({ state: stateValue, tags: z.array(z.string()), status: actorStatus }),
  steps: z.array(traceStep),
})
export interface MachineTrace {
  version: 1
  machine: string
  description?: string
  input?: JsonValue
  initial: { state: StateValueJson; tags: string[]; status: ActorStatus }
  steps: TraceStep[]
}

/** Parses a trace file's content; throws with the path of the first problem. */
export function parseTrace(json: unknown): MachineTrace {
  const result = machineTrace.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(
      `Not a machine trace: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}`,
    )
  }
  return result.data as MachineTrace
}
