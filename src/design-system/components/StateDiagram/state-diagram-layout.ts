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
  /** A cubic Bézier: start, two control points, end. */
  path: [Point, Point, Point, Point]
  /** The centre of the label stack. */
  labelAt: Point
}

export interface StateDiagramLayout {
  width: number
  height: number
  node: { width: number; height: number }
  nodes: PlacedNode[]
  edges: PlacedEdge[]
}

export const NODE = { width: 160, height: 48 }
const GAP = { x: 56, y: 88 }
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
 * Lays a state graph out top to bottom: each state's row is its distance from the initial state
 * (breadth first along the edges), final states share the last row, and a row's states are ordered
 * by where their predecessors sit, so arrows cross less. Arrows to the next row go straight down;
 * longer, upward and same-row arrows go round the side.
 */
export function layoutStateDiagram(
  nodes: readonly StateDiagramNode[],
  edges: readonly StateDiagramEdge[],
): StateDiagramLayout {
  const ids = new Set(nodes.map((node) => node.id))
  const rank = new Map<string, number>()
  const start = nodes.find((node) => node.initial) ?? nodes[0]
  if (start) rank.set(start.id, 0)
  const queue = start ? [start.id] : []
  while (queue.length > 0) {
    const current = queue.shift() as string
    for (const edge of edges) {
      if (edge.source !== current || !edge.target || !ids.has(edge.target) || rank.has(edge.target)) continue
      rank.set(edge.target, (rank.get(current) ?? 0) + 1)
      queue.push(edge.target)
    }
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
  const groupList = [...groups.entries()]
  const isDown = (source: PlacedNode, target: PlacedNode) => target.rank === source.rank + 1

  // Arrows straight down leave and arrive spread along the boxes' bottom and top edges.
  const slot = (node: PlacedNode, others: PlacedNode[], other: PlacedNode) => {
    const sorted = [...others].sort((a, b) => a.x - b.x)
    const index = sorted.indexOf(other)
    return node.x + (NODE.width * (index + 1)) / (sorted.length + 1)
  }
  const downFrom = new Map<string, PlacedNode[]>()
  const downTo = new Map<string, PlacedNode[]>()
  for (const [, { source, target }] of groupList) {
    if (!isDown(source, target)) continue
    downFrom.set(source.id, [...(downFrom.get(source.id) ?? []), target])
    downTo.set(target.id, [...(downTo.get(target.id) ?? []), source])
  }

  const placedLabels: { x: number; y: number; width: number; height: number }[] = []
  const overlaps = (box: { x: number; y: number; width: number; height: number }) =>
    placedLabels.some(
      (other) =>
        Math.abs(other.x - box.x) * 2 < other.width + box.width &&
        Math.abs(other.y - box.y) * 2 < other.height + box.height,
    )

  const placedEdges: PlacedEdge[] = groupList.map(([key, { source, target, edges: groupEdges }]) => {
    let path: [Point, Point, Point, Point]
    let labelAt: Point
    const middleY = (node: PlacedNode) => node.y + NODE.height / 2
    if (source === target) {
      const right = source.x + NODE.width
      path = [
        { x: right, y: middleY(source) - 10 },
        { x: right + 44, y: middleY(source) - 36 },
        { x: right + 44, y: middleY(source) + 36 },
        { x: right, y: middleY(source) + 10 },
      ]
      const width = Math.max(...groupEdges.map((edge) => labelWidth(edgeText(edge))))
      labelAt = { x: right + 40 + width / 2, y: middleY(source) }
    } else {
      if (isDown(source, target)) {
        const from = { x: slot(source, downFrom.get(source.id) ?? [], target), y: source.y + NODE.height }
        const to = { x: slot(target, downTo.get(target.id) ?? [], source), y: target.y }
        const pull = GAP.y / 2
        path = [from, { x: from.x, y: from.y + pull }, { x: to.x, y: to.y - pull }, to]
      } else {
        // Round the side facing the target; a long way down bulges further out.
        const toRight = target.x >= source.x
        const side = (node: PlacedNode) => (toRight ? node.x + NODE.width : node.x)
        const bulge = (toRight ? 1 : -1) * (48 + 16 * Math.abs(target.rank - source.rank))
        const from = { x: side(source), y: middleY(source) }
        const to =
          target.rank > source.rank
            ? { x: target.x + NODE.width / 2, y: target.y }
            : { x: side(target), y: middleY(target) }
        const entry = target.rank > source.rank ? { x: to.x, y: to.y - GAP.y / 2 } : { x: to.x + bulge, y: to.y }
        path = [from, { x: from.x + bulge, y: from.y }, entry, to]
      }
      labelAt = bezierPoint(path, 0.5)
    }
    // Labels never sit on each other: a label that would is moved down until it is clear.
    const box = {
      ...labelAt,
      width: Math.max(...groupEdges.map((edge) => labelWidth(edgeText(edge)))),
      height: groupEdges.length * LABEL_LINE,
    }
    for (let attempt = 0; attempt < 12 && overlaps(box); attempt += 1) box.y += LABEL_LINE
    placedLabels.push(box)
    return { key, source: source.id, target: target.id, edges: groupEdges, path, labelAt: { x: box.x, y: box.y } }
  })

  // Everything drawn (boxes, curves, labels) inside the canvas, with a margin.
  const xs = [
    ...placed.flatMap((node) => [node.x, node.x + NODE.width]),
    ...placedEdges.flatMap((edge) => edge.path.map((point) => point.x)),
    ...placedLabels.flatMap((label) => [label.x - label.width / 2, label.x + label.width / 2]),
  ]
  const ys = [
    ...placed.flatMap((node) => [node.y, node.y + NODE.height]),
    ...placedEdges.flatMap((edge) => edge.path.map((point) => point.y)),
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
      path: edge.path.map(shift) as [Point, Point, Point, Point],
      labelAt: shift(edge.labelAt),
    })),
  }
}
