import type { MachineStructure, StructureState, StructureTransition } from './machine-structure'

export interface PlacedState extends StructureState {
  x: number
  y: number
  column: number
}

export interface PlacedTransition extends StructureTransition {
  /** Straight segment from the source box's edge to the first target box's edge. */
  from: { x: number; y: number }
  to: { x: number; y: number }
  /** A transition back to its own state (drawn as a loop). */
  self: boolean
}

export interface DiagramLayout {
  width: number
  height: number
  box: { width: number; height: number }
  states: PlacedState[]
  transitions: PlacedTransition[]
}

const BOX = { width: 168, height: 60 }
const GAP = { x: 64, y: 28 }
const MARGIN = 16

/**
 * Places the top-level states in columns by their distance from the initial state (breadth first along
 * transitions), final states in a last column, in definition order inside a column. Enough for the flat
 * flows of the console.
 */
export function layoutMachine(structure: MachineStructure): DiagramLayout {
  const topLevel = structure.states.filter((state) => state.parentId === null)
  const depth = new Map<string, number>()
  const start = topLevel.find((state) => state.initial) ?? topLevel[0]
  if (start) depth.set(start.id, 0)
  const queue = start ? [start.id] : []
  while (queue.length > 0) {
    const current = queue.shift() as string
    const next = (depth.get(current) ?? 0) + 1
    for (const transition of structure.transitions.filter((candidate) => candidate.sourceId === current)) {
      for (const target of transition.targetIds) {
        if (!depth.has(target) && topLevel.some((state) => state.id === target)) {
          depth.set(target, next)
          queue.push(target)
        }
      }
    }
  }
  // Final states share the last column, so the flow reads left to right towards its endings.
  const lastFlowColumn = Math.max(
    0,
    ...topLevel.filter((state) => state.type !== 'final').map((state) => depth.get(state.id) ?? 0),
  )
  const unreachableColumn = lastFlowColumn + 1
  const finalColumn = lastFlowColumn + 1
  const rows = new Map<number, number>()
  const states: PlacedState[] = topLevel.map((state) => {
    const column = state.type === 'final' ? finalColumn : (depth.get(state.id) ?? unreachableColumn)
    const row = rows.get(column) ?? 0
    rows.set(column, row + 1)
    return { ...state, column, x: MARGIN + column * (BOX.width + GAP.x), y: MARGIN + row * (BOX.height + GAP.y) }
  })
  const byId = new Map(states.map((state) => [state.id, state]))
  const transitions: PlacedTransition[] = structure.transitions.flatMap((transition) => {
    const source = byId.get(transition.sourceId)
    const target = byId.get(transition.targetIds[0] ?? transition.sourceId)
    if (!source || !target) return []
    const self = source === target
    const forward = target.x >= source.x
    const from = { x: source.x + (forward ? BOX.width : 0), y: source.y + BOX.height / 2 }
    const to = self
      ? { x: source.x + BOX.width / 2, y: source.y }
      : { x: target.x + (forward && target.x !== source.x ? 0 : BOX.width), y: target.y + BOX.height / 2 }
    return [{ ...transition, from, to, self }]
  })
  const columns = Math.max(0, ...states.map((state) => state.column)) + 1
  const maxRows = Math.max(1, ...rows.values())
  return {
    width: MARGIN * 2 + columns * BOX.width + (columns - 1) * GAP.x,
    height: MARGIN * 2 + maxRows * BOX.height + (maxRows - 1) * GAP.y,
    box: BOX,
    states,
    transitions,
  }
}
