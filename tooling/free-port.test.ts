import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort, freePortSync, isPortFree, requireFreePort, requireFreePortSync } from './free-port.ts'

const listeners: net.Server[] = []

/** Something else listening on a port, as another engineer's server would. */
function occupy(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    listeners.push(server)
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
}

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('ports picked at run time', () => {
  it('gives a port a server can listen on', async () => {
    const port = await freePort()
    expect(await isPortFree(port)).toBe(true)
    expect(await isPortFree(freePortSync())).toBe(true)
  })

  it('names a taken port and what it was for', async () => {
    const taken = await occupy()
    expect(await isPortFree(taken)).toBe(false)
    await expect(requireFreePort(taken, 'demo server')).rejects.toThrow(`port ${taken} (demo server) is already in use`)
    expect(() => requireFreePortSync(taken, 'demo server')).toThrow(`port ${taken} (demo server) is already in use`)
  })
})
