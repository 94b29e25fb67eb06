import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/** One state node of a machine, as plain data. */
export interface StructureState {
  id: string
  key: string
  parentId: string | null
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  tags: string[]
  initial: boolean
  /** The actors the state invokes (`src` names). */
  invokes: string[]
}

/** One transition of a machine, as plain data. */
export interface StructureTransition {
  /** `<source id>|<event>|<index among that event's transitions>`: stable across runs. */
  id: string
  sourceId: string
  targetIds: string[]
  eventType: string
  /** A readable event label: `done: checkPoints`, `after pointsRetry`, `operation.start`. */
  label: string
  guard: string | null
}

export interface MachineStructure {
  id: string
  states: StructureState[]
  transitions: StructureTransition[]
}

/** Walks a machine definition into plain data for diagrams and coverage. */
export function describeMachine(machine: AnyStateMachine): MachineStructure {
  const states: StructureState[] = []
  const transitions: StructureTransition[] = []
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    if (parent !== null) {
      const initialTargets = parent.initial?.target ?? []
      states.push({
        id: node.id,
        key: node.key,
        parentId: parent === machine.root ? null : parent.id,
        type: node.type,
        tags: [...node.tags],
        initial: initialTargets.some((target) => target === node),
        invokes: node.invoke.map((definition) => (typeof definition.src === 'string' ? definition.src : definition.id)),
      })
    }
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => transitions.push(describeTransition(definition, eventType, index)))
    }
    ;(node.always ?? []).forEach((definition, index) => transitions.push(describeTransition(definition, '', index)))
    for (const child of Object.values(node.states)) visit(child, node)
  }
  visit(machine.root, null)
  return { id: machine.id, states, transitions }
}

export function transitionId(definition: AnyTransitionDefinition): string {
  const eventType = String(definition.eventType)
  const siblings =
    eventType === '' ? (definition.source.always ?? []) : (definition.source.transitions.get(eventType) ?? [])
  return `${definition.source.id}|${eventType}|${siblings.indexOf(definition)}`
}

function describeTransition(
  definition: AnyTransitionDefinition,
  eventType: string,
  index: number,
): StructureTransition {
  return {
    id: `${definition.source.id}|${eventType}|${index}`,
    sourceId: definition.source.id,
    targetIds: (definition.target ?? []).map((target) => target.id),
    eventType,
    label: eventLabel(eventType),
    guard: guardName(definition.guard),
  }
}

export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  return eventType
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  return 'inline guard'
}
