import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { WASM_SAFE_NODE_FLAGS } from '../../tooling/wasm-safe-process'
import { pgliteFolderFromTemplate } from '../test/pglite-folder'

/**
 * The real entry point (`server/main.ts`) in a child process, PGlite in a temp folder: SIGTERM while a request
 * waits on a slow chain node. The listener closes at once, the request still gets its answer, the process
 * exits 0. (A process of its own on PGlite files: the signal and exit are what is tested, on PostgreSQL too.)
 */
const root = path.resolve(import.meta.dirname, '../..')
let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.reverse()) await step()
  cleanup = []
})

/** A chain node whose get_info answers only when the test releases it. */
async function heldNode() {
  let arrived: () => void = () => undefined
  const request = new Promise<void>((resolve) => (arrived = resolve))
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const server: Server = createServer((req, res) => {
    arrived()
    void released.then(() =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ head_block_num: 42, last_irreversible_block_num: 41 })),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${port}`, request, release }
}

function startServer(rpc: string): {
  child: ChildProcessWithoutNullStreams
  port: Promise<number>
  output: () => string
} {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-shutdown-'))
  // The migrated cluster the other tests start from, instead of initdb and the migrations in the child.
  pgliteFolderFromTemplate(path.join(dataDir, 'pglite'))
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(NODE_ENV|DATABASE_URL|DATA_DIR|PORT$|INDEXER|METRICS_|SHED_)/.test(name),
    ),
  )
  const child = spawn(process.execPath, [...WASM_SAFE_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', INDEXER: 'off', CHAIN_RPC: rpc },
  })
  cleanup.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })
  let output = ''
  const port = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (listening) resolve(Number(listening[1]))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
  return { child, port, output: () => output }
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

it('finishes the request in flight on SIGTERM, accepts no new connection, and exits 0', async () => {
  const node = await heldNode()
  const server = startServer(node.url)
  const port = await server.port
  const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)))

  const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/chain/status`)
  await node.request
  server.child.kill('SIGTERM')
  // The chain status request gives the node 3 s: the listener must close well before that.
  const deadline = Date.now() + 2000
  let refused = false
  while (!refused && Date.now() < deadline) {
    refused = await refusesConnections(port)
    if (!refused) await new Promise((resolve) => setTimeout(resolve, 25))
  }
  expect(server.child.exitCode).toBeNull()
  node.release()

  const answer = await inFlight
  expect(answer.status).toBe(200)
  expect(await answer.json()).toMatchObject({ error_code: 0, data: { head_block_num: 42 } })
  expect(refused).toBe(true)
  const code = await exited
  expect(code, server.output()).toBe(0)
  expect(server.output()).toContain('SIGTERM: finishing requests in flight')
}, 120_000)
