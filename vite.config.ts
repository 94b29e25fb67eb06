/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumLaunchOptions } from './tooling/chromium.ts'
import { WASM_SAFE_NODE_FLAGS } from './tooling/wasm-safe-process.ts'
import { devConsoleGuard } from './tooling/dev-console-guard.ts'
import { axiosSlim, reactRouterUnused } from './tooling/bundle-trims.ts'
import { storyApiTimeoutDefine } from './tooling/story-api-timeout.ts'
import { DEVELOPMENT_LEGACY_AES_IV, DEVELOPMENT_REGISTER_CODE } from './src/lib/crypto/development-values.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

const alias = {
  '@': path.join(root, 'src'),
  '@mocks': path.join(root, 'mocks'),
}

/**
 * A production build must carry the deployment's register code and legacy AES IV: the development defaults
 * are public in this repository. CI and local checks that build a throwaway artefact say so explicitly.
 */
const refuseDevelopmentDefaults: Plugin = {
  name: 'refuse-development-defaults',
  config(config, { command, mode }) {
    if (command !== 'build' || mode !== 'production' || process.env.ALLOW_DEVELOPMENT_DEFAULTS === 'true') return
    // Only the console's own build (dist/); Storybook builds its static site through this config too.
    if (config.build?.outDir && path.basename(config.build.outDir) !== 'dist') return
    const env = loadEnv(mode, root, 'VITE_')
    const development: Record<string, string> = {
      VITE_REGISTER_CODE: DEVELOPMENT_REGISTER_CODE,
      VITE_LEGACY_AES_IV: DEVELOPMENT_LEGACY_AES_IV,
    }
    const missing = Object.keys(development).filter(
      (name) => !env[name]?.trim() || env[name]?.trim() === development[name],
    )
    if (missing.length > 0)
      throw new Error(
        `production build refused: set ${missing.join(' and ')} to the deployment's own values (or ALLOW_DEVELOPMENT_DEFAULTS=true for a test build)`,
      )
  },
}

/**
 * The console's start (src/app/main.tsx) evaluates its code in steps, a task each: the catalogue, the API
 * client, then the console. Each step is one chunk with all it statically needs beyond the steps before it
 * (a group takes its modules' imports with it): every route downloads all three, and automatic chunking had
 * cut them into a dozen files (router, design-system core, loading frame, session...) whose import lists and
 * shared words each file paid for again (3-4 KiB gzip on every route). The endpoint definitions' helpers and
 * the machines' message references go with the API client: every page with an endpoint needs them.
 */
const startSteps = [
  // With the catalogue's placeholder filler, which most pages use: a file of its own cost them 0.1 KiB.
  { name: 'i18n', test: /[\\/]src[\\/]lib[\\/]i18n[\\/](index|fill-template)\.ts$/ },
  {
    name: 'default-client',
    test: /[\\/]src[\\/](lib[\\/]api-client[\\/]default-client|api[\\/]endpoint-definition|lib[\\/]i18n[\\/]message-ref)\.ts$/,
  },
  // With the console's Link, which most pages use: a chunk of its own cost its pages 0.2-0.3 KiB.
  { name: 'start-console', test: /[\\/]src[\\/](app[\\/]start-console|lib[\\/]navigation[\\/]Link)\.tsx$/ },
]

// No actionTimeout: without one, an action and a screenshot comparison wait as long as the test has left; with
// one, Vitest gives screenshot comparisons about 1 s.
const browserProvider = playwright({ launchOptions: chromiumLaunchOptions })

/**
 * Screenshot comparisons (the design system's and the page stories'): baselines in `__screenshots__/` beside
 * the test or story file; on a mismatch the reference, the actual image and their diff go to
 * `.test-results/visual/` (git-ignored), by the same path. A loaded machine (load 14-17 in CI) takes seconds to
 * settle a page; the story's own limit, 120 s, still catches a hang.
 */
interface ScreenshotPathData {
  arg: string
  ext: string
  root: string
  browserName: string
  platform: string
  testFileDirectory: string
  testFileName: string
}
const toMatchScreenshot = {
  timeout: 60_000,
  resolveDiffPath: ({ arg, ext, root, browserName, platform, testFileDirectory, testFileName }: ScreenshotPathData) =>
    path.join(
      root,
      '.test-results',
      'visual',
      testFileDirectory,
      testFileName,
      `${arg}-${browserName}-${platform}${ext}`,
    ),
}

/** The unit projects' shared settings: jsdom, against the MSW mock backend. */
const unitTests = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup-unit.ts'],
  // Most unit tests take milliseconds; a few (the lint rule probes, the route tree) take seconds, and on a busy
  // 2-core machine they took 8-13 s. The limit catches a hang, not a slow machine.
  testTimeout: 30_000,
}

