// One Lighthouse run (performance only) on a page in a fresh browser context, read into the figures the
// bench prints: score, FCP, LCP, TBT, CLS, main-thread work, the page's JavaScript (as sent and gzip) and,
// for --profile, where the main thread went and what the largest paint was.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse'
import type { Browser } from 'puppeteer-core'

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** Items put into the page's storage before it runs: the console's session, the reference's token. */
export interface Storage {
  area: 'sessionStorage' | 'localStorage'
  items: Record<string, string>
}

export interface Profile {
  /** Main-thread time by Lighthouse's groups (script evaluation, style & layout, rendering, …), in ms. */
  groups: Record<string, number>
  /** Script time by file (evaluation + parse/compile), in ms, largest first. */
  scripts: { url: string; total: number }[]
  lcpElement: string
  /** LCP split into time to first byte, resource load delay and duration, and render delay, in ms. */
  lcpPhases: Record<string, number>
}

export interface Sample {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Lighthouse's main-thread work total (already multiplied by the simulated CPU slowdown). */
  mainThread: number
  /** Every script the page loaded, gzip -9 of its bytes, and as the server actually sent them. */
  jsGzip: number
  jsSent: number
  /** One-minute load average when the run ended. */
  load: number
  profile: Profile
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The rows of an audit's table (or of the tables in its list), whatever their shape. */
function rows(report: Report, id: string): Record<string, unknown>[] {
  const details: unknown = report.audits[id]?.details
  if (!isRecord(details) || !Array.isArray(details.items)) return []
  return details.items.flatMap((item: unknown) =>
    isRecord(item) && Array.isArray(item.items) ? item.items.filter(isRecord) : isRecord(item) ? [item] : [],
  )
}

const gzipSizes = new Map<string, number>()

/** gzip -9 size of a script, fetched again (decoded) from the local server; cached by URL. */
async function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url)
  if (size === undefined) {
    const response = await fetch(url)
    size = gzipSync(new Uint8Array(await response.arrayBuffer()), { level: 9 }).length
    gzipSizes.set(url, size)
  }
  return size
}

function profileOf(report: Report): Profile {
  const groups: Record<string, number> = {}
  for (const row of rows(report, 'mainthread-work-breakdown')) {
    if (typeof row.groupLabel === 'string' && typeof row.duration === 'number') groups[row.groupLabel] = row.duration
  }
  const scripts = rows(report, 'bootup-time')
    .filter((row) => typeof row.url === 'string' && typeof row.total === 'number')
    .map((row) => ({ url: String(row.url), total: Number(row.total) }))
  // Lighthouse 13's LCP breakdown (from the observed trace, not the simulated one): a table of subparts
  // and the element itself.
  const lcpRows = rows(report, 'lcp-breakdown-insight')
  const node = lcpRows.find((row) => row.type === 'node')
  const lcpElement = node ? `${String(node.nodeLabel ?? '')} ${String(node.snippet ?? '')}`.trim() : '?'
  const lcpPhases: Record<string, number> = {}
  for (const row of lcpRows) {
    if (typeof row.subpart === 'string' && typeof row.duration === 'number') lcpPhases[row.subpart] = row.duration
  }
  return { groups, scripts, lcpElement, lcpPhases }
}

async function measure(
  browser: Browser,
  url: string,
  preset: string,
  storage: Storage | null,
  reports: string | undefined,
): Promise<Sample> {
  // A fresh incognito context per run: a cold cache, nothing left from the previous run.
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  try {
    if (storage) {
      await page.evaluateOnNewDocument(
        (area: Storage['area'], items: Record<string, string>) => {
          for (const [name, value] of Object.entries(items)) window[area].setItem(name, value)
        },
        storage.area,
        storage.items,
      )
    }
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, flags, config, page)
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (reports) {
      mkdirSync(reports, { recursive: true })
      const { host, pathname } = new URL(url)
      const name = `${host.replace(/\W+/g, '-')}${pathname.replace(/\W+/g, '-')}-${preset}-${Date.now()}.json`
      writeFileSync(path.join(reports, name), JSON.stringify(lhr))
      // The page's trace (tasks, not JS samples), which Chrome's Performance panel opens: where each task went.
      writeFileSync(path.join(reports, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace))
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    // A guarded route that lands on /login measured the wrong page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname
    if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const scripts = rows(lhr, 'network-requests').filter((row) => row.resourceType === 'Script')
    let jsGzip = 0
    let jsSent = 0
    for (const script of scripts) {
      jsSent += typeof script.transferSize === 'number' ? script.transferSize : 0
      if (typeof script.url === 'string' && /^https?:/.test(script.url)) jsGzip += await gzipSize(script.url)
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      mainThread: numeric('mainthread-work-breakdown'),
      jsGzip,
      jsSent,
      load: os.loadavg()[0] ?? Number.NaN,
      profile: profileOf(lhr),
    }
  } finally {
    await context.close()
  }
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): such a run is redone. */
export async function measureWithRetry(...args: Parameters<typeof measure>): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(...args)
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse:')) throw error
      process.stderr.write(`${args[1]} ${args[2]}: ${error.message}; again\n`)
    }
  }
}
