import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { callEndpoint } from '../test/call-endpoint'
import { login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

/**
 * The production server sends the console and nothing that describes its code (the build manifest, source
 * maps, dot-files); and every date a request carries is a real one within bounds, or a 400 (it was a 500, or
 * a query for the year 9999).
 */
let dist = ''
let server: TestServer
let operator = ''

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'production-files-'))
  mkdirSync(path.join(dist, 'assets'))
  mkdirSync(path.join(dist, '.vite'))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/app/main.tsx":{"file":"assets/main.js"}}')
  writeFileSync(path.join(dist, 'assets', 'main.js'), 'export {}\n')
  writeFileSync(path.join(dist, 'assets', 'main.js.map'), '{"sources":["../src/app/main.tsx"]}')
  writeFileSync(path.join(dist, '.env'), 'VITE_REGISTER_CODE=secret')
  server = await startTestServer({ env: { STATIC_DIR: dist } })
  await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the production server', () => {
  it('does not serve the build manifest, source maps or dot-files', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/main.js.map', '/.env', '/assets/%2e%2e/.vite/manifest.json']) {
      const answer = await server.app.fastify.inject({ method: 'GET', url })
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 })
      expect(answer.body).not.toMatch(/src\/app\/main\.tsx|secret/)
    }
    expect((await server.app.fastify.inject({ method: 'GET', url: '/assets/main.js' })).statusCode).toBe(200)
  })

  it('refuses dates that do not exist or lie outside 1970-2100, in every list that filters by date', async () => {
    const lists = [
      endpoints.getPersonalAssign,
      endpoints.getOpertorRecharge,
      endpoints.getNft721List,
      endpoints.getNft1155List,
    ]
    for (const endpoint of lists) {
      const url = endpoint.path
      for (const start_time of [
        '9999-99-99',
        '2026-02-30',
        '2026-13-01',
        '2026-01-01 24:00:00',
        '0001-01-01',
        '9999-12-31',
      ]) {
        const answer = await callEndpoint(server, endpoint, { start_time }, operator)
        expect({ url, start_time, status: answer.status }).toEqual({ url, start_time, status: 400 })
        expect(answer.body.message).toMatch(/^start_time: expected/)
      }
      const fine = await callEndpoint(
        server,
        endpoint,
        { start_time: '2024-02-29', end_time: '2026-11-26 23:59:59' },
        operator,
      )
      expect({ url, status: fine.status }).toEqual({ url, status: 200 })
    }
  })
})