/**
 * The browser projects' shared settings: the console in headless Chromium, with the browser tests' setup. A
 * fresh object per project: Vitest names each project's browser instance in place.
 */
/**
 * How long a browser project's page may take to load and connect: it waits for the Vite server's first
 * transforms of the test files, which took more than Vitest's 60 s at load 30 and failed two whole projects.
 */
const browserConnectTimeout = 300_000

const browserTests = () => ({
  setupFiles: ['./src/test/setup-browser.ts'],
  // A browser test takes 1-2 s on an idle machine; with the whole suite on 2 shared cores it has
  // taken 20 s. The limit catches a hang without failing a slow machine.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  browser: {
    enabled: true,
    headless: true,
    provider: browserProvider,
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1280, height: 800 },
    expect: { toMatchScreenshot },
    connectTimeout: browserConnectTimeout,
  },
})

/**
 * Server test files that never open a database: CI's second run of the server suite, on PostgreSQL
 * (`DATABASE_URL`), leaves them out, as they would only run again what npm test has run.
 */
const SERVER_FILES_WITHOUT_DATABASE = [
  'server/config.test.ts',
  'server/indexer/new-accounts.test.ts',
  'server/security/captcha-raster.test.ts',
  'server/security/captcha-solvers.test.ts',
  'server/security/dev-console.test.ts',
  'server/security/production-guards.test.ts',
]

/** The story files that must meet the console as a fresh page load does: the storybook-fresh-frame project's. */
const FRESH_FRAME_STORIES = ['src/app/EnglishPageLoad.stories.tsx']

