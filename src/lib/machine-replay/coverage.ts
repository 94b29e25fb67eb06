import { getAdjacencyMap, getShortestPaths } from '@xstate/graph'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { describeMachine, transitionId } from './machine-structure'
import { activeStateIds } from './state-data'
import type { StateValueJson } from './trace'

export interface CoverageReport {
  machine: string
  states: { visited: number; total: number; missing: string[] }
  transitions: { visited: number; total: number; missing: string[] }
  /** One generated path per reachable state (shortest) and input. */
  paths: GeneratedPath[]
}

export interface GeneratedPath {
  input: unknown
  events: EventObject[]
  /** The state the path ends in. */
  state: AnyMachineSnapshot
}

export interface CoverageOptions<TEvent extends EventObject> {
  /** Every event to try in each state: user events plus the actors' done/error events and timers. */
  events: TEvent[] | ((snapshot: AnyMachineSnapshot) => TEvent[])
  /** Each input is explored separately and the coverage is the union (guards may depend on input). */
  inputs?: unknown[]
}

/**
 * Explores the machine with @xstate/graph (pure transitions, no actors) and reports which state nodes and
 * which transitions of the definition the exploration reached.
 */
export function measureCoverage<TEvent extends EventObject>(
  machine: AnyStateMachine,
  options: CoverageOptions<TEvent>,
): CoverageReport {
  const structure = describeMachine(machine)
  const visitedStates = new Set<string>()
  const visitedTransitions = new Set<string>()
  const paths: GeneratedPath[] = []
  for (const input of options.inputs ?? [undefined]) {
    const traversal = { events: options.events as never, input: input as never }
    const adjacency = getAdjacencyMap(machine, traversal)
    for (const { state, transitions } of Object.values(adjacency)) {
      const snapshot = state as AnyMachineSnapshot
      for (const id of activeStateIds(machine.id, snapshot.value as StateValueJson)) visitedStates.add(id)
      for (const { event } of Object.values(transitions) as Array<{ event: unknown }>) {
        for (const definition of machine.getTransitionData(snapshot, event as EventObject))
          visitedTransitions.add(transitionId(definition))
      }
    }
    for (const path of getShortestPaths(machine, traversal)) {
      paths.push({
        input,
        events: path.steps.map((step) => step.event as EventObject),
        state: path.state as AnyMachineSnapshot,
      })
    }
  }
  const missingStates = structure.states.map((state) => state.id).filter((id) => !visitedStates.has(id))
  const missingTransitions = structure.transitions
    .map((transition) => transition.id)
    .filter((id) => !visitedTransitions.has(id))
  return {
    machine: machine.id,
    states: {
      visited: structure.states.length - missingStates.length,
      total: structure.states.length,
      missing: missingStates,
    },
    transitions: {
      visited: structure.transitions.length - missingTransitions.length,
      total: structure.transitions.length,
      missing: missingTransitions,
    },
    paths,
  }
}

export function formatCoverage(report: CoverageReport): string {
  const percent = (visited: number, total: number) => (total === 0 ? 100 : Math.round((visited / total) * 100))
  return [
    `${report.machine}: states ${report.states.visited}/${report.states.total} (${percent(report.states.visited, report.states.total)}%), transitions ${report.transitions.visited}/${report.transitions.total} (${percent(report.transitions.visited, report.transitions.total)}%), ${report.paths.length} generated paths`,
    ...report.states.missing.map((id) => `  missing state ${id}`),
    ...report.transitions.missing.map((id) => `  missing transition ${id}`),
  ].join('\n')
}
