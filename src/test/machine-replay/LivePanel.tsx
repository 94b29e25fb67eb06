import { useMemo, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, type AnyStateMachine } from 'xstate'
import { Alert, Button, Card, FormField, Stack, StateDiagram, Textarea } from '@/design-system'
import { machineGraph } from '@/lib/machine-replay/machine-graph'
import { describeMachine, eventLabel } from '@/lib/machine-replay/machine-structure'
import { activeStateIds, formatStateValue } from '@/lib/machine-replay/state-data'

export interface LivePanelProps {
  machine: AnyStateMachine
  input?: unknown
}

/**
 * A machine run by hand: its invoked actors never answer on their own, so every event, including an actor's
 * `xstate.done.actor.…` or `xstate.error.actor.…` answer, is one the reader sends with the buttons the
 * current state accepts, with fields typed as JSON (`{ "output": { "status": "present" } }`).
 */
export function LivePanel({ machine, input }: LivePanelProps) {
  const structure = useMemo(() => describeMachine(machine), [machine])
  const graph = useMemo(() => machineGraph(structure), [structure])
  const [fields, setFields] = useState('{}')
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<string[]>([])
  const silentMachine = useMemo(() => {
    const silent = Object.fromEntries(
      structure.states
        .flatMap((state) => state.invokes)
        .map((name) => [name, fromPromise(() => new Promise(() => {}))]),
    )
    return machine.provide({ actors: silent })
  }, [machine, structure])
  const actor = useActorRef(silentMachine, { input })
  const snapshot = useSelector(actor, (current) => current)

  const activeIds = activeStateIds(machine.id, snapshot.value)
  const accepted = [
    ...new Set(
      structure.transitions
        .filter((transition) => transition.eventType !== '' && [machine.id, ...activeIds].includes(transition.sourceId))
        .map((transition) => transition.eventType),
    ),
  ].filter((type) => !type.startsWith('xstate.after'))
  const send = (type: string) => {
    let extra: Record<string, unknown>
    try {
      const parsed: unknown = JSON.parse(fields || '{}')
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
      extra = parsed as Record<string, unknown>
    } catch {
      setProblem('The event fields must be a JSON object, e.g. {"output": {"enough": true}}')
      return
    }
    setProblem(null)
    actor.send({ ...extra, type })
    setSent((log) => [...log, type])
  }

  return (
    <Stack gap={4}>
      <Card title="Send events by hand" headingLevel={2}>
        <Stack gap={3}>
          <p data-testid="live-state">
            State: <code>{formatStateValue(snapshot.value)}</code> ({snapshot.status})
          </p>
          <FormField label="Event fields (JSON)" error={problem ?? undefined}>
            <Textarea rows={2} value={fields} onChange={(event) => setFields(event.target.value)} />
          </FormField>
          <Stack direction="horizontal" gap={2} wrap>
            {accepted.map((type) => (
              <Button key={type} size="sm" onClick={() => send(type)}>
                {eventLabel(type)}
              </Button>
            ))}
          </Stack>
          {accepted.length === 0 && <Alert type="info" title="This state accepts no event: the run has ended." />}
          {sent.length > 0 && <p>Sent: {sent.map(eventLabel).join(' → ')}</p>}
        </Stack>
      </Card>
      <StateDiagram
        nodes={graph.nodes}
        edges={graph.edges}
        activeIds={activeIds}
        label={`${machine.id} states`}
        maxHeight={1400}
      />
    </Stack>
  )
}
