import type { MachineStructure } from './machine-structure'

/**
 * A machine as the plain graph a state diagram draws (the design system's `StateDiagram` takes this
 * shape; lib does not import the design system, so the types are declared here).
 */
export interface MachineGraphNode {
  id: string
  label: string
  parent?: string
  initial: boolean
  final: boolean
  /** `initial`, `final`, then the state's tags. */
  notes: string[]
}

export interface MachineGraphEdge {
  /** The transition's id (`<source id>|<event>|<index>`). */
  id: string
  source: string
  /** The first target; none for a transition that stays in its state. */
  target?: string
  /** The readable event: `operation.start`, `done: checkPoints`, `after pointsRetry`. */
  label: string
  guard: string | null
}

export interface MachineGraph {
  nodes: MachineGraphNode[]
  edges: MachineGraphEdge[]
}

/** Every state node and transition of a machine, as nodes and event-labelled edges. */
export function machineGraph(structure: MachineStructure): MachineGraph {
  const nodes = structure.states.map((state) => ({
    id: state.id,
    label: state.key,
    ...(state.parentId === null ? {} : { parent: state.parentId }),
    initial: state.initial && state.parentId === null,
    final: state.type === 'final',
    notes: [...(state.initial ? ['initial'] : []), ...(state.type === 'final' ? ['final'] : []), ...state.tags],
  }))
  const edges = structure.transitions.map((transition) => ({
    id: transition.id,
    source: transition.sourceId,
    ...(transition.targetIds[0] === undefined ? {} : { target: transition.targetIds[0] }),
    label: transition.label,
    guard: transition.guard,
  }))
  return { nodes, edges }
}

/**
 * The transitions an event took from one set of active states to the next: those leaving a state that
 * was active, on that event, to a state now active (or staying put). Guarded alternatives to the same
 * target all match; they share one arrow in a diagram.
 */
export function takenTransitionIds(
  structure: MachineStructure,
  before: readonly string[],
  eventType: string,
  after: readonly string[],
): string[] {
  const wasActive = new Set(before)
  const isActive = new Set(after)
  return structure.transitions
    .filter(
      (transition) =>
        transition.eventType === eventType &&
        wasActive.has(transition.sourceId) &&
        (transition.targetIds.length === 0
          ? isActive.has(transition.sourceId)
          : transition.targetIds.every((target) => isActive.has(target))),
    )
    .map((transition) => transition.id)
}
