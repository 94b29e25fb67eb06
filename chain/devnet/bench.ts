import { ABI, Action, Checksum256, PrivateKey, Serializer, Transaction } from '@greymass/eosio'
import { spawn } from 'node:child_process'
import * as http from 'node:http'
import * as fs from 'node:fs'
import * as net from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type DevAccount } from './genesis.ts'
import { sha256Hex } from './persistence.ts'
import { WASM_SAFE_NODE_FLAGS } from '../../tooling/wasm-safe-process.ts'

/**
 * `npm run bench:chain -- [--count 1000] [--concurrency 16] [--warmup 200] [--url …] [--cpu-prof dir]`: starts
 * a devnet in its own process (or uses --url), pre-signs warm-up + N transactions, pushes the warm-up ones
 * (not counted), then the N over loopback with a few in flight, and prints the machine's load average,
 * transactions per second (load-dependent), devnet CPU milliseconds per transaction (the load-independent
 * figure, split by thread), the client's own CPU, and the latencies of the answer and of inclusion in a
 * block. `--cpu-prof` writes V8 CPU profiles of the devnet's threads. Figures only: nothing is asserted.
 */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '200' },
    url: { type: 'string' },
    data: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
})
const count = Number(values.count)
const concurrency = Number(values.concurrency)
const warmup = Number(values.warmup)
const HERE = path.dirname(fileURLToPath(import.meta.url))

interface ChainInfo {
  chain_id: string
  head_block_num: number
}

// node:http with keep-alive costs the client far less CPU than fetch, so the figures measure the devnet.
// Replaced after signing: the server closes keep-alive sockets left idle that long (a reused one fails with EPIPE).
let agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

function post(url: string, endpoint: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/v1/chain/${endpoint}`,
      { method: 'POST', agent, headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
            })
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

async function call<T>(url: string, endpoint: string, body: unknown): Promise<T> {
  const { status, json } = await post(url, endpoint, JSON.stringify(body))
  if (status !== 200) throw new Error(`${endpoint}: ${JSON.stringify(json)}`)
  return json as T
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** CPU seconds each thread of a process has used, by thread id, with the thread's name (Linux /proc; empty elsewhere). */
function threadCpuSeconds(pid: number | undefined): Map<string, { name: string; seconds: number }> {
  const result = new Map<string, { name: string; seconds: number }>()
  if (pid === undefined) return result
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const [head, rest] = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')
      const fields = rest?.split(' ') ?? []
      const name = head?.slice(head.indexOf('(') + 1) ?? '?'
      result.set(tid, { name, seconds: (Number(fields[11]) + Number(fields[12])) / 100 })
    }
  } catch {
    // the process ended
  }
  return result
}

/** CPU seconds a process has used (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime + stime in clock ticks (USER_HZ = 100)
  } catch {
    return undefined
  }
}

async function startChildDevnet(): Promise<{ url: string; dataDir: string; pid?: number; stop: () => Promise<void> }> {
  const ownDataDir = values.data === undefined
  const dataDir = values.data ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ddc-devnet-bench-'))
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      ...WASM_SAFE_NODE_FLAGS,
      ...(values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : []),
      '--import',
      'tsx',
      path.join(HERE, 'main.ts'),
      '--port',
      String(port),
      '--data',
      dataDir,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // Even when the bench fails, its devnet does not outlive it.
  process.once('exit', () => child.kill('SIGTERM'))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('ready in')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`devnet exited with ${String(code)}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    ...(child.pid === undefined ? {} : { pid: child.pid }),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}

const devnet: { url: string; dataDir: string; pid?: number; stop: () => Promise<void> } = values.url
  ? { url: values.url, dataDir: values.data ?? '.data/devnet', stop: async () => undefined }
  : await startChildDevnet()
