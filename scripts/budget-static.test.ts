import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readBuild, routePageReader } from './budget-static.mjs'

// A build as Vite writes it: the entry imports its helpers, starts the console (a dynamic import of a chunk) and
// preloads it from the HTML; a page imports shared chunks statically and a form's library dynamically.
const manifest = {
  'index.html': {
    file: 'assets/index-0000001.js',
    isEntry: true,
    imports: ['_runtime-0000002.js'],
    dynamicImports: ['_start-0000003.js', 'src/features/a/routes/APage.tsx'],
  },
  '_runtime-0000002.js': { file: 'assets/runtime-0000002.js', name: 'runtime' },
  '_start-0000003.js': {
    file: 'assets/start-0000003.js',
    name: 'start',
    imports: ['_runtime-0000002.js'],
    dynamicImports: ['src/features/a/routes/APage.tsx', 'src/app/Gate.tsx'],
  },
  '_preloaded-0000004.js': { file: 'assets/preloaded-0000004.js', name: 'preloaded' },
  'src/features/a/routes/APage.tsx': {
    file: 'assets/APage-0000005.js',
    isDynamicEntry: true,
    imports: ['_start-0000003.js', '_shared-0000006.js'],
    dynamicImports: ['_form-0000007.js', 'src/lib/Chart.tsx'],
  },
  '_shared-0000006.js': { file: 'assets/shared-0000006.js', name: 'shared' },
  '_form-0000007.js': { file: 'assets/form-0000007.js', name: 'form' },
  'src/app/Gate.tsx': {
    file: 'assets/Gate-0000008.js',
    isDynamicEntry: true,
    imports: ['_query-0000009.js'],
    dynamicImports: ['_frame-000000a.js'],
  },
  '_query-0000009.js': { file: 'assets/query-0000009.js', name: 'query' },
  '_frame-000000a.js': { file: 'assets/frame-000000a.js', name: 'frame' },
  'src/lib/Chart.tsx': {
    file: 'assets/Chart-000000b.js',
    isDynamicEntry: true,
    imports: ['_shared-0000006.js'],
    css: ['assets/Chart-000000c.css'],
  },
}
const html = `<script type="module" crossorigin src="/assets/index-0000001.js"></script>
<link rel="modulepreload" crossorigin href="/assets/preloaded-0000004.js">
<link rel="icon" href="/assets/favicon-000000d.svg">`

const dist = mkdtempSync(path.join(tmpdir(), 'budget-static-'))
mkdirSync(path.join(dist, '.vite'))
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
writeFileSync(path.join(dist, 'index.html'), html)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const build = readBuild(dist)
const noExtras = { page: 'a/routes/APage.tsx', consoleShell: ['src/app/Gate.tsx', 'frame'], alsoLoads: [] }

describe('the files a cold load fetches, from the manifest', () => {
  it('counts the entry, the start, what the HTML preloads and the page, with their static imports', () => {
    expect(build.routeFiles({ route: '/a' }, noExtras).sort()).toEqual([
      'assets/APage-0000005.js',
      'assets/index-0000001.js',
      'assets/preloaded-0000004.js',
      'assets/runtime-0000002.js',
      'assets/shared-0000006.js',
      'assets/start-0000003.js',
    ])
  })

  it('adds the console shell on a logged-in route, by module or by chunk group name', () => {
    const files = build.routeFiles({ route: '/a', session: true }, noExtras)
    expect(files).toEqual(
      expect.arrayContaining(['assets/Gate-0000008.js', 'assets/query-0000009.js', 'assets/frame-000000a.js']),
    )
  })

  it('adds a chunk the route renders at once, with its CSS, but no chunk imported later', () => {
    const files = build.routeFiles({ route: '/a' }, { ...noExtras, alsoLoads: ['Chart'] })
    expect(files).toEqual(expect.arrayContaining(['assets/Chart-000000b.js', 'assets/Chart-000000c.css']))
    expect(files).not.toContain('assets/form-0000007.js')
  })

  it('refuses a route without a page, or a shell module the build does not have', () => {
    expect(() => build.routeFiles({ route: '/b' }, { ...noExtras, page: undefined })).toThrow('no page')
    expect(() => build.routeFiles({ route: '/a', session: true }, { ...noExtras, consoleShell: ['nothing'] })).toThrow(
      'no such module',
    )
  })
})

describe('the page a route renders, from the route tree', () => {
  const pageOf = routePageReader()

  it('reads a console route from its entry, a path with a parameter too', () => {
    expect(pageOf('/home')).toBe('home/routes/HomePage.tsx')
    expect(pageOf('/admin-statistics-detail/mints')).toBe('statistics/routes/StatisticsDetailPage.tsx')
  })

  it('reads a public route from the element of its path', () => {
    expect(pageOf('/login')).toBe('auth/routes/LoginPage.tsx')
    expect(pageOf('/tourist')).toBe('collection-search/routes/TouristSearchPage.tsx')
  })

  it('has no page for a path no route has', () => {
    expect(pageOf('/no-such-route')).toBeUndefined()
  })
})
