import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { removeDataDir, startTestDevnet } from './test-support.ts'

let devnet: RunningDevnet & { dataDir: string }

beforeAll(async () => {
  devnet = await startTestDevnet()
})

afterAll(async () => {
  await devnet?.stop()
  if (devnet) removeDataDir(devnet.dataDir)
})

async function post(endpoint: string, body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${devnet.url}/v1/chain/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
  })
  return { status: response.status, json: await response.json() }
}

/** One malformed body per endpoint, and the field nodeos would name. */
const MALFORMED: [endpoint: string, body: unknown, field: string][] = [
  ['get_block', { block_num_or_id: { nested: true } }, 'block_num_or_id'],
  ['get_block_info', { block_num: 'twelve' }, 'block_num'],
  ['get_block_header_state', {}, 'block_num_or_id'],
  ['get_raw_abi', { account_name: ['eosio'] }, 'account_name'],
  ['get_abi', { account_name: null }, 'account_name'],
  ['get_account', { account_name: true }, 'account_name'],
  ['get_required_keys', { transaction: 'not an object', available_keys: [] }, 'transaction'],
  ['get_table_rows', { code: 'eosio', scope: 'eosio', table: 'x', limit: 'ten' }, 'limit'],
  ['get_transaction_status', { id: 'abc' }, 'id'],
  ['push_transaction', { signatures: [], packed_trx: 42 }, 'packed_trx'],
  ['send_transaction', { signatures: 'SIG_K1_x', packed_trx: '' }, 'signatures'],
]

describe('chain API request bodies', () => {
  it.each(MALFORMED)(
    'answers a malformed %s body with nodeos’s 400 invalid_http_request',
    async (endpoint, body, field) => {
      const { status, json } = await post(endpoint, JSON.stringify(body))
      expect(status).toBe(400)
      expect(json).toMatchObject({
        code: 400,
        message: 'Invalid Request',
        error: {
          code: 3200006,
          name: 'invalid_http_request',
          what: 'invalid http request',
          details: [
            { message: 'Unable to parse valid input from POST body', file: expect.any(String), line_number: 0 },
            { message: expect.stringContaining(field) },
          ],
        },
      })
    },
  )

  it('answers a body that is not JSON, or not an object, the same way', async () => {
    for (const body of ['{"account_name":', '[1,2]']) {
      const { status, json } = await post('get_account', body)
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: 3200006, name: 'invalid_http_request' } })
    }
  })

  it('reads numbers given as text and text given as numbers, as nodeos does', async () => {
    const { status, json } = await post('get_block_info', JSON.stringify({ block_num: '1' }))
    expect(status).toBe(200)
    expect(json).toMatchObject({ block_num: 1 })
  })
})