try {
  const accounts = JSON.parse(fs.readFileSync(path.join(devnet.dataDir, 'dev-accounts.json'), 'utf8')) as DevAccount[]
  const contract = accounts.find((entry) => entry.role === 'contract')?.account
  const operator = accounts.find((entry) => entry.role === 'operator')
  const platform = accounts.find((entry) => entry.role === 'platform')?.account
  if (!contract || !operator || !platform)
    throw new Error('dev-accounts.json lacks the contract, operator or platform account')
  const operatorKey = PrivateKey.from(operator.private_key)
  const rawAbi = await call<{ abi: string }>(devnet.url, 'get_raw_abi', { account_name: contract })
  const abi = Serializer.decode({ data: Buffer.from(rawAbi.abi, 'base64'), type: ABI })

  const info = await call<ChainInfo>(devnet.url, 'get_info', {})
  const reference = await call<{ block_num: number; ref_block_prefix: number; timestamp: string }>(
    devnet.url,
    'get_block_info',
    { block_num: info.head_block_num - 3 },
  )
  const expiration = new Date(Date.parse(`${reference.timestamp}Z`) + 600_000).toISOString().slice(0, 19)

  const signStarted = performance.now()
  const signed = Array.from({ length: warmup + count }, (_unused, index) => {
    const trx = Transaction.from({
      expiration,
      ref_block_num: reference.block_num & 0xffff,
      ref_block_prefix: reference.ref_block_prefix,
      actions: [
        Action.from(
          {
            account: contract,
            name: 'recharge',
            authorization: [{ actor: operator.account, permission: 'owner' }],
            data: { from: operator.account, to: platform, value: 1, memo: `bench ${Date.now()} ${index}` },
          },
          abi,
        ),
      ],
    })
    const packed = Serializer.encode({ object: trx }).array
    const digest = Checksum256.from(
      sha256Hex(Buffer.concat([Buffer.from(info.chain_id, 'hex'), packed, Buffer.alloc(32)])),
    )
    return JSON.stringify({
      signatures: [operatorKey.signDigest(digest).toString()],
      compression: 'none',
      packed_context_free_data: '',
      packed_trx: Buffer.from(packed).toString('hex'),
    })
  })
  console.log(`bench: signed ${warmup} + ${count} transactions in ${Math.round(performance.now() - signStarted)} ms`)

  agent.destroy()
  agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

  // When each block number was first seen as head, to time inclusion without polling every transaction.
  const blockSeenAt = new Map<number, number>()
  let watching = true
  const watcher = (async () => {
    while (watching) {
      const head = await call<ChainInfo>(devnet.url, 'get_info', {})
      if (!blockSeenAt.has(head.head_block_num)) blockSeenAt.set(head.head_block_num, performance.now())
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()

  // Warm-up transactions (not counted) let the devnet reach its steady state first: JIT-compiled code, the
  // signature worker's tables for G and for the signing key (built once per process).
  const warmupBodies = signed.slice(0, warmup)
  const bodies = signed.slice(warmup)
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let body = warmupBodies.pop(); body !== undefined; body = warmupBodies.pop())
        await post(devnet.url, 'push_transaction', body)
    }),
  )

  const sends: { sentAt: number; answeredAt: number; blockNum: number }[] = []
  let failures = 0
  let nextIndex = 0
  const loadAtStart = os.loadavg()[0] ?? 0
  const started = performance.now()
  const clientCpuBefore = process.cpuUsage()
  const cpuBefore = cpuSeconds(devnet.pid)
  const threadsBefore = threadCpuSeconds(devnet.pid)
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (nextIndex < bodies.length) {
        const body = bodies[nextIndex]
        nextIndex += 1
        const sentAt = performance.now()
        const { status, json } = await post(devnet.url, 'push_transaction', body ?? '')
        const blockNum = (json as { processed?: { block_num?: unknown } }).processed?.block_num
        if (status === 200 && typeof blockNum === 'number')
          sends.push({ sentAt, answeredAt: performance.now(), blockNum })
        else failures += 1
      }
    }),
  )
  const elapsedMs = performance.now() - started
  const clientCpu = process.cpuUsage(clientCpuBefore)
  const cpuAfter = cpuSeconds(devnet.pid)
  const threadsAfter = threadCpuSeconds(devnet.pid)
  const lastBlock = Math.max(0, ...sends.map((send) => send.blockNum))
  while (![...blockSeenAt.keys()].some((num) => num >= lastBlock))
    await new Promise((resolve) => setTimeout(resolve, 20))
  watching = false
  await watcher

  const inclusionOf = (blockNum: number) => {
    const seen = [...blockSeenAt.entries()].filter(([num]) => num >= blockNum).map(([, at]) => at)
    return Math.min(...seen)
  }
  const inclusion = sends.map((send) => inclusionOf(send.blockNum) - send.sentAt)
  const answer = sends.map((send) => send.answeredAt - send.sentAt)
  console.log(
    `bench: ${sends.length} accepted, ${failures} refused, ${concurrency} in flight, after ${warmup} warm-up transactions; machine load average ${loadAtStart.toFixed(1)} at start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at end, on ${os.cpus().length} cores`,
  )
  console.log(
    `bench: ${(sends.length / (elapsedMs / 1000)).toFixed(1)} transactions per second (target ≥ 800 on a quiet machine)`,
  )
  if (cpuBefore !== undefined && cpuAfter !== undefined && sends.length > 0) {
    const perTransaction = (seconds: number) => (seconds * 1000) / sends.length
    const cpuMsPerTransaction = perTransaction(cpuAfter - cpuBefore)
    console.log(
      `bench: devnet CPU ${cpuMsPerTransaction.toFixed(2)} ms per transaction, all threads (target ≤ 2 ms; load-independent)`,
    )
    // By thread name: the main thread runs contracts and answers; the signature worker recovers keys; libuv's
    // pool (fsync, inflate) and V8's helpers (garbage collection, compilation) take the rest.
    const byName = new Map<string, number>()
    for (const [tid, after] of threadsAfter) {
      const name = tid === String(devnet.pid) ? 'main' : after.name
      const used = after.seconds - (threadsBefore.get(tid)?.seconds ?? 0)
      byName.set(name, (byName.get(name) ?? 0) + used)
    }
    const mainMs = perTransaction(byName.get('main') ?? 0)
    const others = [...byName.entries()]
      .filter(([name, seconds]) => name !== 'main' && seconds > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, seconds]) => `${name} ${perTransaction(seconds).toFixed(2)}`)
    console.log(
      `bench: of which main thread ${mainMs.toFixed(2)} ms, other threads ${(cpuMsPerTransaction - mainMs).toFixed(2)} ms per transaction (${others.join(', ')})`,
    )
    console.log(
      `bench: the bench client itself used ${perTransaction((clientCpu.user + clientCpu.system) / 1e6).toFixed(2)} ms CPU per transaction on the same cores`,
    )
  }
  console.log(
    `bench: push answered in median ${median(answer).toFixed(1)} ms (p95 ${percentile(answer, 0.95).toFixed(1)} ms)`,
  )
  console.log(
    `bench: send → inclusion median ${median(inclusion).toFixed(1)} ms (p95 ${percentile(inclusion, 0.95).toFixed(1)} ms; target ≤ 600 ms)`,
  )
} finally {
  agent.destroy()
  await devnet.stop()
}
