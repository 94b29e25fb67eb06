import { describe, expect, it } from 'vitest'
import { replayTrace } from '@/lib/machine-replay/replay'
import { parseTrace } from '@/lib/machine-replay/trace'
import { loginMachine } from './login.machine'
import { sessionRestoreMachine } from './session-restore.machine'

const traces = import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' })
const machines = { login: loginMachine, sessionRestore: sessionRestoreMachine }

describe('shipped login and session restore traces', () => {
  it('ship one trace for success and each failure path', () => {
    expect(Object.keys(traces).map((file) => file.replace('./traces/', ''))).toEqual(
      expect.arrayContaining([
        'login.success.json',
        'login.wrong-credentials.json',
        'login.server-error.json',
        'login.token.json',
        'login.token-fallback.json',
        'login.logout.json',
        'session-restore.restored.json',
        'session-restore.corrupted.json',
        'session-restore.missing.json',
      ]),
    )
  })

  for (const [file, json] of Object.entries(traces)) {
    it(`${file} replays to its recorded final state`, () => {
      const trace = parseTrace(json)
      const machine = machines[trace.machine as keyof typeof machines]
      expect(machine).toBeDefined()
      const result = replayTrace(machine, trace)
      expect(result.problems).toEqual([])
      expect(result.frames.at(-1)?.state).toEqual(trace.steps.at(-1)?.state ?? trace.initial.state)
      expect(JSON.stringify(trace)).not.toMatch(/Passw0rd|session-token|handed-over/)
    })
  }
})
