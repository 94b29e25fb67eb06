import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'

/**
 * A load balancer for tests, on a loopback port: each request goes to the next upstream in turn. An upstream
 * that refuses the connection (a killed instance) is skipped and the request sent to the next, as a load
 * balancer's health check would; one that drops a request it received answers 502 (not acknowledged).
 */
export interface RoundRobinProxy {
  readonly url: string
  /** Requests each upstream answered, by its URL. */
  readonly answered: Map<string, number>
  /** Each failed forward: the upstream and the error's code. */
  readonly failures: string[]
  close(): Promise<void>
}

function forward(
  upstream: string,
  method: string,
  path: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const target = new URL(path, upstream)
    // A connection per request (no pool): a killed upstream is then always a refused connection, never a stale one.
    const outgoing = request(target, { method, headers: { ...headers, host: target.host }, agent: false }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
      )
      answer.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0
  const answered = new Map(upstreams.map((upstream) => [upstream, 0]))
  const failures: string[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks)
        const first = next
        next += 1
        // Each upstream once, from this request's turn on.
        for (let tried = 0; tried < upstreams.length; tried += 1) {
          const upstream = upstreams[(first + tried) % upstreams.length] as string
          try {
            const answer = await forward(
              upstream,
              incoming.method ?? 'GET',
              incoming.url ?? '/',
              incoming.headers,
              body,
            )
            answered.set(upstream, (answered.get(upstream) ?? 0) + 1)
            const { 'transfer-encoding': _chunked, connection: _connection, ...headers } = answer.headers
            outgoing.writeHead(answer.status, headers).end(answer.body)
            return
          } catch (error) {
            failures.push(`${upstream} ${(error as NodeJS.ErrnoException).code ?? String(error)}`)
            // Only a refused connection is safe to send elsewhere: the upstream never saw the request.
            if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break
          }
        }
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway')
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    failures,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
