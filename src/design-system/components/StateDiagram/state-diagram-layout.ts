/** A state of the diagram, as plain data. */
export interface StateDiagramNode {
  /** Unique id; edges and `activeIds` refer to it. */
  id: string
  /** The name shown in the box. */
  label: string
  /** The enclosing state's id, for nested states (drawn as a note, laid out like the others). */
  parent?: string
  /** The state the diagram starts from: the layout ranks the others by their distance from it. */
  initial?: boolean
  /** A final state: drawn with a double border, in the last row. */
  final?: boolean
  /** Short notes under the name (tags, `initial`, `final`). */
  notes?: readonly string[]
}

/** A transition, labelled with the event that takes it. */
export interface StateDiagramEdge {
  /** Unique id; `takenEdgeIds` refers to it. */
  id: string
  source: string
  /** The target state; none (or the source) draws a loop on the source. */
  target?: string
  /** The event's name, shown on the edge. */
  label: string
  /** The guard's name, shown after the event in brackets. */
  guard?: string | null
}

export interface Point {
  x: number
  y: number
}

export interface PlacedNode extends StateDiagramNode {
  x: number
  y: number
  rank: number
}

/** Edges between the same two states share one arrow with their labels stacked. */
export interface PlacedEdge {
  key: string
  source: string
  target: string
  edges: StateDiagramEdge[]
  /** SVG path commands (`M`, `L`, `Q`, `C`) with their points. */
  path: PathCommand[]
  /** The centre of the label stack. */
  labelAt: Point
}

export interface PathCommand {
  command: 'M' | 'L' | 'Q' | 'C'
  points: Point[]
}

export interface StateDiagramLayout {
  width: number
  height: number
  node: { width: number; height: number }
  nodes: PlacedNode[]
  edges: PlacedEdge[]
}

export const NODE = { width: 160, height: 48 }
const GAP = { x: 56, y: 72 }
/** Distance between two arrows running side by side round the diagram. */
const LANE = 8
const CORNER = 8
const MARGIN = 24
const LABEL_LINE = 18

/** Rough width of a label at the diagram's label size, for keeping labels apart. */
function labelWidth(text: string): number {
  return text.length * 6.6 + 14
}

export function edgeText(edge: StateDiagramEdge): string {
  return edge.guard ? `${edge.label} [${edge.guard}]` : edge.label
}

function bezierPoint([p0, p1, p2, p3]: [Point, Point, Point, Point], t: number): Point {
  const u = 1 - t
  const a = u * u * u
  const b = 3 * u * u * t
  const c = 3 * u * t * t
  const d = t * t * t
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y }
}

/**
 * Lays a state graph out top to bottom: each state's row is the longest way to it from the initial
 * state (arrows that close a cycle aside), final states share the last row, and a row's states are ordered
 * by where their predecessors sit, so arrows cross less. Arrows to the next row go straight down;
 * longer arrows down run in lanes on the right, arrows up or along a row round the left.
 */
