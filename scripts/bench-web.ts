#!/usr/bin/env tsx
// `npm run bench:web`: the console as users load it. Builds the production console, serves it from the real
// server (its CSP, its nonce, its API) on a free loopback port with an in-memory database, and runs
// Lighthouse (performance only, mobile and desktop presets, Debian's Chromium) against /login, /tourist and
// the logged-in /home, several runs each. Prints the medians of score, FCP, LCP, TBT and CLS per route and
// preset, and the load average: on a shared machine the figures move with it. Mobile uses Lighthouse's
// simulated throttling (its default), which is the figure to compare.
//
//   npm run bench:web [-- --runs 5] [--no-build] [--routes /login,/tourist] [--presets mobile] [--json out.json]
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromiumArgs, chromiumExecutablePath } from '../tooling/chromium.ts'
import { login, startTestServer, type TestServer } from '../server/test/harness.ts'
import { parties, seed } from '../server/test/seed.ts'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    routes: { type: 'string', default: '/login,/tourist,/home' },
    presets: { type: 'string', default: 'mobile,desktop' },
    json: { type: 'string' },
    // Measures a build made elsewhere (an older commit, for a before/after), without building.
    dist: { type: 'string' },
    // Writes each run's full Lighthouse report (JSON) into this folder, to see what the time went to.
    reports: { type: 'string' },
  },
})
const runs = Math.max(1, Number(options.runs) || 5)
const routes = options.routes.split(',').filter(Boolean)
const presets = options.presets.split(',').filter((preset) => preset === 'mobile' || preset === 'desktop')
const distDir = path.resolve(options.dist ?? 'dist')

if (!options.dist && (!options['no-build'] || !existsSync(path.join(distDir, 'index.html')))) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    // A throwaway artefact measured on loopback: the development register code and IV are fine here.
    env: { ...process.env, ALLOW_DEVELOPMENT_DEFAULTS: 'true' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** Routes that need a logged-in operator: the session is put in sessionStorage before the page runs. */
const loggedInRoutes = new Set(['/home'])

interface Sample {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function operatorSession(server: TestServer): Promise<Record<string, string>> {
  const operator = parties.operator
  const token = await login(server, operator.user_name, operator.password)
  return {
    token,
    // Without perm_accounts_id the restore reads the items as a broken session and goes to /login.
    loginInfo: JSON.stringify({
      account: operator.account,
      type: 2,
      role: 1,
      user_name: operator.user_name,
      perm_accounts_id: 1,
    }),
    chain: JSON.stringify({ account: operator.account }),
  }
}

async function measure(
  browser: Browser,
  url: string,
  preset: string,
  session: Record<string, string> | null,
): Promise<Sample> {
  // A fresh incognito context per run: a cold cache, nothing left from the previous run.
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  try {
    if (session) {
      await page.evaluateOnNewDocument((items: Record<string, string>) => {
        for (const [name, value] of Object.entries(items)) sessionStorage.setItem(name, value)
      }, session)
    }
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, flags, config, page)
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (options.reports) {
      mkdirSync(options.reports, { recursive: true })
      const name = `${new URL(url).pathname.replace(/\W+/g, '') || 'root'}-${preset}-${Date.now()}.json`
      writeFileSync(path.join(options.reports, name), JSON.stringify(lhr))
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    // A logged-in route that lands on /login measured the wrong page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname
    if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    }
  } finally {
    await context.close()
  }
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): such a run is redone. */
async function measureWithRetry(...args: Parameters<typeof measure>): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(...args)
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse:')) throw error
      process.stderr.write(`${args[1]} ${args[2]}: ${error.message}; again\n`)
    }
  }
}

const server = await startTestServer({ env: { STATIC_DIR: distDir } })
let browser: Browser | null = null
try {
  await seed(server.app.context.db)
  await server.app.fastify.listen({ host: '127.0.0.1', port: 0 })
  const address = server.app.fastify.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')
  const origin = `http://127.0.0.1:${address.port}`
  const session = await operatorSession(server)
  browser = await puppeteer.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, '--headless=new'],
    headless: true,
    protocolTimeout: 180_000,
  })

  const rows: { route: string; preset: string; median: Sample; samples: Sample[]; load: number[] }[] = []
  const loadBefore = os.loadavg()
  for (const route of routes) {
    for (const preset of presets) {
      const samples: Sample[] = []
      for (let run = 0; run < runs; run += 1) {
        const sample = await measureWithRetry(
          browser,
          origin + route,
          preset,
          loggedInRoutes.has(route) ? session : null,
        )
        samples.push(sample)
        process.stderr.write(
          `${route} ${preset} run ${run + 1}/${runs}: score ${sample.score} LCP ${Math.round(sample.lcp)} ms TBT ${Math.round(sample.tbt)} ms\n`,
        )
      }
      const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]))
      rows.push({
        route,
        preset,
        samples,
        load: os.loadavg(),
        median: { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') },
      })
    }
  }

  console.log(
    `\nLighthouse ${runs} run(s) per route × preset, medians (load average before: ${loadBefore.map((load) => load.toFixed(2)).join(' ')})`,
  )
  console.log(
    ['route', 'preset', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'load 1m']
      .map((title) => title.padEnd(9))
      .join(''),
  )
  for (const { route, preset, median: m, load } of rows) {
    console.log(
      [
        route,
        preset,
        m.score,
        Math.round(m.fcp),
        Math.round(m.lcp),
        Math.round(m.tbt),
        m.cls.toFixed(3),
        (load[0] ?? 0).toFixed(2),
      ]
        .map((cell) => String(cell).padEnd(9))
        .join(''),
    )
  }
  if (options.json) writeFileSync(options.json, JSON.stringify({ runs, loadBefore, rows }, null, 2))
} finally {
  await browser?.close()
  await server.close()
}
