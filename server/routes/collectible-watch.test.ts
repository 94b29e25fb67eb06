import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, txHash } from '../test/seed'
import { call, startTestServer, type TestServer } from '../test/harness'

/** A chain RPC that answers get_info with the given blocks, counting the calls. */
function fakeChain(blocks: { head: number; lib: number }) {
  let calls = 0
  const server: Server = createServer((_request, response) => {
    calls += 1
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ head_block_num: blocks.head, last_irreversible_block_num: blocks.lib }))
  })
  return {
    server,
    get calls() {
      return calls
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
  }
}

describe('chain status (the deal page’s reversible / irreversible state)', () => {
  const chain = fakeChain({ head: 120, lib: 117 })
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ env: { CHAIN_RPC: await chain.listen() } })
  })
  afterAll(async () => {
    await server.close()
    chain.server.close()
  })

  it('answers the chain’s head and last irreversible block to anyone, asking the chain once for many callers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(server, 'GET', '/api/v1/chain/status', { token: null })),
    )
    for (const answer of answers)
      expect(answer.body).toMatchObject({
        error_code: 0,
        data: { head_block_num: 120, last_irreversible_block_num: 117 },
      })
    expect(chain.calls).toBe(1)
  })
})

describe('chain status without a chain', () => {
  it('says the chain does not answer', async () => {
    const server = await startTestServer()
    try {
      const answer = await call(server, 'GET', '/api/v1/chain/status', { token: null })
      expect(answer.body).toMatchObject({ error_code: 500, data: null })
    } finally {
      await server.close()
    }
  })
})

describe('GET /api/v1/nft/watch (live details)', () => {
  let server: TestServer
  let base: string

  beforeAll(async () => {
    server = await startTestServer()
    await seed(server.app.context.db)
    await server.app.fastify.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(server.app.fastify.server.address() as AddressInfo).port}`
  })
  afterAll(async () => server.close())

  async function writeMove(nftId: string, to: string) {
    await server.app.context.db
      .insertInto('provenance')
      .values({
        business_type: 1,
        nft_id: nftId,
        tx_hash: txHash(`move ${nftId} ${to}`),
        create_time: new Date(),
        sender: 'useralpha111',
        from_account: 'useralpha111',
        to_account: to,
        action_name: 'transfer',
        amount: '1',
        contract_name: 'ddccontract',
        raw_data: '{}',
        block_number: '200',
        block_hash: txHash('block 200'),
        actions: '[]',
      })
      .execute()
  }

  /** Reads the stream until an event named `move` arrives; answers its data. */
  async function nextMove(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<unknown> {
    const decoder = new TextDecoder()
    let text = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) throw new Error('the stream ended')
      text += decoder.decode(value, { stream: true })
      const event = text.split('\n\n').find((block) => block.startsWith('event: move'))
      const data = event?.split('\n').find((line) => line.startsWith('data: '))
      if (data) return JSON.parse(data.slice('data: '.length))
    }
  }

  it('sends each new provenance row of the watched collectible, and nothing of others', async () => {
    const controller = new AbortController()
    const response = await fetch(`${base}/api/v1/nft/watch?erc_info_id=500&business_type=1`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    if (!response.body) throw new Error('no stream')
    const reader = response.body.getReader()
    // Another collectible moves first: not sent.
    await writeMove('2001', 'someone11111')
    await writeMove('1001', 'newowner1111')
    await expect(nextMove(reader)).resolves.toMatchObject({
      nft_id: '1001',
      action_name: 'transfer',
      from: 'useralpha111',
      to: 'newowner1111',
      tx_hash: txHash('move 1001 newowner1111'),
    })
    controller.abort()
  })

  it('refuses bad parameters and unknown collectibles', async () => {
    expect((await fetch(`${base}/api/v1/nft/watch?erc_info_id=abc&business_type=1`)).status).toBe(400)
    expect((await fetch(`${base}/api/v1/nft/watch?erc_info_id=999999&business_type=1`)).status).toBe(404)
  })

  it('holds at most 8 open streams per client address', async () => {
    const controller = new AbortController()
    const open = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${base}/api/v1/nft/watch?erc_info_id=500&business_type=1`, { signal: controller.signal }),
      ),
    )
    expect(open.map((response) => response.status)).toEqual(Array(8).fill(200))
    expect((await fetch(`${base}/api/v1/nft/watch?erc_info_id=500&business_type=1`)).status).toBe(429)
    controller.abort()
  })
})
