// A small static server for the reference's build, standing in for the CDN or nginx a team would put in
// front of it: Brotli or gzip at their highest levels (as the console's build precompresses its assets),
// and index.html for any path that is not a file (a single-page app's routes).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json'])

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

export async function serveStatic(folder: string): Promise<StaticServer> {
  const root = path.resolve(folder)
  // Compressed once per file and encoding, as a deploy would precompress them.
  const compressed = new Map<string, Buffer>()
  const server: Server = createServer((request, response) => {
    // Not decoded: the builds' file names need no escapes, and a malformed escape must not throw here.
    const { pathname } = new URL(request.url ?? '/', 'http://x')
    let file = path.join(root, path.normalize(pathname))
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      file = path.join(root, 'index.html')
    }
    const extension = path.extname(file)
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const encoding = !compressible.has(extension)
      ? null
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : null
    let body: Buffer = readFileSync(file)
    if (encoding) {
      const key = `${encoding}:${file}`
      let cached = compressed.get(key)
      if (!cached) {
        cached =
          encoding === 'br'
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(body, { level: 9 })
        compressed.set(key, cached)
      }
      body = cached
      response.setHeader('content-encoding', encoding)
    }
    response.setHeader('content-type', types[extension] ?? 'application/octet-stream')
    response.setHeader('content-length', body.length)
    response.setHeader('vary', 'accept-encoding')
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
