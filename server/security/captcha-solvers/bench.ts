/**
 * `npm run bench:captcha`: renders 500 captchas as the server does and lets both solvers try them, the one
 * fitted to our glyphs and generator and tesseract.js (offline); beside each, the same solver on captchas in
 * the plain control style, to show it reads what is readable. Prints success rates and ms per render.
 * `-- --count n` changes the 500.
 */
import { availableParallelism, loadavg } from 'node:os'
import { randomCode, renderCaptcha } from '../../auth/captcha'
import { startOcrSolver } from './ocr-solver'
import { captchas, runFitted, runOcr, type Tally } from './run'

const countFlag = process.argv.indexOf('--count')
const count = countFlag > 0 ? Number(process.argv[countFlag + 1]) : 500
const percent = (tally: Tally) =>
  `${tally.solved}/${tally.tried} solved (${((100 * tally.solved) / tally.tried).toFixed(1)} %), ${(100 * tally.characters).toFixed(1)} % of characters`

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`)
const times: number[] = []
for (let index = 0; index < count; index += 1) {
  const code = randomCode()
  const started = performance.now()
  renderCaptcha(code)
  times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const mean = times.reduce((sum, time) => sum + time, 0) / times.length
console.log(
  `render: ${mean.toFixed(2)} ms per captcha (median ${times[Math.floor(times.length / 2)]?.toFixed(2)}, p95 ${times[Math.floor(times.length * 0.95)]?.toFixed(2)}), ${renderCaptcha(randomCode()).length} characters of data URL`,
)

const real = captchas(count)
let started = performance.now()
console.log(`fitted solver: ${percent(runFitted(real))}; ${((performance.now() - started) / count).toFixed(0)} ms each`)
console.log(`fitted solver, plain control: ${percent(runFitted(captchas(Math.min(count, 100), { plain: true })))}`)

const ocr = await startOcrSolver()
try {
  started = performance.now()
  console.log(
    `tesseract.js: ${percent(await runOcr(ocr, real))}; ${((performance.now() - started) / count).toFixed(0)} ms each`,
  )
  console.log(
    `tesseract.js, plain control: ${percent(await runOcr(ocr, captchas(Math.min(count, 50), { plain: true })))}`,
  )
} finally {
  await ocr.close()
}
