/**
 * Replays a recorded trace against its machine and prints each step's state, tags and context changes.
 * Exits with 1 when the trace does not fit the machine (unknown event, different state, tags or status).
 *
 *   npm run replay -- <machine> <trace.json>
 *   npm run replay -- chain-operation src/lib/chain-operation/traces/chain-operation.success.json
 */
import { readFileSync } from 'node:fs'
import { formatChange } from '../src/lib/machine-replay/diff'
import { replayTrace } from '../src/lib/machine-replay/replay'
import { formatStateValue } from '../src/lib/machine-replay/state-data'
import { parseTrace } from '../src/lib/machine-replay/trace'
import { machineAliases, replayableMachines } from './machines'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const [machineName, traceFile] = process.argv.slice(2)
if (machineName === undefined || traceFile === undefined) {
  fail(`Usage: npm run replay -- <machine> <trace.json>\nMachines: ${Object.keys(replayableMachines).join(', ')}`)
}
const machine = replayableMachines[machineAliases[machineName] ?? machineName]
if (machine === undefined)
  fail(`Unknown machine "${machineName}". Machines: ${Object.keys(replayableMachines).join(', ')}`)

let trace
try {
  trace = parseTrace(JSON.parse(readFileSync(traceFile, 'utf8')))
} catch (error) {
  fail(`${traceFile}: ${error instanceof Error ? error.message : String(error)}`)
}

const result = replayTrace(machine, trace)
console.log(`${machine.id} ← ${traceFile}${trace.description ? ` (${trace.description})` : ''}`)
for (const frame of result.frames) {
  const tags = frame.tags.length > 0 ? ` [${frame.tags.join(', ')}]` : ''
  const status = frame.status === 'active' ? '' : ` (${frame.status})`
  console.log(
    `${String(frame.index).padStart(3)}  +${frame.at}ms  ${frame.event.type}  →  ${formatStateValue(frame.state)}${tags}${status}`,
  )
  for (const change of frame.changes) console.log(`       ${formatChange(change)}`)
  if (frame.mismatch !== null) console.log(`       ✗ ${frame.mismatch}`)
}
if (!result.fits) fail(`The trace does not fit the machine "${machine.id}":\n  ${result.problems.join('\n  ')}`)
console.log(
  `OK: ${result.frames.length - 1} steps replayed, final state ${formatStateValue(result.frames.at(-1)?.state ?? '')}`,
)
