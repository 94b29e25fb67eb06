// The built Storybook (`npm run build-storybook`) served over HTTP for the tests that open it as a person does.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const storybookStaticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storybook-static')

/** Whether the build is there (CI builds it before the tests; locally `npm run build-storybook`). */
export const storybookBuilt = existsSync(path.join(storybookStaticDir, 'index.json'))

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** The built Storybook on a free port (MSW's service worker needs a real origin). */
export function serveStorybookStatic(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const file = path.join(storybookStaticDir, pathname === '/' ? 'index.html' : pathname)
    if (!file.startsWith(storybookStaticDir)) return void response.writeHead(403).end()
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
            // The build does not change while it is served, and each test run starts a fresh browser profile:
            // every frame of a docs page then takes the preview's bundle from the cache, with the code V8
            // compiled for the frame before (a Home docs page's frames: 506 requests, 27 CPU-s; cached: 110, 22).
            'cache-control': 'max-age=3600',
          })
          .end(body),
      () => response.writeHead(404).end(),
    )
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}
