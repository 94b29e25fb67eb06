import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tooling/chromium.ts'
import { freePortSync, requireFreePortSync } from './tooling/free-port.ts'

/**
 * The demo server's port: E2E_PORT when given, else a free one picked now. The main process picks it and
 * passes it on in the environment, so the workers (which load this file again) use the same one.
 */
function e2ePort(): number {
  const given = process.env.E2E_PORT
  if (given) {
    const port = Number(given)
    if (!Number.isInteger(port) || port <= 0) throw new Error(`E2E_PORT is not a port number: ${given}`)
    // Outside CI an E2E_PORT with a server on it means "test that server" (reuseExistingServer below).
    if (process.env.CI && !process.env.TEST_WORKER_INDEX && !process.env.E2E_PORT_PICKED)
      requireFreePortSync(port, 'E2E_PORT, the demo server of the end-to-end tests')
    return port
  }
  const port = freePortSync()
  process.env.E2E_PORT = String(port)
  process.env.E2E_PORT_PICKED = '1'
  return port
}

const port = e2ePort()

/** End-to-end tests of the assembled console (offline demo build) in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  // The whole system (npm start) has its own config: playwright.system.config.ts.
  testIgnore: ['system/**'],
  outputDir: 'test-results/demo',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a loaded 2-core machine: the longest journey takes 16 s there (load average 12).
  timeout: 90_000,
  // A page's first load starts the demo's mock service worker, then the console: beside the other test runners
  // at load 8-12 it took over 10 s (four first checks after a load failed so in one CI run). A check still
  // ends as soon as what it waits for is there.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its trace (actions, DOM snapshots, network, console), without the screencast: that had
    // the browser encode every frame of every test, passing or not (half the CPU of a whole-system spec).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: {
    command: `npm run build:demo && npx vite preview --outDir dist-demo --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
  },
})
