import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { useTheme } from 'styled-components'
import { VisuallyHidden } from 'radix-ui'
import { useDesignSystemStrings } from '../../provider'
import { IconButton } from '../IconButton'
import {
  Root,
  Toolbar,
  ZoomLevel,
  Hint,
  Viewport,
  Canvas,
  Edges,
  Layer,
  StateBox,
  StateName,
  StateNote,
  EdgeLabel,
} from './state-diagram-styles'
import {
  edgeText,
  layoutStateDiagram,
  pathData,
  type PlacedEdge,
  type StateDiagramEdge,
  type StateDiagramNode,
} from './state-diagram-layout'

export interface StateDiagramProps {
  /** The states. */
  nodes: readonly StateDiagramNode[]
  /** The transitions, each labelled with its event. */
  edges: readonly StateDiagramEdge[]
  /** Ids of the current states: marked `aria-current="step"`. */
  activeIds?: readonly string[]
  /** Ids of the edges of the transition just taken: drawn in the primary colour. */
  takenEdgeIds?: readonly string[]
  /** Accessible name of the diagram; defaults to the locale's "state diagram" (状态图). */
  label?: string
  /** Tallest the panel grows, in pixels; a taller diagram is scaled down to fit. */
  maxHeight?: number
  /** Class for layout by the parent. */
  className?: string
}

interface View {
  scale: number
  x: number
  y: number
}

const MIN_SCALE = 0.2
const MAX_SCALE = 3
const ZOOM_STEP = 1.25
const PAN_STEP = 48
const MIN_HEIGHT = 120

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
}

/**
 * A state machine's diagram: states as boxes, transitions as arrows labelled with their events, the
 * current state and the transition just taken highlighted. It fits its panel's width; drag, the
 * arrow keys, the wheel and the zoom buttons pan and zoom it, and "fit" brings it back.
 */
