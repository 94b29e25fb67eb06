import { useId, useMemo } from 'react'
import styled from 'styled-components'
import type { AnyStateMachine } from 'xstate'
import { layoutMachine, type DiagramLayout } from '@/lib/machine-replay/diagram-layout'
import { describeMachine } from '@/lib/machine-replay/machine-structure'

export interface MachineDiagramProps {
  /** The machine whose states are drawn. */
  machine: AnyStateMachine
  /** Ids of the active state nodes (`chainOperation.sending`); the active one is marked `aria-current`. */
  activeIds?: readonly string[]
  /** Accessible name of the diagram. */
  label?: string
}

const Frame = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
`

const Canvas = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
`

const Edges = styled.svg`
  position: absolute;
  inset: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const StateList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const StateBox = styled.li<{
  $x: number
  $y: number
  $width: number
  $height: number
  $active: boolean
  $final: boolean
}>`
  position: absolute;
  left: ${({ $x }) => $x}px;
  top: ${({ $y }) => $y}px;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: ${({ $final }) => ($final ? '3px double' : '1px solid')}
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : theme.colors.surface)};
  box-shadow: ${({ theme, $active }) => ($active ? `0 0 0 2px ${theme.colors.focusRing}` : 'none')};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  transition: background ${({ theme }) => theme.duration.fast};
`

const StateName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  overflow-wrap: anywhere;
`

const StateNote = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
`

function edgePath(layout: DiagramLayout, transition: DiagramLayout['transitions'][number]): string {
  const { from, to } = transition
  if (transition.self) {
    const left = to.x - 18
    const right = to.x + 18
    return `M ${left} ${to.y} C ${left - 10} ${to.y - 26}, ${right + 10} ${to.y - 26}, ${right} ${to.y}`
  }
  const bend = Math.max(24, Math.abs(to.x - from.x) / 2)
  const backwards = to.x <= from.x
  const lift = backwards ? layout.box.height : 0
  return `M ${from.x} ${from.y} C ${from.x + (backwards ? -bend : bend)} ${from.y - lift}, ${to.x + (backwards ? bend : -bend)} ${to.y - lift}, ${to.x} ${to.y}`
}

/**
 * A machine's states as boxes, laid out left to right from the initial state, with its transitions as
 * arrows (their event and guard in a tooltip). Plain data derived from the machine definition: any
 * machine can be drawn without custom code.
 */
export function MachineDiagram({ machine, activeIds = [], label }: MachineDiagramProps) {
  const layout = useMemo(() => layoutMachine(describeMachine(machine)), [machine])
  const markerId = useId().replaceAll(':', '')
  const active = new Set(activeIds)
  return (
    // Wide machines scroll: the frame is a focusable region so keyboard users can scroll it too.
    <Frame role="region" aria-label={`${label ?? `${machine.id} states`} diagram`} tabIndex={0}>
      <Canvas $width={layout.width} $height={layout.height}>
        <Edges width={layout.width} height={layout.height} aria-hidden="true" focusable="false">
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
            </marker>
          </defs>
          {layout.transitions.map((transition) => (
            <path
              key={transition.id}
              d={edgePath(layout, transition)}
              fill="none"
              stroke="currentColor"
              strokeWidth={active.has(transition.sourceId) ? 2 : 1}
              opacity={active.has(transition.sourceId) ? 1 : 0.45}
              markerEnd={`url(#${markerId})`}
            >
              <title>{transition.guard ? `${transition.label} [${transition.guard}]` : transition.label}</title>
            </path>
          ))}
        </Edges>
        <StateList aria-label={label ?? `${machine.id} states`}>
          {layout.states.map((state) => {
            const isActive = active.has(state.id)
            const notes = [
              state.initial ? 'initial' : null,
              state.type === 'final' ? 'final' : null,
              ...state.tags,
            ].filter((note) => note !== null)
            return (
              <StateBox
                key={state.id}
                $x={state.x}
                $y={state.y}
                $width={layout.box.width}
                $height={layout.box.height}
                $active={isActive}
                $final={state.type === 'final'}
                aria-current={isActive ? 'step' : undefined}
                data-state-id={state.id}
              >
                <StateName>{state.key}</StateName>
                {notes.length > 0 && <StateNote>{notes.join(' · ')}</StateNote>}
              </StateBox>
            )
          })}
        </StateList>
      </Canvas>
    </Frame>
  )
}
