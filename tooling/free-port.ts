/**
 * Ports for servers that tests and tools start. Several engineers share one machine, so a fixed port may be
 * taken: a port is picked at run time, and a port asked for by name that is taken fails with a message
 * naming it. No dependency: node:net, and a child process where a config file needs the answer
 * synchronously (Playwright reads its config without awaiting).
 */
import { execFileSync } from 'node:child_process'
import net from 'node:net'

const HOST = '127.0.0.1'

/** A port nobody listens on right now (the system's choice of an ephemeral port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('the system gave no free port'))))
    })
  })
}

/** Whether a server could listen on the port now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, HOST, () => server.close(() => resolve(true)))
  })
}

/** The port, or an error naming it when something already listens there. */
export async function requireFreePort(port: number, purpose: string): Promise<number> {
  if (await isPortFree(port)) return port
  throw new Error(
    `port ${port} (${purpose}) is already in use on ${HOST}: stop what listens there or pick another port`,
  )
}

// The same two checks in a child process, for callers that cannot await (config files).
const childScript = `
const net = require('node:net')
const wanted = Number(process.argv[1])
const server = net.createServer()
server.once('error', () => { process.stdout.write('taken'); process.exit(0) })
server.listen(wanted, '${HOST}', () => {
  const port = server.address().port
  server.close(() => process.stdout.write(String(port)))
})
`

/** `freePort()` for synchronous callers. */
export function freePortSync(): number {
  const answer = execFileSync(process.execPath, ['-e', childScript, '0'], { encoding: 'utf8' })
  const port = Number(answer)
  if (!Number.isInteger(port) || port <= 0) throw new Error('the system gave no free port')
  return port
}

/** `requireFreePort()` for synchronous callers. */
export function requireFreePortSync(port: number, purpose: string): number {
  const answer = execFileSync(process.execPath, ['-e', childScript, String(port)], { encoding: 'utf8' })
  if (answer === 'taken')
    throw new Error(
      `port ${port} (${purpose}) is already in use on ${HOST}: stop what listens there or pick another port`,
    )
  return port
}
