import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate'
import { diffContext, formatChange } from './diff'
import { describeMachine, eventLabel } from './machine-structure'
import { createTraceRecorder } from './recorder'
import { REDACTED, redact } from './redact'
import { replayTrace } from './replay'
import { activeStateIds } from './state-data'
import { parseTrace } from './trace'

const unlockMachine = setup({
  types: {
    context: {} as { attempts: number; note: string | null },
    events: {} as { type: 'unlock.submit'; passphrase: string } | { type: 'unlock.reset' },
  },
  actors: {
    check: fromPromise<{ privateKey: string }, { passphrase: string }>(async ({ input }) => ({
      privateKey: `key-for-${input.passphrase}`,
    })),
  },
}).createMachine({
  id: 'unlock',
  context: { attempts: 0, note: null },
  initial: 'locked',
  states: {
    locked: {
      on: {
        'unlock.submit': { target: 'checking', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ event }) => ({ passphrase: event.type === 'unlock.submit' ? event.passphrase : '' }),
        onDone: { target: 'open', actions: assign({ note: 'opened' }) },
      },
    },
    open: { on: { 'unlock.reset': 'locked' } },
  },
})

describe('redact', () => {
  it('replaces secret fields at any depth and flattens errors', () => {
    const error = Object.assign(new Error('boom'), { code: 'network' })
    expect(
      redact({
        passphrase: 'p',
        nested: { privateKey: 'k', private_key: 'k', token: 't', ok: 1 },
        list: [{ password: 'x' }],
        error,
      }),
    ).toEqual({
      passphrase: REDACTED,
      nested: { privateKey: REDACTED, private_key: REDACTED, token: REDACTED, ok: 1 },
      list: [{ password: REDACTED }],
      error: { name: 'Error', message: 'boom', code: 'network' },
    })
    expect(redact({ token: null })).toEqual({ token: null })
  })
})

describe('recorder and replay', () => {
  async function record() {
    const recorder = createTraceRecorder({ machine: 'unlock', description: 'example' })
    const actor = createActor(unlockMachine, { inspect: recorder.inspect })
    actor.start()
    actor.send({ type: 'unlock.submit', passphrase: 'hunter2' })
    await waitFor(actor, (snapshot) => snapshot.matches('open'))
    actor.stop()
    return recorder.trace()
  }

  it('records the root events with states and tags, without secrets', async () => {
    const trace = await record()
    expect(trace.initial).toEqual({ state: 'locked', tags: [], status: 'active' })
    expect(trace.steps.map((step) => [step.event.type, step.state, step.tags])).toEqual([
      ['unlock.submit', 'checking', ['busy']],
      ['xstate.done.actor.check', 'open', []],
    ])
    expect(JSON.stringify(trace)).not.toContain('hunter2')
    expect(trace.steps[0]?.event.passphrase).toBe(REDACTED)
    expect(parseTrace(JSON.parse(JSON.stringify(trace)))).toEqual(trace)
  })

  it('replays a trace step by step with context changes, and refuses one that does not fit', async () => {
    const trace = await record()
    const result = replayTrace(unlockMachine, trace)
    expect(result.fits).toBe(true)
    expect(result.frames.map((frame) => frame.state)).toEqual(['locked', 'checking', 'open'])
    expect(result.frames[1]?.changes.map(formatChange)).toEqual(['attempts: 0 → 1'])

    const wrongState = {
      ...trace,
      steps: trace.steps.map((step, index) => (index === 1 ? { ...step, state: 'locked' } : step)),
    }
    expect(replayTrace(unlockMachine, wrongState).problems).toEqual([
      'step 2 (xstate.done.actor.check): state is open, the trace recorded locked',
    ])

    const unknownEvent = {
      ...trace,
      steps: [
        ...trace.steps,
        { at: 1, state: 'open', tags: [], status: 'active' as const, event: { type: 'unlock.explode' } },
      ],
    }
    expect(replayTrace(unlockMachine, unknownEvent).fits).toBe(false)

    expect(() => parseTrace({ version: 2 })).toThrow(/Not a machine trace/)
  })
})

describe('machine structure', () => {
  it('describes states, tags, invokes and readable transition labels', () => {
    const structure = describeMachine(unlockMachine)
    expect(structure.states.map((state) => [state.id, state.initial, state.tags, state.invokes])).toEqual([
      ['unlock.locked', true, [], []],
      ['unlock.checking', false, ['busy'], ['check']],
      ['unlock.open', false, [], []],
    ])
    expect(
      structure.transitions.map(
        (transition) => `${transition.sourceId} -${transition.label}-> ${transition.targetIds.join(',')}`,
      ),
    ).toEqual([
      'unlock.locked -unlock.submit-> unlock.checking',
      'unlock.checking -done: check-> unlock.open',
      'unlock.open -unlock.reset-> unlock.locked',
    ])
    expect(eventLabel('xstate.after.pointsRetry.chainOperation.pointsRetryWait')).toBe('after pointsRetry')
    expect(activeStateIds('m', { a: { b: 'c' } })).toEqual(['m.a', 'm.a.b', 'm.a.b.c'])
  })

  it('diffs contexts field by field', () => {
    expect(diffContext({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: true })).toEqual([
      { path: 'b.c', before: 2, after: 3 },
      { path: 'd', after: true },
    ])
  })
})

describe('machine graph', () => {
  it('gives every state and transition, each edge labelled with its event', async () => {
    const { machineGraph } = await import('./machine-graph')
    const graph = machineGraph(describeMachine(unlockMachine))
    expect(graph.nodes.map((node) => [node.label, node.initial, node.notes])).toEqual([
      ['locked', true, ['initial']],
      ['checking', false, ['busy']],
      ['open', false, []],
    ])
    expect(graph.edges.map((edge) => `${edge.source} -${edge.label}-> ${edge.target}`)).toEqual([
      'unlock.locked -unlock.submit-> unlock.checking',
      'unlock.checking -done: check-> unlock.open',
      'unlock.open -unlock.reset-> unlock.locked',
    ])
  })

  it('finds the transition an event just took', async () => {
    const { takenTransitionIds } = await import('./machine-graph')
    const structure = describeMachine(unlockMachine)
    expect(takenTransitionIds(structure, ['unlock.locked'], 'unlock.submit', ['unlock.checking'])).toEqual([
      'unlock.locked|unlock.submit|0',
    ])
    expect(takenTransitionIds(structure, ['unlock.locked'], 'unlock.reset', ['unlock.locked'])).toEqual([])
  })
})
