import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncoding } from '../static'
import { startTestServer, type TestServer } from './harness'

/** The console's files as the server sends them: compressed when the browser accepts it, pages with their nonce. */
const script = `export const console = ${JSON.stringify('x'.repeat(4000))}\n`
const loginPage =
  '<!doctype html><html><head><title>t</title><style data-prerender>h1{color:red}</style></head><body><div id="prerender"><h1>登录</h1></div><div id="root" hidden></div></body></html>'
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
  writeFileSync(path.join(dist, 'assets', 'app.js'), script)
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync(script))
  writeFileSync(path.join(dist, 'assets', 'plain.js'), script)
  server = await startTestServer({ env: { STATIC_DIR: dist } })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  server.app.fastify.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
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

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br')
    expect(acceptedEncoding('gzip')).toBe('gzip')
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(acceptedEncoding('identity')).toBeNull()
    expect(acceptedEncoding(undefined)).toBeNull()
  })
})
