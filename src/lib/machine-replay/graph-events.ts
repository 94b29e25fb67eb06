import type { AnyStateMachine, EventObject } from 'xstate'
import { describeMachine } from './machine-structure'

/** The event an invoked actor's result reaches its parent as. */
export function doneEvent(actorId: string, output: unknown): EventObject {
  return { type: `xstate.done.actor.${actorId}`, output, actorId } as EventObject
}

/** The event an invoked actor's failure reaches its parent as. */
export function errorEvent(actorId: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${actorId}`, error, actorId } as EventObject
}

/** Every delayed (`after`) event the machine defines, so a traversal can fire its timers. */
export function timerEvents(machine: AnyStateMachine): EventObject[] {
  return describeMachine(machine)
    .transitions.filter((transition) => transition.eventType.startsWith('xstate.after.'))
    .map((transition) => ({ type: transition.eventType }))
}
