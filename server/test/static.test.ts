import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { acceptedEncoding } from '../static'
import { startTestServer, type TestServer } from './harness'
import { seed } from './seed'
import { standClockInOneMinuteWindow } from './rate-limit-clock'

/** The console's files as the server sends them: compressed when the browser accepts it, pages with their nonce. */
const script = `export const console = ${JSON.stringify('x'.repeat(4000))}\n`
const loginPage =
  '<!doctype html><html><head><title>t</title><style data-prerender>h1{color:red}</style></head><body><div id="prerender"><h1>登录</h1></div><div id="root" hidden></div></body></html>'
/** The visitor page's snapshot as scripts/prerender.ts writes it: the captcha's frame busy, no image. */
const frame =
  '<button type="button" aria-label="看不清？点击刷新验证码" title="看不清？点击刷新验证码" data-captcha="" class="sc-a b" aria-busy="true"><span class="sc-c d"><span aria-hidden="true" class="sc-e f"></span></span></button>'
const touristPage = `<!doctype html><html><head><title>t</title><style data-prerender>h1{color:red}</style></head><body><div id="prerender" inert><h1>藏品查询</h1><form><input name="code">${frame}<button type="submit">查询</button></form></div><div id="root" hidden></div></body></html>`
let dist = ''
let server: TestServer

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'static-'))
  mkdirSync(path.join(dist, 'assets'))
  mkdirSync(path.join(dist, 'prerender'))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dist, 'prerender', 'login.html'), loginPage)
  writeFileSync(path.join(dist, 'prerender', 'tourist.html'), touristPage)
  writeFileSync(path.join(dist, 'assets', 'app.js'), script)
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync(script))
  writeFileSync(path.join(dist, 'assets', 'plain.js'), script)
  // Real limits: the page's captcha is counted with getCode's.
  server = await startTestServer({ env: { STATIC_DIR: dist }, rateLimitScale: 1 })
  await seed(server.app.context.db)
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  server.app.fastify.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  })

describe('the console files as the server sends them', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const brotli = await get('/assets/app.js', 'gzip, deflate, br, zstd')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toContain('text/javascript')
    expect(brotli.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script)

    const gzipped = await get('/assets/app.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
  })

  it('sends the file as it is without Accept-Encoding, or when no compressed copy was made', async () => {
    const plain = await get('/assets/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    const uncopied = await get('/assets/plain.js', 'br')
    expect(uncopied.headers['content-encoding']).toBeUndefined()
    expect(uncopied.body).toBe(script)
  })

  it('compresses a prerendered page per response, its inline styles under that response nonce', async () => {
    const response = await get('/login', 'br')
    expect(response.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(response.rawPayload).toString()
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    expect(html).toContain(`<style data-prerender nonce="${nonce}">`)
    expect(html).toContain('<h1>登录</h1>')
  })
})

