import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FIRST_CAPTCHA_PAGES, firstCaptchaTemplate, type FirstCaptcha, type WithFirstCaptcha } from './first-captcha'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

type Encoding = 'br' | 'gzip'

/** The compression the browser accepts, Brotli first; none for a client that sent no Accept-Encoding. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      // `gzip;q=0` refuses it.
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter)))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/**
 * The console's production build, next to `/api`. `index.html` gets this response's CSP nonce in
 * `<meta property="csp-nonce">`, where styled-components reads it for the `<style>` elements it inserts.
 * Any path that is not a file answers `index.html` (client-side routes), or, for a page prerendered at build
 * time (`prerender/<route>.html`, scripts/prerender.ts), that page, whose inline `<style data-prerender>`
 * gets the same nonce. Assets go out as the Brotli or gzip copy `npm run build` made beside them
 * (scripts/compress-dist.ts) when the browser accepts it; the pages are compressed per response (their nonce
 * differs each time). With `firstCaptcha`, a GET of a page of FIRST_CAPTCHA_PAGES gets a fresh captcha drawn
 * into its snapshot (server/first-captcha.ts); like every page it is `no-store`, with no ETag or Last-Modified
 * that could answer 304 with an old one.
 */
export async function registerStatic(
  app: FastifyInstance,
  root: string,
  firstCaptcha?: (request: FastifyRequest) => Promise<FirstCaptcha | null>,
): Promise<void> {
  const resolvedRoot = path.resolve(root)
  const indexHtml = await readFile(path.join(resolvedRoot, 'index.html'), 'utf8')
  const prerendered = new Map<string, string>()
  const prerenderDir = path.join(resolvedRoot, 'prerender')
  for (const name of await readdir(prerenderDir).catch(() => [] as string[])) {
    if (name.endsWith('.html'))
      prerendered.set(`/${name.slice(0, -'.html'.length)}`, await readFile(path.join(prerenderDir, name), 'utf8'))
  }
  const withCaptcha = new Map<string, WithFirstCaptcha>()
  for (const route of firstCaptcha ? FIRST_CAPTCHA_PAGES : []) {
    const page = prerendered.get(route)
    const template = page === undefined ? null : firstCaptchaTemplate(page)
    if (template) withCaptcha.set(route, template)
    else if (page !== undefined) app.log.warn({ route }, 'prerendered page has no captcha frame: the page asks for it')
  }

  app.get('/*', async (request, reply) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    reply.header('vary', 'accept-encoding')
    const wanted = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''))
    // The build's own records (`.vite/manifest.json`, any dot-file) and source maps describe the code: not served.
    if (wanted.split('/').some((segment) => segment.startsWith('.')) || wanted.endsWith('.map'))
      return reply.callNotFound()
    const file = path.resolve(resolvedRoot, wanted)
    if (wanted !== '' && file.startsWith(`${resolvedRoot}${path.sep}`) && !wanted.startsWith('api/')) {
      const info = await stat(file).catch(() => null)
      if (info?.isFile() && path.basename(file) !== 'index.html') {
        const immutable = wanted.startsWith('assets/')
        reply
          .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        const compressed = encoding
          ? await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null)
          : null
        if (compressed) return reply.header('content-encoding', encoding).send(compressed)
        return reply.send(await readFile(file))
      }
    }
    if (wanted.startsWith('api/')) return reply.callNotFound()
    const nonce = reply.cspNonce
    const route = `/${wanted.replace(/\/+$/, '')}`
    // Not for HEAD, nor at the page's address with a slash after it (the console's entry takes the drawn captcha
    // only at /tourist itself): a captcha nobody uses would only use up the address's getCode limit.
    const drawCaptcha = request.method === 'GET' && !wanted.endsWith('/') ? withCaptcha.get(route) : undefined
    const page =
      drawCaptcha && firstCaptcha ? drawCaptcha(await firstCaptcha(request)) : (prerendered.get(route) ?? indexHtml)
    const html = page
      .replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}">`)
      .replace('<style data-prerender>', `<style data-prerender nonce="${nonce}">`)
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (encoding === 'br')
      return reply
        .header('content-encoding', 'br')
        .send(await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipAsync(html))
    return reply.send(html)
  })
}
