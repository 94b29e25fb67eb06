import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { sealed, startTestServer, type TestServer } from '../test/harness'
import { seed } from '../test/seed'
import { standClockInOneMinuteWindow } from '../test/rate-limit-clock'

/**
 * Per-IP limits behind a reverse proxy. The proxy here does what nginx's `$proxy_add_x_forwarded_for` does:
 * it appends the address it saw to whatever `X-Forwarded-For` the client sent. A client that forges the
 * header must still be counted under its real address. The proxy connects from 127.0.0.1; the clients
 * come from other loopback addresses, which are not proxies.
 */
function appendingProxy(target: string): { listen: () => Promise<string>; close: () => void } {
  const server: Server = createServer((incoming, outgoing) => {
    const forged = incoming.headers['x-forwarded-for']
    const peer = incoming.socket.remoteAddress ?? ''
    const forwarded = forged ? `${String(forged)}, ${peer}` : peer
    const upstream = httpRequest(
      `${target}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  })
  return {
    listen: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

interface Sent {
  readonly status: number
  readonly response: IncomingMessage
}

/** One request from a loopback address of the client's choosing, with the `X-Forwarded-For` it forges. */
function send(
  url: string,
  options: { from: string; forged: string; method?: 'GET' | 'POST'; body?: unknown },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const outgoing = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: {
          'x-forwarded-for': options.forged,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => resolve({ status: response.statusCode ?? 0, response }),
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** Reads and drops an answer's body (a stream's stays open until destroyed). */
async function statusOf(sent: Promise<Sent>): Promise<number> {
  const { status, response } = await sent
  response.resume()
  return status
}

let forgedCount = 0
/** A different made-up client address for every request: what a bypass would use. */
const forgedAddress = () => {
  forgedCount += 1
  return `203.0.${Math.floor(forgedCount / 250) % 250}.${(forgedCount % 250) + 1}`
}

describe.each([
  ['a hop count', '1'],
  ['a list of proxy addresses', '10.0.0.0/8,127.0.0.1'],
])('behind a proxy trusted by %s (TRUST_PROXY=%s)', (_form, trustProxy) => {
  let server: TestServer
  let proxy: ReturnType<typeof appendingProxy>
  let base: string

  beforeAll(async () => {
    standClockInOneMinuteWindow()
    server = await startTestServer({ rateLimitScale: 1, env: { TRUST_PROXY: trustProxy } })
    await seed(server.app.context.db)
    const origin = await server.app.fastify.listen({ host: '127.0.0.1', port: 0 })
    proxy = appendingProxy(origin)
    base = `${await proxy.listen()}/api`
  })
  afterAll(async () => {
    proxy.close()
    await server.close()
    vi.useRealTimers()
  })

  it('counts captchas under the real address, whatever X-Forwarded-For the client forges', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt += 1)
      statuses.push(await statusOf(send(`${base}/v1/system/getCode`, { from: '127.0.0.7', forged: forgedAddress() })))
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200))
    expect(statuses[30]).toBe(429)
    // Another client behind the same proxy keeps its own budget: the address is the one the proxy appended.
    expect(await statusOf(send(`${base}/v1/system/getCode`, { from: '127.0.0.2', forged: '127.0.0.7' }))).toBe(200)
  })

  it('counts logins under the real address', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const body = await sealed(server, { account: 'proxy_probe', password: 'Wrong#2026' })
      statuses.push(
        await statusOf(
          send(`${base}/v1/system/login`, { from: '127.0.0.3', forged: forgedAddress(), method: 'POST', body }),
        ),
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    const elsewhere = await sealed(server, { account: 'proxy_probe', password: 'Wrong#2026' })
    expect(
      await statusOf(
        send(`${base}/v1/system/login`, { from: '127.0.0.5', forged: '127.0.0.3', method: 'POST', body: elsewhere }),
      ),
    ).toBe(200)
  })

  it('counts live-update streams under the real address', async () => {
    const streams: Sent[] = []
    try {
      for (let stream = 0; stream < 8; stream += 1) {
        const opened = await send(`${base}/v1/nft/watch?erc_info_id=500&business_type=1`, {
          from: '127.0.0.4',
          forged: forgedAddress(),
        })
        streams.push(opened)
        expect(opened.status).toBe(200)
      }
      const ninth = await statusOf(
        send(`${base}/v1/nft/watch?erc_info_id=500&business_type=1`, { from: '127.0.0.4', forged: forgedAddress() }),
      )
      expect(ninth).toBe(429)
      const elsewhere = await send(`${base}/v1/nft/watch?erc_info_id=500&business_type=1`, {
        from: '127.0.0.6',
        forged: '127.0.0.4',
      })
      streams.push(elsewhere)
      expect(elsewhere.status).toBe(200)
    } finally {
      for (const stream of streams) stream.response.destroy()
    }
  })
})

describe('TRUST_PROXY', () => {
  it('refuses true, which would believe the client, naming the accepted forms', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8/,
    )
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/40' })).toThrow(/"10\.0\.0\.0\/40"/)
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'proxy.example' })).toThrow(ConfigError)
  })

  it('reads a hop count, a list of addresses and ranges, and none', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ])
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })
})