/** The captcha drawn into a /tourist document, and the frame around it. */
function drawnCaptcha(html: string) {
  const image = /<img src="(data:image\/png;base64,[^"]+)" alt="" draggable="false" data-captcha-id="([^"]+)">/.exec(
    html,
  )
  const shownFrame = /<button [^>]*data-captcha=""[^>]*>/.exec(html)?.[0] ?? ''
  return { image: image?.[1], captchaId: image?.[2], busy: shownFrame.includes('aria-busy') }
}

describe('the visitor page’s document', () => {
  it('carries a new captcha in each load, its image in the frame and its id beside it, never its answer', async () => {
    const loads = await Promise.all([get('/tourist', 'br'), get('/tourist', 'gzip'), get('/tourist')])
    const pages = [
      brotliDecompressSync(loads[0].rawPayload).toString(),
      gunzipSync(loads[1].rawPayload).toString(),
      loads[2].body,
    ]
    const drawn = pages.map(drawnCaptcha)
    for (const [index, captcha] of drawn.entries()) {
      expect(captcha.image).toMatch(/^data:image\/png;base64,/)
      expect(captcha.busy).toBe(false)
      const answer = server.captchas.get(captcha.captchaId ?? '')
      expect(answer).toMatch(/^\w{6}$/)
      expect(pages[index]).not.toContain(answer)
      expect(pages[index]).toContain('<h1>藏品查询</h1>')
    }
    expect(new Set(drawn.map(({ captchaId }) => captchaId)).size).toBe(3)
    expect(new Set(drawn.map(({ image }) => image)).size).toBe(3)
  })

  it('is never stored or answered from a cache: no-store, compressed per response, no validator to revalidate', async () => {
    const first = await get('/tourist', 'br')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers.etag).toBeUndefined()
    expect(first.headers['last-modified']).toBeUndefined()
    const again = await get('/tourist', 'br', '127.0.0.1', {
      'if-none-match': '*',
      'if-modified-since': new Date().toUTCString(),
    })
    expect(again.statusCode).toBe(200)
    const before = drawnCaptcha(brotliDecompressSync(first.rawPayload).toString()).captchaId
    const after = drawnCaptcha(brotliDecompressSync(again.rawPayload).toString()).captchaId
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
  })

  it('keeps a strict policy: the image is a data: URL the policy allows, and no inline script runs', async () => {
    const response = await get('/tourist')
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("img-src 'self' data: blob:")
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    expect(policy).not.toContain('unsafe-inline')
    // The id is an attribute of the image, not an inline script.
    expect(response.body).not.toMatch(/<script\b[^>]*>[^<]/)
  })

  it('holds a captcha that the search takes once', async () => {
    const { captchaId } = drawnCaptcha((await get('/tourist', undefined, '10.8.0.1')).body)
    const query = {
      chain_info_id: '1',
      parameter: '1001',
      captcha_id: captchaId ?? '',
      code: server.captchas.get(captchaId ?? '') ?? '',
    }
    const search = () =>
      server.app.fastify.inject({
        method: 'GET',
        url: '/api/v1/nft/getNftByNftIdOrOwner',
        remoteAddress: '10.8.0.1',
        query,
      })
    expect((await search()).json()).toMatchObject({ error_code: 0, data: { total: 1 } })
    expect((await search()).json()).toMatchObject({ error_code: 1001 })
  })

  it('counts its captcha with getCode’s per address; over the limit the page still loads, with no captcha', async () => {
    const address = '10.8.0.2'
    const getCode = () =>
      server.app.fastify.inject({ method: 'GET', url: '/api/v1/system/getCode', remoteAddress: address })
    standClockInOneMinuteWindow()
    try {
      for (let load = 0; load < 15; load += 1)
        expect(drawnCaptcha((await get('/tourist', undefined, address)).body).captchaId).toBeTruthy()
      for (let call = 0; call < 15; call += 1) expect((await getCode()).statusCode).toBe(200)
      expect((await getCode()).statusCode).toBe(429)
      const over = await get('/tourist', undefined, address)
      expect(over.statusCode).toBe(200)
      expect(drawnCaptcha(over.body)).toMatchObject({ captchaId: undefined, busy: true })
      // Another address has its own count.
      expect(drawnCaptcha((await get('/tourist', undefined, '10.8.0.3')).body).captchaId).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is made only for a GET of the visitor page at its address: not for HEAD, nor for other pages', async () => {
    const drawnBefore = server.captchas.size
    const head = await server.app.fastify.inject({ method: 'HEAD', url: '/tourist' })
    expect(head.statusCode).toBe(200)
    const login = await get('/login')
    expect(login.body).toContain('<h1>登录</h1>')
    expect((await get('/home')).body).toContain('<div id="root">')
    // The console takes the drawn captcha only at its own address, /tourist: at /tourist/ it would go unused.
    const slashed = await get('/tourist/')
    expect(slashed.body).toContain('<h1>藏品查询</h1>')
    expect(drawnCaptcha(slashed.body)).toMatchObject({ captchaId: undefined, busy: true })
    expect(server.captchas.size).toBe(drawnBefore)
  })
})

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br')
    expect(acceptedEncoding('gzip')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding(undefined)).toBeNull()
  })
})
