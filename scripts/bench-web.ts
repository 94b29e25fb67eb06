#!/usr/bin/env tsx
// `npm run bench:web`: the console as users load it, beside a reference app built the usual way. Builds the
// production console and serves it from the real server (its CSP, its nonce, its API) on a free loopback
// port with an in-memory database; builds `../shared/reference/antd6-admin` (Vite + React + antd, its own
// install in .cache/reference/) and serves it on another free port. Then runs Lighthouse (performance
// only, mobile and desktop presets, Debian's Chromium) in interleaved rounds: console /login, reference
// /login, console /tourist, reference /search, console /home (logged in, no counterpart), and again. Prints
// per page and preset the median (min–max) of score, FCP, LCP, TBT, CLS, main-thread work and the page's
// JavaScript, the console's beside the reference's with the ratio console ÷ reference, and the load
// average: on a shared machine the figures move with it, so absolute figures are not worth quoting alone.
// Mobile uses Lighthouse's simulated throttling (its default), which is the figure to compare.
//
//   npm run bench:web [-- --runs 5] [--no-build] [--routes /login,/tourist] [--presets mobile] [--json out.json]
//                     [--dist <dir>] [--reports <dir>] [--profile] [--no-reference] [--reference <dir>]
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromiumArgs, chromiumExecutablePath } from '../tooling/chromium.ts'
import { login, startTestServer, type TestServer } from '../server/test/harness.ts'
import { parties, seed } from '../server/test/seed.ts'
import { measureWithRetry, type Storage } from './bench-web/lighthouse.ts'
import { buildReference } from './bench-web/reference.ts'
import { printPairs, printProfiles, type PairRuns } from './bench-web/report.ts'
import { serveStatic, type StaticServer } from './bench-web/static-server.ts'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    routes: { type: 'string', default: '/login,/tourist,/home' },
    presets: { type: 'string', default: 'mobile,desktop' },
    json: { type: 'string' },
    // Measures a build made elsewhere (an older commit, for a before/after), without building.
    dist: { type: 'string' },
    // Writes each run's full Lighthouse report and its trace (JSON) into this folder, to see what the time went to.
    reports: { type: 'string' },
    // Prints where each page's main thread went and what its largest paint was.
    profile: { type: 'boolean', default: false },
    'no-reference': { type: 'boolean', default: false },
    reference: { type: 'string', default: '../shared/reference/antd6-admin' },
  },
})
const runs = Math.max(1, Number(options.runs) || 5)
const routes = options.routes.split(',').filter(Boolean)
const presets = options.presets.split(',').filter((preset) => preset === 'mobile' || preset === 'desktop')
const distDir = path.resolve(options.dist ?? 'dist')

/** The reference's page for each console route; routes missing here are measured alone. */
const counterparts: Record<string, string> = { '/login': '/login', '/tourist': '/search' }
/** Routes that need a logged-in operator: the session is put in sessionStorage before the page runs. */
const loggedInRoutes = new Set(['/home'])
/** The reference's guarded pages read any `token` item in localStorage. */
const referenceStorage: Storage = { area: 'localStorage', items: { token: 'YWRtaW4=' } }

if (!options.dist && (!options['no-build'] || !existsSync(path.join(distDir, 'index.html')))) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    // A throwaway artefact measured on loopback: the development register code and IV are fine here.
    env: { ...process.env, ALLOW_DEVELOPMENT_DEFAULTS: 'true' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const referenceDist = options['no-reference']
  ? null
  : buildReference(path.resolve(options.reference), path.resolve('.cache/reference'))

async function operatorSession(server: TestServer): Promise<Storage> {
  const operator = parties.operator
  const token = await login(server, operator.user_name, operator.password)
  const items = {
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
  return { area: 'sessionStorage', items }
}

const server = await startTestServer({ env: { STATIC_DIR: distDir } })
let reference: StaticServer | null = null
let browser: Browser | null = null
try {
  await seed(server.app.context.db)
  await server.app.fastify.listen({ host: '127.0.0.1', port: 0 })
  const address = server.app.fastify.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')
  const origin = `http://127.0.0.1:${address.port}`
  const session = await operatorSession(server)
  if (referenceDist) reference = await serveStatic(referenceDist)
  browser = await puppeteer.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, '--headless=new'],
    headless: true,
    protocolTimeout: 180_000,
  })

  const pairs: PairRuns[] = presets.flatMap((preset) =>
    routes.map((route) => {
      const counterpart = reference ? counterparts[route] : undefined
      return {
        route,
        preset,
        console: { url: origin + route, samples: [] },
        reference: reference && counterpart ? { url: reference.origin + counterpart, samples: [] } : null,
      }
    }),
  )
  const loadStart = os.loadavg()
  // Rounds rather than all runs of a page in a row: the load of the machine drifts, and each round
  // measures the console and the reference under about the same load.
  for (let round = 1; round <= runs; round += 1) {
    for (const pair of pairs) {
      const pages = [
        { who: 'console', page: pair.console, storage: loggedInRoutes.has(pair.route) ? session : null },
        ...(pair.reference ? [{ who: 'reference', page: pair.reference, storage: referenceStorage }] : []),
      ]
      for (const { who, page, storage } of pages) {
        const sample = await measureWithRetry(browser, page.url, pair.preset, storage, options.reports)
        page.samples.push(sample)
        process.stderr.write(
          `round ${round}/${runs} ${who} ${new URL(page.url).pathname} ${pair.preset}: score ${sample.score} LCP ${Math.round(sample.lcp)} ms TBT ${Math.round(sample.tbt)} ms main thread ${Math.round(sample.mainThread)} ms (load ${sample.load.toFixed(1)})\n`,
        )
      }
    }
  }
  const loadEnd = os.loadavg()
  printPairs(pairs, runs, loadStart, loadEnd)
  if (options.profile) printProfiles(pairs)
  if (options.json) writeFileSync(options.json, JSON.stringify({ runs, loadStart, loadEnd, pairs }, null, 2))
} finally {
  await browser?.close()
  await reference?.close()
  await server.close()
}
