// What a cold load of each route downloads, read from Vite's manifest (dist/.vite/manifest.json) instead of
// loading the route in a browser: the entry with its static imports and what index.html preloads, the start's
// chunks (the steps main.tsx imports before the console, vite.config.ts `startSteps`), on a logged-in route the
// session gate and the frame it renders at once (`consoleShell`), the route's page, the chunk only that route
// loads when it renders (`routeOnlyChunks`), each with its static imports and their CSS. A chunk the app imports
// later on purpose (a form's library with its first focus, a dialog with its first open, the chain SDK with an
// operation) is a dynamic import nothing here follows, so it is not counted, as a cold load does not fetch it.
// scripts/budget.mjs loads some routes in Chromium each run and fails when the browser's files differ from these.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** Reads the build's manifest and answers which files (under dist/, e.g. `assets/x-1234567.js`) a route loads. */
export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('no entry in the Vite manifest')

  /** A manifest key by module (`src` path) or, for a chunk group of vite.config.ts, by its unique name. */
  function keyOf(module) {
    if (manifest[module]) return module
    const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === module)
    if (named.length !== 1)
      throw new Error(`${module}: ${named.length === 0 ? 'no' : 'more than one'} such module or chunk in the manifest`)
    return named[0]
  }

  /** The manifest keys `keys` load before they run: themselves and their static imports. */
  function staticClosure(keys, seen = new Set()) {
    for (const key of keys) {
      if (seen.has(key)) continue
      seen.add(key)
      staticClosure(manifest[key]?.imports ?? [], seen)
    }
    return seen
  }

  // The entry's dynamic imports that are chunks, not pages: the start's steps, which every route takes. And what
  // the page's HTML has the browser fetch at once (its script, module preloads, style sheets).
  const startKeys = (manifest[entryKey].dynamicImports ?? []).filter((key) => !manifest[key].isDynamicEntry)
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  )
  const htmlKeys = htmlFiles.filter((file) => keyByFile.has(file)).map((file) => keyByFile.get(file))
  const initialKeys = staticClosure([entryKey])

  /** The chunk whose file name starts with `prefix` (routeOnlyChunks names a chunk so). */
  function chunkByPrefix(prefix) {
    const keys = Object.keys(manifest).filter((key) => path.basename(manifest[key].file).startsWith(`${prefix}-`))
    if (keys.length !== 1) throw new Error(`${prefix}: ${keys.length} chunks of that name in the manifest`)
    return keys[0]
  }

  /**
   * The files a cold load of `budget` fetches: JS and CSS, without duplicates. `page`, the route's module under
   * src/features/; `consoleShell` on a route with a session; `alsoLoads`, chunk name prefixes the route's render
   * loads (routeOnlyChunks).
   */
  function routeFiles(budget, { page, consoleShell, alsoLoads }) {
    if (!page)
      throw new Error(`${budget.route}: no page found for it in src/app/console-routes.ts or src/app/app-routes.tsx`)
    const roots = [
      entryKey,
      ...htmlKeys,
      ...startKeys,
      ...(budget.session ? consoleShell.map(keyOf) : []),
      keyOf(`src/features/${page}`),
      ...alsoLoads.map(chunkByPrefix),
    ]
    const keys = staticClosure(roots)
    const files = new Set(htmlFiles.filter((file) => !keyByFile.has(file)))
    for (const key of keys) {
      files.add(manifest[key].file)
      for (const css of manifest[key].css ?? []) files.add(css)
    }
    return [...files]
  }

  return { manifest, entryKey, initialKeys, routeFiles }
}

/** Gzip (level 9, as scripts/compress-dist.ts writes it) sizes of dist/ files, each compressed once. */
export function gzipSizes(dist) {
  const sizes = new Map()
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length)
    return sizes.get(file)
  }
}

/**
 * The page (its module under src/features/) a route renders, read from the route tree: a console route's entry in
 * src/app/console-routes.ts, else its route in src/app/app-routes.tsx. Undefined when neither has the route.
 */
export function routePageReader() {
  const consoleSource = readFileSync(path.join(import.meta.dirname, '..', 'src', 'app', 'console-routes.ts'), 'utf8')
  const appSource = readFileSync(path.join(import.meta.dirname, '..', 'src', 'app', 'app-routes.tsx'), 'utf8')
  const lazyPage = "lazy\\(\\(\\) => import\\('@/features/([^']+)'\\)\\)"
  // A console entry is a flat object: its path, then (no brace between) its page's import.
  const entries = [...consoleSource.matchAll(new RegExp(`path: '([^']+)',[^{}]*?page: ${lazyPage}`, 'g'))].map(
    ([, pattern, page]) => ({ path: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`), page: `${page}.tsx` }),
  )
  // The public screens: each a component made with lazy(), rendered as the element of its path.
  const lazyComponents = new Map(
    [...appSource.matchAll(new RegExp(`const (\\w+) = ${lazyPage}`, 'g'))].map(([, name, page]) => [
      name,
      `${page}.tsx`,
    ]),
  )
  const publicPage = (route) => {
    const at = appSource.indexOf(`path: '${route}'`)
    if (at < 0) return undefined
    const next = appSource.indexOf('path: ', at + 1)
    const element = appSource.slice(at, next < 0 ? undefined : next)
    return [...element.matchAll(/<(\w+) \/>/g)].map(([, name]) => lazyComponents.get(name)).find(Boolean)
  }
  return (route) => entries.find(({ path }) => path.test(route))?.page ?? publicPage(route)
}
