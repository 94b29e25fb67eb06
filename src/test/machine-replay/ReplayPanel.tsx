import { useMemo, useState } from 'react'
import styled from 'styled-components'
import type { AnyStateMachine } from 'xstate'
import { Alert, Button, Card, JsonView, Stack, StateDiagram, Tag } from '@/design-system'
import { formatChange } from '@/lib/machine-replay/diff'
import { machineGraph, takenTransitionIds } from '@/lib/machine-replay/machine-graph'
import { describeMachine, eventLabel } from '@/lib/machine-replay/machine-structure'
import { replayTrace } from '@/lib/machine-replay/replay'
import { activeStateIds, formatStateValue } from '@/lib/machine-replay/state-data'
import type { MachineTrace } from '@/lib/machine-replay/trace'

export interface ReplayPanelProps {
  /** The machine the trace is replayed against (pure transitions: no actor runs). */
  machine: AnyStateMachine
  trace: MachineTrace
  /** The step shown first; 0 is the initial state. */
  initialStep?: number
}

// Diagram and replay side by side when there is room, as in Stately's inspector; stacked otherwise.
// The controls above, the diagram below at the page's full width: a big machine (chainOperation) then opens
// near its natural size instead of shrunk into a column beside the controls.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    min-width: 0;
  }
`

const Changes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`

/**
 * Steps forward and back through a recorded trace: the diagram marks the state of the current step and
 * the transition that led there, and
 * the panel shows the step's event, tags and context changes. A trace that does not fit the machine is
 * flagged at the step where it stops fitting.
 */
export function ReplayPanel({ machine, trace, initialStep = 0 }: ReplayPanelProps) {
  const replay = useMemo(() => replayTrace(machine, trace), [machine, trace])
  const structure = useMemo(() => describeMachine(machine), [machine])
  const graph = useMemo(() => machineGraph(structure), [structure])
  const last = replay.frames.length - 1
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), last))
  const frame = replay.frames[step] ?? replay.frames[0]
  if (!frame) return null
  const activeIds = activeStateIds(machine.id, frame.state)
  const previous = replay.frames[step - 1]
  const takenIds = previous
    ? takenTransitionIds(structure, activeStateIds(machine.id, previous.state), frame.event.type, activeIds)
    : []

  return (
    <Stack gap={4}>
      {trace.description && <p>{trace.description}</p>}
      <Columns>
        <Card title="Replay" headingLevel={2}>
          <Stack gap={3}>
            <Stack direction="horizontal" gap={2} align="center">
              <Button onClick={() => setStep((current) => Math.max(0, current - 1))} disabled={step === 0}>
                Back
              </Button>
              <Button
                variant="primary"
                onClick={() => setStep((current) => Math.min(last, current + 1))}
                disabled={step === last}
              >
                Forward
              </Button>
              <span role="status" aria-live="polite" data-testid="replay-step">
                Step {step} of {last}
              </span>
            </Stack>
            <Facts>
              <dt>Event</dt>
              <dd>
                <code>{eventLabel(frame.event.type)}</code>{' '}
                <small>
                  ({frame.event.type}, +{frame.at} ms)
                </small>
              </dd>
              <dt>State</dt>
              <dd data-testid="replay-state">
                {formatStateValue(frame.state)}
                {frame.status === 'active' ? '' : ` (${frame.status})`}
              </dd>
              <dt>Tags</dt>
              <dd>
                {frame.tags.length === 0 ? (
                  '—'
                ) : (
                  <Stack direction="horizontal" gap={1}>
                    {frame.tags.map((tag) => (
                      <Tag key={tag} tone={tag === 'error' ? 'danger' : 'info'}>
                        {tag}
                      </Tag>
                    ))}
                  </Stack>
                )}
              </dd>
              <dt>Context changes</dt>
              <dd>
                {frame.changes.length === 0 ? (
                  '—'
                ) : (
                  <Changes aria-label="Context changes">
                    {frame.changes.map((change) => (
                      <li key={change.path}>{formatChange(change)}</li>
                    ))}
                  </Changes>
                )}
              </dd>
            </Facts>
            {frame.mismatch !== null && (
              <Alert type="error" title="The trace does not fit the machine here" description={frame.mismatch} />
            )}
            <details>
              <summary>Event and context</summary>
              <Stack gap={2}>
                <JsonView value={frame.event} label="Event" />
                <JsonView value={frame.context} label="Context" collapseDepth={2} />
              </Stack>
            </details>
          </Stack>
        </Card>
        <StateDiagram
          nodes={graph.nodes}
          edges={graph.edges}
          activeIds={activeIds}
          takenEdgeIds={takenIds}
          label={`${machine.id} states`}
          maxHeight={1400}
        />
      </Columns>
    </Stack>
  )
}