/** Every story file but those (the other project's exclude list: Vitest's exclude takes no negated pattern). */
const storyFilesBut = (kept: string[]) =>
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.replaceAll(path.sep, '/')}`)
    .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__') && !kept.includes(file))

/** A project of the stories as tests (Storybook's Vitest plugin takes the files from .storybook/main.ts). */
const storybookProject = ({ name, isolate, exclude }: { name: string; isolate: boolean; exclude: string[] }) => ({
  extends: true,
  plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
  define: storyApiTimeoutDefine,
  test: {
    ...browserTests(),
    name,
    setupFiles: ['./src/test/setup-storybook.ts'],
    isolate,
    exclude,
    // A story takes 1-2 s on an idle machine; a file's first, with its route's first transforms and three
    // screenshots, took 70 s at load 20. The limit catches a hang.
    testTimeout: 120_000,
  },
})

export default defineConfig(({ mode }) => ({
  plugins: [react(), refuseDevelopmentDefaults, devConsoleGuard(), axiosSlim, reactRouterUnused],
  // The MSW worker is served only by the offline demo: the production build never contains it.
  publicDir: mode === 'demo' ? 'mocks/public' : 'public',
  resolve: { alias },
  // Pre-bundled up front so the first Storybook/browser test run does not reload mid-way.
  optimizeDeps: {
    include: [
      'crypto-js/aes',
      'crypto-js/core',
      'crypto-js/enc-hex',
      'crypto-js/pad-nopadding',
      'crypto-js/sha256',
      'zod/mini',
      'zod/locales',
      // Imported on the first story of a file (the MSW loader, the a11y check): found late, they would
      // make Vite re-optimise and reload the page mid-test on a fresh clone.
      'msw/browser',
      'axe-core',
      // Found late by a browser test that renders React with machines: a mid-run re-optimisation left two
      // copies of React on the page ("Cannot read properties of null (reading 'useState')").
      '@xstate/react',
      '@testing-library/react',
    ],
  },
  define: {
    // The offline demo swaps the API server for the MSW mock backend in the browser.
    'import.meta.env.DEMO': JSON.stringify(mode === 'demo'),
  },
  server: {
    // Vite's own refusals (`/@fs/`, `?raw`) add these to its defaults; devConsoleGuard refuses the rest.
    fs: {
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**', '**/.ci/**', '*.pk8', 'dev-accounts.json'],
    },
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The route budget script reads the manifest to learn which chunks each route loads.
    manifest: true,
    // Every browser the console supports preloads modules itself; the polyfill for older ones (Safari < 17,
    // which then only loads a lazy page's chunks one after another) cost 0.4 KiB gzip on every page.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Seven hash characters (the fewest Rolldown takes for this many chunks) instead of eight: every
        // dynamic import lists its chunk's preloads by file name, and random characters do not compress.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // React's runtime in a chunk of its own: cached across releases, and measured apart by the budget.
        // A library whose parts load together is one chunk: fewer files compress better (budget script).
        codeSplitting: {
          groups: [
            // The entry's own helpers stay out of the steps (the first step would take them, and the entry
            // would then download it before the snapshot's captcha request): the preload helper, and the
            // early requests the API client takes over (src/lib/api-client/early-answers.ts).
            {
              name: 'preload',
              test: /preload-helper|rolldown[\\/]runtime|[\\/]src[\\/]lib[\\/]api-client[\\/]early-answers\.ts$/,
              priority: 3,
            },
            { name: 'react-runtime', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // In the order main.tsx evaluates them: a step takes only what the steps before it left.
            ...startSteps.map((step, index) => ({ ...step, priority: 1 - index / 10 })),
            // Loaded by a form when it is first used (src/lib/forms/deferred-form.tsx), or with a page's form.
            { name: 'react-hook-form', test: /node_modules[\\/]react-hook-form[\\/]/ },
            // Radix's small shared helpers, which the side menu, tabs, dialogs and checkboxes all use: cut by
            // which pages share each one, they were six files of 0.3-1.5 KiB on every console page.
            {
              name: 'radix-shared',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(presence|id|context|use-callback-ref|use-controllable-state|use-effect-event|use-layout-effect))[\\/]/,
            },
            // What every console page keeps of the chain key until an operation loads its holder: the
            // passphrase queue and the holder's loader, one file instead of three (same pages).
            {
              name: 'chain-key-shell',
              test: /[\\/]src[\\/]lib[\\/](passphrase-prompt[\\/]|chain-keys[\\/]holder-(loader|registry)\.ts$)/,
            },
            // DateTime with its formatter, one file (as two, each paid its imports and its name in every preload
            // list again).
            { name: 'DateTime', test: /[\\/]src[\\/]design-system[\\/]components[\\/]DateTime[\\/]/ },
            // Each with the small module every console page loads with it (the machines' placeholders, the query
            // client's frame): as files of their own they cost every console page 0.4 KiB.
            {
              name: 'machines',
              test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]|[\\/]src[\\/]lib[\\/]machine-replay[\\/]placeholders\.ts$/,
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]app[\\/]providers[\\/]QueryFrame\.tsx$/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine, which left a core idle: with one
    // worker per core the whole run took 9.0 min instead of 11.2 there.
    maxWorkers: '100%',
    // One command runs every kind of test; each project picks its own files and environment.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...unitTests,
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.isolated.test.{ts,tsx}', '**/node_modules/**'],
          // The files share their worker's jsdom and modules (setup-unit.ts resets what a test leaves behind):
          // a fresh jsdom and module graph per file cost 222 s of CPU for 50 s of tests (43 s without).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          ...unitTests,
          // A file that replaces a module (vi.mock) or changes what every later render meets (a registered
          // catalogue, React's act environment) gets a module graph of its own.
          include: ['src/**/*.isolated.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // PGlite and the devnet's contract VMs run WebAssembly in these workers (tooling/wasm-safe-process.ts).
          // Liftoff only: measured when a worker lived for one file, too short for V8's optimising WebAssembly
          // compiler to pay for itself (it compiled PGlite's hot functions in every worker: six server files took
          // 58 s of CPU with it, 44 s without). Not measured again since workers are shared (isolate below).
          pool: 'forks',
          execArgv: [...WASM_SAFE_NODE_FLAGS, '--liftoff-only'],
          // The files share their worker's modules (each test file's own are fresh): a fresh process per file
          // imported the server's graph, compiled PGlite's WebAssembly and generated a payload key again each
          // time. The whole project took 210 CPU-s so, 387 with a process per file (load 3-4, same tests green).
          isolate: false,
          include: ['server/**/*.test.ts', 'chain/**/*.test.ts', 'tooling/**/*.test.ts'],
          globalSetup: ['./server/test/pglite-template.setup.ts', './server/test/seed-hashes.setup.ts'],
          exclude: [
            '**/node_modules/**',
            '**/target/**',
            ...(process.env.DATABASE_URL ? SERVER_FILES_WITHOUT_DATABASE : []),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          ...browserTests(),
        },
      },
      {
        extends: true,
        // The production build of React and of the libraries, as users run them: for benchmarks that
        // render without Testing Library (the production build has no `act`).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { development: false } },
        test: {
          name: 'browser-production',
          include: ['src/features/collectibles/routes/CollectibleListScreen.bench.browser.test.tsx'],
          ...browserTests(),
        },
      },
      storybookProject({
        name: 'storybook',
        // The story files share their worker's frame and modules: each file starts from the setup's reset
        // (src/test/story-file-reset.ts), each story from the preview's beforeEach. A fresh frame and module
        // graph per file cost half the project's CPU (765 against 1,638 CPU-s in one run).
        isolate: false,
        exclude: FRESH_FRAME_STORIES,
      }),
      // What a page's first load in a fresh frame meets (its catalogues defined late), which a shared frame
      // would have loaded already for an earlier file.
      storybookProject({ name: 'storybook-fresh-frame', isolate: true, exclude: storyFilesBut(FRESH_FRAME_STORIES) }),
    ],
  },
}))
