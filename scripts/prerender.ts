#!/usr/bin/env tsx
// After `vite build`: the first paint of the public pages (/login, /tourist) as static HTML, so a phone
// shows the page as soon as the HTML arrives instead of after React's code has downloaded and run. Each
// page is opened from dist/ in headless Chromium (API calls left unanswered: loading states, never data
// or a captcha), and its rendered markup and styled-components rules are written into
// dist/prerender/<route>.html (the server draws /tourist's first captcha into it per response,
// server/first-captcha.ts). The server serves that file for the route and gives the <style> its
// per-response CSP nonce; the console renders into a hidden #root and swaps it in for the snapshot once the
// page is ready (src/app/prerendered-shell.ts). No modulepreload links: the snapshot paints first, then
// src/app/main.tsx loads the console's code (preloads in the head would compete with the first paint).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../tooling/chromium.ts'

/** The pages to prerender, and the element that says the real page (not a loading state) is shown. */
export const prerenderedRoutes = [
  { route: '/login', ready: 'form' },
  { route: '/tourist', ready: 'form' },
] as const

const dist = path.resolve(process.argv[2] ?? 'dist')
// Without the console preloads a previous run of this script added (it may run twice on one build).
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
  /\s*<link data-console-preload [^>]*>/g,
  '',
)
const origin = 'http://prerender.invalid'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  mkdirSync(path.join(dist, 'prerender'), { recursive: true })
  for (const { route, ready } of prerenderedRoutes) {
    // A phone-sized, light, Chinese first visit: what the snapshot stands for.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      colorScheme: 'light',
      locale: 'zh-CN',
    })
    await context.route('**/*', async (request) => {
      const url = new URL(request.request().url())
      // Unanswered: the page shows its loading state, which is what the HTML may show before the API answers.
      if (url.pathname.startsWith('/api/')) return
      const file = path.join(dist, url.pathname)
      const isAsset = url.pathname !== '/' && file.startsWith(dist + path.sep) && path.extname(file) !== ''
      if (isAsset) {
        try {
          const body = readFileSync(file)
          return await request.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' })
        } catch {
          return await request.fulfill({ status: 404, body: '' })
        }
      }
      return await request.fulfill({ body: indexHtml, contentType: 'text/html; charset=utf-8' })
    })
    const page = await context.newPage()
    await page.goto(origin + route)
    await page.locator(`#root ${ready}`).first().waitFor({ timeout: 120_000 })
    // Two frames: layout effects and styles of the shown page are in place.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const snapshot = await page.evaluate(() => {
      const root = document.getElementById('root')
      const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      )
      return { markup: root?.innerHTML ?? '', css: rules.join('\n') }
    })
    await context.close()
    if (snapshot.markup === '') throw new Error(`prerender ${route}: #root is empty`)

    // The captcha image the server or the entry draws into the frame (the snapshot has none), as CaptchaImage's.
    const css = `${snapshot.css}\n#prerender [data-captcha] > img { display: block; width: 100%; height: 100%; object-fit: contain; }`
    const html = indexHtml
      .replace('</head>', `  <style data-prerender>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
      .replace(
        '<div id="root"></div>',
        // inert: the snapshot has no handlers, so nothing in it can be focused or typed into.
        `<div id="prerender" data-route="${escapeAttribute(route)}" data-ready="${escapeAttribute(ready)}" inert>${snapshot.markup}</div>\n    <div id="root" hidden></div>`,
      )
    if (!html.includes('id="prerender"')) throw new Error('prerender: dist/index.html has no <div id="root"></div>')
    const name = `${route.replace(/^\//, '')}.html`
    writeFileSync(path.join(dist, 'prerender', name), html)
    console.log(`prerendered ${route}: ${(html.length / 1024).toFixed(1)} KiB HTML`)
  }
} finally {
  await browser.close()
}

// Every other page has no snapshot to paint first: its index.html preloads the console's code, which
// src/app/main.tsx imports dynamically (so that a snapshot paints before it), as if it were imported statically.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>
const closure = new Set<string>()
const visit = (key: string) => {
  if (closure.has(key) || !manifest[key]) return
  closure.add(key)
  for (const imported of manifest[key].imports ?? []) visit(imported)
}
// Under its source path, or under its chunk's name when the build groups it with what it imports (vite.config.ts).
const startConsoleKey = Object.keys(manifest).find(
  (key) => key === 'src/app/start-console.tsx' || (key.startsWith('_start-console-') && key.endsWith('.js')),
)
if (startConsoleKey) visit(startConsoleKey)
const consolePreloads = [...closure]
  .map((key) => `/${manifest[key]?.file ?? ''}`)
  .filter((file) => !indexHtml.includes(file))
  .map((file) => `<link data-console-preload rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
if (consolePreloads.length === 0) throw new Error('prerender: no start-console chunk in the Vite manifest')
writeFileSync(
  path.join(dist, 'index.html'),
  indexHtml.replace('</head>', `  ${consolePreloads.join('\n    ')}\n  </head>`),
)
