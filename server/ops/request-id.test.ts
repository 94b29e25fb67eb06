import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sealed, startTestServer, type TestServer } from '../test/harness'

/** Each request's log lines carry its id; the answer names it; a client's id is kept only when it is plain. */
const lines: string[] = []
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    }),
  })
})
afterAll(async () => {
  await server?.close()
})

const linesOf = (id: string) =>
  lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === id)

it('keeps the console-sent id, answers it back and logs every line of the request under it', async () => {
  const id = '0123456789abcdef0123456789abcdef'
  const password = 'Secret#2026pw'
  const answer = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/system/login',
    headers: { 'x-request-id': id },
    payload: {
      data: (await sealed(server, { account: 'nobody_here', password })).data,
    },
  })
  expect(answer.statusCode).toBe(200)
  expect(answer.headers['x-request-id']).toBe(id)
  const own = linesOf(id)
  expect(own.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']))
  expect(lines.join('\n')).not.toContain(password)
})

it('replaces an id with spaces, line breaks or excess length by its own', async () => {
  for (const sent of ['has space inside', 'x'.repeat(65), 'short', 'line\u2028break1234']) {
    const answer = await server.app.fastify.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': sent },
    })
    const echoed = String(answer.headers['x-request-id'])
    expect(echoed).not.toBe(sent)
    expect(echoed).toMatch(/^[0-9a-f-]{36}$/)
    expect(linesOf(echoed).length).toBeGreaterThan(0)
  }
  const none = await server.app.fastify.inject({ method: 'GET', url: '/api/no/such' })
  expect(String(none.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
})
