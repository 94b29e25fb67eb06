import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tooling/chromium.ts'

/**
 * End-to-end tests of the whole system (e2e/system): each spec starts `npm start` itself, on free ports and a
 * data folder of its own, and stops it at the end. Separate from playwright.config.ts, whose web server is
 * the offline demo build. The console is the production build (CONSOLE=build), as deployed.
 */
export default defineConfig({
  testDir: './e2e/system',
  // Its own folder: the demo run beside it empties its own output folder when it starts.
  outputDir: 'test-results/system',
  globalSetup: './e2e/system/built-console.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a loaded 2-core machine: the first start may build the contract, a restart takes a minute.
  timeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright-system.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its trace (actions, DOM snapshots, network, console), without the screencast: that had
    // the browser encode every frame of every test, passing or not (half the CPU of a whole-system spec).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
})