export function layoutStateDiagram(
  nodes: readonly StateDiagramNode[],
  edges: readonly StateDiagramEdge[],
): StateDiagramLayout {
  const ids = new Set(nodes.map((node) => node.id))
  // Arrows that close a cycle (found depth first from the initial state) do not push their target down.
  const start = nodes.find((node) => node.initial) ?? nodes[0]
  const backEdges = new Set<StateDiagramEdge>()
  const visited = new Set<string>()
  const onPath = new Set<string>()
  const visit = (id: string) => {
    visited.add(id)
    onPath.add(id)
    for (const edge of edges) {
      if (edge.source !== id || !edge.target || !ids.has(edge.target)) continue
      if (onPath.has(edge.target)) backEdges.add(edge)
      else if (!visited.has(edge.target)) visit(edge.target)
    }
    onPath.delete(id)
  }
  if (start) visit(start.id)
  // Each reached state sits one row below the lowest state with an arrow into it (longest path).
  const rank = new Map<string, number>()
  if (start) rank.set(start.id, 0)
  for (let pass = 0; pass < nodes.length; pass += 1) {
    let changed = false
    for (const edge of edges) {
      if (backEdges.has(edge) || !edge.target || edge.target === edge.source || !visited.has(edge.target)) continue
      const from = rank.get(edge.source)
      if (from === undefined || (rank.get(edge.target) ?? -1) >= from + 1) continue
      rank.set(edge.target, from + 1)
      changed = true
    }
    if (!changed) break
  }
  const flowRanks = nodes.filter((node) => !node.final && rank.has(node.id)).map((node) => rank.get(node.id) ?? 0)
  const lastFlow = Math.max(0, ...flowRanks)
  const hasUnreached = nodes.some((node) => !node.final && !rank.has(node.id))
  const unreachedRank = lastFlow + 1
  const finalRank = lastFlow + (hasUnreached ? 2 : 1)
  const rankOf = (node: StateDiagramNode) => (node.final ? finalRank : (rank.get(node.id) ?? unreachedRank))

  const rows: StateDiagramNode[][] = []
  for (const node of nodes) (rows[rankOf(node)] ??= []).push(node)
  const denseRows = rows.filter((row) => row !== undefined && row.length > 0)

  // One pass of the barycentre heuristic: a state sits under the mean position of its predecessors.
  const position = new Map<string, number>()
  denseRows.forEach((row, rowIndex) => {
    if (rowIndex > 0) {
      const weight = (node: StateDiagramNode) => {
        const from = edges
          .filter((edge) => edge.target === node.id && edge.source !== node.id && position.has(edge.source))
          .map((edge) => position.get(edge.source) ?? 0)
        return from.length === 0 ? Number.POSITIVE_INFINITY : from.reduce((sum, value) => sum + value, 0) / from.length
      }
      const weights = new Map(row.map((node) => [node.id, weight(node)]))
      row.sort((a, b) => (weights.get(a.id) ?? 0) - (weights.get(b.id) ?? 0))
    }
    row.forEach((node, index) => position.set(node.id, index - (row.length - 1) / 2))
  })

  const widest = Math.max(1, ...denseRows.map((row) => row.length))
  const rowWidth = (count: number) => count * NODE.width + (count - 1) * GAP.x
  const placed: PlacedNode[] = []
  denseRows.forEach((row, rowIndex) => {
    const offset = (rowWidth(widest) - rowWidth(row.length)) / 2
    row.forEach((node, index) =>
      placed.push({
        ...node,
        rank: rowIndex,
        x: offset + index * (NODE.width + GAP.x),
        y: rowIndex * (NODE.height + GAP.y),
      }),
    )
  })
  const byId = new Map(placed.map((node) => [node.id, node]))

  const groups = new Map<string, { source: PlacedNode; target: PlacedNode; edges: StateDiagramEdge[] }>()
  for (const edge of edges) {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target ?? edge.source)
    if (!source || !target) continue
    const key = `${source.id}→${target.id}`
    const group = groups.get(key) ?? { source, target, edges: [] }
    group.edges.push(edge)
    groups.set(key, group)
  }
  const groupList = [...groups.entries()].map(([key, group]) => ({ key, ...group }))
  type Group = (typeof groupList)[number]
  const kindOf = ({ source, target }: Group) =>
    source === target ? 'loop' : target.rank === source.rank + 1 ? 'down' : target.rank > source.rank ? 'long' : 'up'
  const widthOf = (group: Group) => Math.max(...group.edges.map((edge) => labelWidth(edgeText(edge))))
  const middleY = (node: PlacedNode) => node.y + NODE.height / 2
  const nodesRight = Math.max(0, ...placed.map((node) => node.x + NODE.width))
  const nodesLeft = Math.min(0, ...placed.map((node) => node.x))

  // Arrows to the next row go straight down, leaving and arriving spread along the boxes' edges.
  const spread = (node: PlacedNode, index: number, count: number) => node.x + (NODE.width * (index + 1)) / (count + 1)
  const downGroups = groupList.filter((group) => kindOf(group) === 'down')
  const downSlot = (group: Group, end: 'source' | 'target') => {
    const node = group[end]
    const other = end === 'source' ? 'target' : 'source'
    const siblings = downGroups.filter((candidate) => candidate[end] === node).sort((a, b) => a[other].x - b[other].x)
    return spread(node, siblings.indexOf(group), siblings.length)
  }

  // Longer arrows down run in lanes right of every box, their labels in a column beside the boxes:
  // the higher the source, the further out its lane and the lower it turns back in, so lanes do not cross.
  const longGroups = groupList
    .filter((group) => kindOf(group) === 'long')
    .sort((a, b) => a.source.rank - b.source.rank || a.source.x - b.source.x)
  const labelColumn = nodesRight + 16
  const lanesStart = labelColumn + Math.max(0, ...longGroups.map(widthOf)) + 16
  const laneOf = (group: Group) => lanesStart + (longGroups.length - 1 - longGroups.indexOf(group)) * LANE
  const exits = (group: Group) => {
    const siblings = longGroups.filter((candidate) => candidate.source === group.source)
    return group.source.y + (NODE.height * (siblings.indexOf(group) + 1)) / (siblings.length + 1)
  }
  const arrivals = (group: Group) => {
    // Deeper turns arrive further left, so an arrow going up into its box crosses no other turn.
    const siblings = longGroups.filter((candidate) => candidate.target === group.target)
    const sameRow = longGroups.filter((candidate) => candidate.target.rank === group.target.rank)
    const depth = group.target.y + NODE.height + 12 + (sameRow.length - 1 - sameRow.indexOf(group)) * LANE
    return { x: spread(group.target, siblings.length - 1 - siblings.indexOf(group), siblings.length), depth }
  }

  const placedLabels: { x: number; y: number; width: number; height: number }[] = []
  const overlaps = (box: { x: number; y: number; width: number; height: number }) =>
    placedLabels.some(
      (other) =>
        Math.abs(other.x - box.x) * 2 < other.width + box.width &&
        Math.abs(other.y - box.y) * 2 < other.height + box.height,
    )

  const placedEdges: PlacedEdge[] = groupList.map((group) => {
    const { key, source, target } = group
    const width = widthOf(group)
    let path: PathCommand[]
    let labelAt: Point
    const kind = kindOf(group)
    if (kind === 'loop') {
      const left = source.x
      const y = middleY(source)
      path = [
        { command: 'M', points: [{ x: left, y: y - 10 }] },
        {
          command: 'C',
          points: [
            { x: left - 44, y: y - 36 },
            { x: left - 44, y: y + 36 },
            { x: left, y: y + 10 },
          ],
        },
      ]
      labelAt = { x: left - 40 - width / 2, y }
    } else if (kind === 'down') {
      const from = { x: downSlot(group, 'source'), y: source.y + NODE.height }
      const to = { x: downSlot(group, 'target'), y: target.y }
      const c1 = { x: from.x, y: from.y + GAP.y / 2 }
      const c2 = { x: to.x, y: to.y - GAP.y / 2 }
      path = [
        { command: 'M', points: [from] },
        { command: 'C', points: [c1, c2, to] },
      ]
      labelAt = bezierPoint([from, c1, c2, to], 0.5)
    } else if (kind === 'long') {
      const y = exits(group)
      const lane = laneOf(group)
      const { x, depth } = arrivals(group)
      path = [
        { command: 'M', points: [{ x: source.x + NODE.width, y }] },
        { command: 'L', points: [{ x: lane - CORNER, y }] },
        {
          command: 'Q',
          points: [
            { x: lane, y },
            { x: lane, y: y + CORNER },
          ],
        },
        { command: 'L', points: [{ x: lane, y: depth - CORNER }] },
        {
          command: 'Q',
          points: [
            { x: lane, y: depth },
            { x: lane - CORNER, y: depth },
          ],
        },
        { command: 'L', points: [{ x: x + CORNER, y: depth }] },
        {
          command: 'Q',
          points: [
            { x, y: depth },
            { x, y: depth - CORNER },
          ],
        },
        { command: 'L', points: [{ x, y: target.y + NODE.height }] },
      ]
      labelAt = { x: labelColumn + width / 2, y }
    } else {
      // Up or along a row: round the left of every box.
      const bulge = nodesLeft - source.x - 32 - 16 * Math.abs(target.rank - source.rank)
      const from = { x: source.x, y: middleY(source) }
      const to = { x: target.x, y: middleY(target) }
      const c1 = { x: from.x + bulge, y: from.y }
      const c2 = { x: to.x + bulge, y: to.y }
      path = [
        { command: 'M', points: [from] },
        { command: 'C', points: [c1, c2, to] },
      ]
      labelAt = bezierPoint([from, c1, c2, to], 0.5)
    }
    // Labels never sit on each other: a label that would is moved down until it is clear.
    const box = { ...labelAt, width, height: group.edges.length * LABEL_LINE }
    for (let attempt = 0; attempt < 12 && overlaps(box); attempt += 1) box.y += LABEL_LINE / 2
    placedLabels.push(box)
    return { key, source: source.id, target: target.id, edges: group.edges, path, labelAt: { x: box.x, y: box.y } }
  })

  // Everything drawn (boxes, lines, labels) inside the canvas, with a margin.
  const points = placedEdges.flatMap((edge) => edge.path.flatMap((command) => command.points))
  const xs = [
    ...placed.flatMap((node) => [node.x, node.x + NODE.width]),
    ...points.map((point) => point.x),
    ...placedLabels.flatMap((label) => [label.x - label.width / 2, label.x + label.width / 2]),
  ]
  const ys = [
    ...placed.flatMap((node) => [node.y, node.y + NODE.height]),
    ...points.map((point) => point.y),
    ...placedLabels.flatMap((label) => [label.y - label.height / 2, label.y + label.height / 2]),
  ]
  const minX = Math.min(0, ...xs)
  const minY = Math.min(0, ...ys)
  const dx = MARGIN - minX
  const dy = MARGIN - minY
  const shift = (point: Point): Point => ({ x: point.x + dx, y: point.y + dy })
  return {
    width: Math.ceil(Math.max(0, ...xs) - minX + MARGIN * 2),
    height: Math.ceil(Math.max(0, ...ys) - minY + MARGIN * 2),
    node: NODE,
    nodes: placed.map((node) => ({ ...node, x: node.x + dx, y: node.y + dy })),
    edges: placedEdges.map((edge) => ({
      ...edge,
      path: edge.path.map((command) => ({ ...command, points: command.points.map(shift) })),
      labelAt: shift(edge.labelAt),
    })),
  }
}

/** An SVG `d` attribute. */
export function pathData(path: readonly PathCommand[]): string {
  return path
    .map(({ command, points }) => `${command} ${points.map((point) => `${point.x} ${point.y}`).join(', ')}`)
    .join(' ')
}
