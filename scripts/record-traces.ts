/**
 * Records the example traces shipped beside each machine (`machines/traces/*.json`) by running the real
 * machines with fake actors and a simulated clock, through the same recorder the app uses.
 *
 *   npm exec -- tsx scripts/record-traces.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createActor, SimulatedClock } from 'xstate'
import { createTraceRecorder } from '../src/lib/machine-replay/recorder'
import { replayTrace } from '../src/lib/machine-replay/replay'
import { accountSwitchScenarios } from './record-traces/account-switch'
import { authScenarios } from './record-traces/auth'
import { chainOperationScenarios } from './record-traces/chain-operation'
import { chainOperationKindScenarios } from './record-traces/chain-operation-kinds'
import { settle, type Scenario } from './record-traces/harness'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const scenarios: Scenario[] = [
  ...authScenarios,
  ...chainOperationScenarios,
  ...chainOperationKindScenarios,
  ...accountSwitchScenarios,
]

let failures = 0
for (const scenario of scenarios) {
  const clock = new SimulatedClock()
  const recorder = createTraceRecorder({
    machine: scenario.machine.id,
    description: scenario.description,
    now: () => clock.now(),
  })
  const actor = createActor(scenario.machine, { input: scenario.input, clock, inspect: recorder.inspect })
  actor.start()
  await scenario.drive(actor, clock)
  await settle()
  actor.stop()
  const trace = recorder.trace()
  const replay = replayTrace(scenario.machine, trace)
  if (!replay.fits) {
    failures += 1
    console.error(`${scenario.file}: does not replay\n  ${replay.problems.join('\n  ')}`)
  }
  const file = path.join(root, scenario.file)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(trace, null, 2)}\n`)
  const last = trace.steps.at(-1)
  console.log(`${scenario.file}: ${trace.steps.length} steps → ${JSON.stringify(last?.state ?? trace.initial.state)}`)
}
if (failures > 0) process.exit(1)