export function StateDiagram({
  nodes,
  edges,
  activeIds = [],
  takenEdgeIds = [],
  label,
  maxHeight = 560,
  className,
}: StateDiagramProps) {
  const strings = useDesignSystemStrings()
  const theme = useTheme()
  const layout = useMemo(() => layoutStateDiagram(nodes, edges), [nodes, edges])
  const viewportRef = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  // Null while the diagram follows its panel (fit); a view of its own once the user pans or zooms.
  const [manual, setManual] = useState<View | null>(null)
  const [dragging, setDragging] = useState(false)
  const drag = useRef<{ pointerX: number; pointerY: number; view: View } | null>(null)
  const baseId = useId().replaceAll(':', '')
  const hintId = `${baseId}-hint`

  useLayoutEffect(() => {
    const element = viewportRef.current
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Not measured yet (or no layout engine, as in jsdom): natural size.
  const widthScale = width > 0 ? Math.min(1, width / layout.width) : 1
  const height = Math.max(MIN_HEIGHT, Math.min(maxHeight, Math.ceil(layout.height * widthScale)))
  const fitted: View = useMemo(() => {
    if (width <= 0) return { scale: 1, x: 0, y: 0 }
    const scale = Math.min(1, width / layout.width, height / layout.height)
    return { scale, x: (width - layout.width * scale) / 2, y: (height - layout.height * scale) / 2 }
  }, [width, height, layout.width, layout.height])
  const view = manual ?? fitted

  const zoomBy = (factor: number, at?: { x: number; y: number }) => {
    const current = view
    const scale = clampScale(current.scale * factor)
    const centre = at ?? { x: (width || layout.width) / 2, y: height / 2 }
    const ratio = scale / current.scale
    setManual({ scale, x: centre.x - (centre.x - current.x) * ratio, y: centre.y - (centre.y - current.y) * ratio })
  }
  const panBy = (dx: number, dy: number) => {
    const current = view
    setManual({ ...current, x: current.x + dx, y: current.y + dy })
  }
  const onWheel = useEffectEvent((event: WheelEvent, element: HTMLElement) => {
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault()
      const box = element.getBoundingClientRect()
      zoomBy(Math.exp(-event.deltaY * 0.002), { x: event.clientX - box.left, y: event.clientY - box.top })
      return
    }
    // A plain wheel pans a diagram bigger than its panel, and scrolls the page otherwise.
    const overflows =
      layout.width * view.scale > element.clientWidth + 1 || layout.height * view.scale > element.clientHeight + 1
    if (!overflows) return
    event.preventDefault()
    panBy(-(event.shiftKey ? event.deltaY : event.deltaX), event.shiftKey ? 0 : -event.deltaY)
  })

  // The wheel listener is native and not passive, so ctrl+wheel zooms the diagram instead of the page.
  useEffect(() => {
    const element = viewportRef.current
    if (!element) return
    const listener = (event: WheelEvent) => onWheel(event, element)
    element.addEventListener('wheel', listener, { passive: false })
    return () => element.removeEventListener('wheel', listener)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => panBy(PAN_STEP, 0),
      ArrowRight: () => panBy(-PAN_STEP, 0),
      ArrowUp: () => panBy(0, PAN_STEP),
      ArrowDown: () => panBy(0, -PAN_STEP),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      _: () => zoomBy(1 / ZOOM_STEP),
      '0': () => setManual(null),
    }
    const action = actions[event.key]
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    action()
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, view }
    event.currentTarget.setPointerCapture?.(event.pointerId)
    setDragging(true)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!start) return
    setManual({
      ...start.view,
      x: start.view.x + event.clientX - start.pointerX,
      y: start.view.y + event.clientY - start.pointerY,
    })
  }
  const endDrag = () => {
    drag.current = null
    setDragging(false)
  }

  const active = new Set(activeIds)
  const taken = new Set(takenEdgeIds)
  const emphasisOf = (edge: PlacedEdge): 'taken' | 'next' | 'none' =>
    edge.edges.some((item) => taken.has(item.id)) ? 'taken' : active.has(edge.source) ? 'next' : 'none'
  const stroke = {
    taken: theme.colors.primary,
    next: theme.colors.text,
    none: theme.colors.borderStrong,
  }
  const nameOf = new Map(layout.nodes.map((node) => [node.id, node.label]))
  const name = label ?? strings.diagram

  return (
    <Root className={className}>
      <Toolbar role="group" aria-label={strings.diagramControls}>
        <IconButton
          size="sm"
          variant="secondary"
          aria-label={strings.diagramZoomOut}
          icon="−"
          onClick={() => zoomBy(1 / ZOOM_STEP)}
          disabled={view.scale <= MIN_SCALE}
        />
        <ZoomLevel>{Math.round(view.scale * 100)}%</ZoomLevel>
        <IconButton
          size="sm"
          variant="secondary"
          aria-label={strings.diagramZoomIn}
          icon="+"
          onClick={() => zoomBy(ZOOM_STEP)}
          disabled={view.scale >= MAX_SCALE}
        />
        <IconButton
          size="sm"
          variant="secondary"
          aria-label={strings.diagramFit}
          icon="⤢"
          onClick={() => setManual(null)}
          aria-pressed={manual === null}
        />
        <Hint id={hintId}>{strings.diagramHint}</Hint>
      </Toolbar>
      <Viewport
        ref={viewportRef}
        role="region"
        aria-label={name}
        aria-describedby={hintId}
        tabIndex={0}
        style={{ height }}
        data-dragging={dragging}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <Canvas
          data-testid="state-diagram-canvas"
          style={{
            width: layout.width,
            height: layout.height,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <Edges width={layout.width} height={layout.height} aria-hidden="true" focusable="false">
            <defs>
              {(['none', 'next', 'taken'] as const).map((emphasis) => (
                <marker
                  key={emphasis}
                  id={`${baseId}-arrow-${emphasis}`}
                  viewBox="0 0 10 10"
                  refX="9"
                  refY="5"
                  markerWidth="7"
                  markerHeight="7"
                  orient="auto-start-reverse"
                >
                  <path d="M 0 0 L 10 5 L 0 10 z" fill={stroke[emphasis]} />
                </marker>
              ))}
            </defs>
            {layout.edges.map((edge) => {
              const emphasis = emphasisOf(edge)
              return (
                <path
                  key={edge.key}
                  d={pathData(edge.path)}
                  fill="none"
                  stroke={stroke[emphasis]}
                  strokeWidth={emphasis === 'taken' ? 2.5 : emphasis === 'next' ? 1.5 : 1}
                  markerEnd={`url(#${baseId}-arrow-${emphasis})`}
                />
              )
            })}
          </Edges>
          <Layer aria-label={strings.diagramStates}>
            {layout.nodes.map((node) => {
              const isActive = active.has(node.id)
              const parent = node.parent ? nameOf.get(node.parent) : undefined
              const notes = [...(parent ? [`${parent} ›`] : []), ...(node.notes ?? [])]
              return (
                <StateBox
                  key={node.id}
                  style={{ left: node.x, top: node.y, width: layout.node.width, height: layout.node.height }}
                  $active={isActive}
                  $final={node.final === true}
                  aria-current={isActive ? 'step' : undefined}
                  data-state-id={node.id}
                >
                  <StateName title={node.label}>{node.label}</StateName>
                  {notes.length > 0 && <StateNote>{notes.join(' · ')}</StateNote>}
                </StateBox>
              )
            })}
          </Layer>
          <Layer aria-label={strings.diagramTransitions}>
            {layout.edges.map((edge) => {
              const emphasis = emphasisOf(edge)
              return (
                <EdgeLabel
                  key={edge.key}
                  style={{ left: edge.labelAt.x, top: edge.labelAt.y }}
                  $emphasis={emphasis}
                  data-taken={emphasis === 'taken' || undefined}
                >
                  {edge.edges.map((item) => (
                    <span key={item.id} data-edge-id={item.id}>
                      {edgeText(item)}
                    </span>
                  ))}
                  <VisuallyHidden.Root>
                    {`${nameOf.get(edge.source) ?? edge.source} → ${nameOf.get(edge.target) ?? edge.target}`}
                  </VisuallyHidden.Root>
                </EdgeLabel>
              )
            })}
          </Layer>
        </Canvas>
      </Viewport>
    </Root>
  )
}
