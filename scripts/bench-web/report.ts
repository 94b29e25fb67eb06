// The bench's printed tables: per page pair and preset, each console figure as median (min–max) beside the
// reference's and the ratio console ÷ reference; with --profile, where each page's main thread went.
import type { Sample } from './lighthouse.ts'

export interface PageRuns {
  url: string
  samples: Sample[]
}

export interface PairRuns {
  route: string
  preset: string
  console: PageRuns
  /** Null when the route has no counterpart in the reference or the reference was skipped. */
  reference: PageRuns | null
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

type Metric = { title: string; pick: (sample: Sample) => number; format: (value: number) => string }

const whole = (value: number) => String(Math.round(value))
const kib = (value: number) => (value / 1024).toFixed(0)
const metrics: Metric[] = [
  { title: 'score', pick: (s) => s.score, format: whole },
  { title: 'FCP ms', pick: (s) => s.fcp, format: whole },
  { title: 'LCP ms', pick: (s) => s.lcp, format: whole },
  { title: 'TBT ms', pick: (s) => s.tbt, format: whole },
  { title: 'CLS', pick: (s) => s.cls, format: (value) => value.toFixed(3) },
  { title: 'main thread ms', pick: (s) => s.mainThread, format: whole },
  { title: 'JS gzip KiB', pick: (s) => s.jsGzip, format: kib },
  { title: 'JS sent KiB', pick: (s) => s.jsSent, format: kib },
]

function cell(samples: Sample[], metric: Metric): { text: string; median: number } {
  const values = samples.map(metric.pick)
  const middle = median(values)
  const low = metric.format(Math.min(...values))
  const high = metric.format(Math.max(...values))
  return { text: low === high ? metric.format(middle) : `${metric.format(middle)} (${low}–${high})`, median: middle }
}

const loads = (samples: Sample[]) => {
  const values = samples.map((sample) => sample.load)
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`
}

export function printPairs(pairs: PairRuns[], runs: number, loadStart: number[], loadEnd: number[]): void {
  const average = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ')
  console.log(
    `\nLighthouse, ${runs} interleaved round(s); medians (min–max); load average ${average(loadStart)} at start, ${average(loadEnd)} at end`,
  )
  for (const pair of pairs) {
    const reference = pair.reference
    const counterpart = reference ? `reference ${new URL(reference.url).pathname}` : 'no reference'
    console.log(`\n${pair.route} (${pair.preset}) beside ${counterpart}`)
    console.log(
      ['', 'console', 'reference', 'console ÷ reference'].map((title, index) => title.padEnd(index ? 22 : 16)).join(''),
    )
    for (const metric of metrics) {
      const ours = cell(pair.console.samples, metric)
      const theirs = reference ? cell(reference.samples, metric) : null
      const ratio = theirs && theirs.median !== 0 ? (ours.median / theirs.median).toFixed(2) : '—'
      console.log([metric.title.padEnd(16), ours.text.padEnd(22), (theirs?.text ?? '—').padEnd(22), ratio].join(''))
    }
    console.log(
      ['load 1m'.padEnd(16), loads(pair.console.samples).padEnd(22), reference ? loads(reference.samples) : '—'].join(
        '',
      ),
    )
  }
}

const shortName = (url: string) => {
  const { pathname } = new URL(url, 'http://x')
  return pathname.split('/').pop() || pathname
}

function printProfile(title: string, page: PageRuns): void {
  const { samples } = page
  console.log(`\n${title}: ${page.url}`)
  const groups = new Set(samples.flatMap((sample) => Object.keys(sample.profile.groups)))
  const byGroup = [...groups]
    .map((group) => ({ group, ms: median(samples.map((sample) => sample.profile.groups[group] ?? 0)) }))
    .sort((a, b) => b.ms - a.ms)
  console.log(`  main thread (median ms): ${byGroup.map(({ group, ms }) => `${group} ${Math.round(ms)}`).join(' · ')}`)
  const urls = new Set(samples.flatMap((sample) => sample.profile.scripts.map((script) => script.url)))
  const byScript = [...urls]
    .map((url) => ({
      url,
      ms: median(samples.map((sample) => sample.profile.scripts.find((script) => script.url === url)?.total ?? 0)),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
  console.log(
    `  script time by file (median ms): ${byScript.map(({ url, ms }) => `${shortName(url)} ${Math.round(ms)}`).join(' · ')}`,
  )
  const elements = new Map<string, number>()
  for (const sample of samples)
    elements.set(sample.profile.lcpElement, (elements.get(sample.profile.lcpElement) ?? 0) + 1)
  for (const [element, count] of elements) console.log(`  LCP element (${count}/${samples.length}): ${element}`)
  const phases = new Set(samples.flatMap((sample) => Object.keys(sample.profile.lcpPhases)))
  const byPhase = [...phases].map(
    (phase) => `${phase} ${Math.round(median(samples.map((sample) => sample.profile.lcpPhases[phase] ?? 0)))}`,
  )
  if (byPhase.length) console.log(`  LCP phases (median ms): ${byPhase.join(' · ')}`)
}

export function printProfiles(pairs: PairRuns[]): void {
  console.log(
    '\nWhere the main thread went (Lighthouse main-thread work and bootup time, simulated CPU slowdown included)',
  )
  for (const pair of pairs) {
    printProfile(`console ${pair.route} (${pair.preset})`, pair.console)
    if (pair.reference)
      printProfile(`reference ${new URL(pair.reference.url).pathname} (${pair.preset})`, pair.reference)
  }
}
