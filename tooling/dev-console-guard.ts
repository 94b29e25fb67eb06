import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin } from 'vite'
import { contentSecurityPolicy, PAGE_SECURITY_HEADERS } from '../server/http/security-headers.ts'

/**
 * The development console's server (`npm run dev`, `npm run demo`, `npm start`) serves what the console needs
 * and nothing else of the project: its sources (`src/`, `mocks/` for the offline demo), the dependencies,
 * Vite's own modules and the public folder. Any other project file or folder (`package.json`, `server/`,
 * `.ci/`, `.data/` with the payload key and the devnet keys, `.git/`) answers 403, by URL or `/@fs/`, whatever
 * the query (`?raw`, `?url`). Its HTML gets the production server's security headers, with a fresh nonce per
 * page on Vite's inline preamble and styles. Storybook and the Vitest projects load the same config; there the
 * guard stays off (they serve stories and tests).
 */

/** Folders and files of the project root the console's pages load. */
const SERVED = new Set(['src', 'mocks', 'node_modules', 'index.html'])
/** Same length as a nonce (16 bytes in base64), so a Content-Length set before the swap stays right. */
const NONCE_PLACEHOLDER = 'DevConsoleNonce000000000'

/** Where a request's path points inside the project, or null when it names nothing of it on disk. */
function projectEntry(root: string, url: string): { top: string; outside: boolean } | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(url, 'http://console').pathname)
  } catch {
    return { top: '', outside: true }
  }
  const target = pathname.startsWith('/@fs/')
    ? path.resolve(pathname.slice('/@fs'.length))
    : path.resolve(root, `.${pathname}`)
  const relative = path.relative(root, target)
  if (relative === '') return null
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { top: '', outside: true }
  const top = relative.split(path.sep)[0] ?? ''
  return existsSync(path.join(root, top)) || top.startsWith('.') ? { top, outside: false } : null
}

export function refusedPath(root: string, url: string, publicDir: string | null): boolean {
  const entry = projectEntry(root, url)
  if (!entry) return false
  if (entry.outside) return true
  if (SERVED.has(entry.top)) return false
  // A file of the public folder is served at the site root (the demo's mockServiceWorker.js).
  const pathname = new URL(url, 'http://console').pathname
  return !(publicDir && existsSync(path.join(publicDir, decodeURIComponent(pathname))))
}

function withSecurityHeaders(response: ServerResponse, chainRpc: string): void {
  const nonce = randomBytes(16).toString('base64')
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  response.end = ((...args: unknown[]) => {
    if (String(response.getHeader('content-type') ?? '').startsWith('text/html')) {
      response.setHeader('content-security-policy', contentSecurityPolicy(nonce, chainRpc, true))
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) response.setHeader(name, value)
      const [body] = args
      if (typeof body === 'string' || Buffer.isBuffer(body))
        args[0] = Buffer.from(body.toString().replaceAll(NONCE_PLACEHOLDER, nonce))
    }
    return end(...args)
  }) as ServerResponse['end']
}

export function devConsoleGuard(): Plugin {
  let enabled = false
  let root = ''
  let publicDir: string | null = null
  return {
    name: 'dev-console-guard',
    apply: 'serve',
    configResolved(config) {
      const testsOrStories =
        Boolean(process.env.VITEST) || config.plugins.some((plugin) => plugin.name.startsWith('storybook'))
      enabled = !testsOrStories
      root = config.root
      publicDir = config.publicDir || null
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled) return html
        // Vite's client and styled-components read this meta for the <style> elements they insert.
        return html
          .replace('<head>', `<head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`)
          .replaceAll(/<(script|style)\b/g, `<$1 nonce="${NONCE_PLACEHOLDER}"`)
      },
    },
    configureServer(server) {
      if (!enabled) return
      const chainRpc = process.env.CHAIN_RPC ?? 'http://127.0.0.1:8888'
      server.middlewares.use((request, response, next) => {
        if (refusedPath(root, request.url ?? '/', publicDir)) {
          response.statusCode = 403
          response.setHeader('content-type', 'text/plain; charset=utf-8')
          response.end('forbidden')
          return
        }
        withSecurityHeaders(response, chainRpc)
        next()
      })
    },
  }
}
