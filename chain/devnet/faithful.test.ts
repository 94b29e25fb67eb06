import { Bytes, Checksum256, KeyType, Signature } from '@greymass/eosio'
import { freshPrivateKey } from './genesis'
import { type Api } from 'eosjs'
import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { SignatureVerifier } from './signatures.ts'
import { apiFor, devAccount, removeDataDir, startTestDevnet } from './test-support.ts'

/** The devnet as a nodeos stand-in: defects found by probing it, each pinned by a test. */

let devnet: RunningDevnet & { dataDir: string }
let operatorKey: string

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }

beforeAll(async () => {
  devnet = await startTestDevnet()
  operatorKey = devAccount(devnet, 'operator1').private_key
})

afterAll(async () => {
  await devnet?.stop()
  if (devnet) removeDataDir(devnet.dataDir)
})

async function post(endpoint: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${devnet.url}/v1/chain/${endpoint}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

function errorOf(json: Record<string, unknown>): { code: number; name: string; message: string } {
  const error = json.error as { code: number; name: string; details: { message: string }[] }
  return { code: error.code, name: error.name, message: error.details[0]?.message ?? '' }
}

function recharge(memo: string) {
  return {
    account: devnet.contractAccount,
    name: 'recharge',
    authorization: [{ actor: 'operator1', permission: 'owner' }],
    data: { from: 'operator1', to: 'platform1', value: 1, memo },
  }
}

/** A transaction signed by operator1 but not sent. */
async function signedRecharge(memo: string, api: Api = apiFor(devnet, [operatorKey])) {
  const signed = (await api.transact({ actions: [recharge(memo)] }, { ...TAPOS, broadcast: false, sign: true })) as {
    signatures: string[]
    serializedTransaction: Uint8Array
  }
  return { signatures: signed.signatures, packed: Buffer.from(signed.serializedTransaction) }
}

describe('compressed transactions', () => {
  it('refuses a zlib bomb at nodeos’s 1 MiB inflated limit', async () => {
    const bomb = deflateSync(Buffer.alloc(8 * 1024 * 1024)) // 8 MiB of zeros in about 8 KB
    const { status, json } = await post('push_transaction', {
      signatures: [],
      compression: 'zlib',
      packed_context_free_data: '',
      packed_trx: bomb.toString('hex'),
    })
    expect(status).toBe(500)
    expect(errorOf(json)).toEqual({
      code: 3040001,
      name: 'tx_decompression_error',
      message: 'Exceeded maximum decompressed transaction size',
    })
  })

  it('still accepts a zlib-compressed transaction under the limit', async () => {
    const { signatures, packed } = await signedRecharge('compressed')
    const { status, json } = await post('push_transaction', {
      signatures,
      compression: 'zlib',
      packed_context_free_data: '',
      packed_trx: deflateSync(packed).toString('hex'),
    })
    expect(status).toBe(200)
    expect(json.transaction_id).toMatch(/^[0-9a-f]{64}$/)
  })
})

/** secp256k1's group order. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The same signature with its bytes changed by `change` (byte 0 is 31 + recovery id, then r, then s). */
function alteredSignature(text: string, change: (bytes: Uint8Array) => void): string {
  const bytes = new Uint8Array(Signature.from(text).data.array)
  change(bytes)
  return new Signature(KeyType.K1, Bytes.from(bytes)).toString()
}

async function pushSigned(signatures: string[], packed: Buffer) {
  return post('push_transaction', {
    signatures,
    compression: 'none',
    packed_context_free_data: '',
    packed_trx: packed.toString('hex'),
  })
}

describe('signatures', () => {
  it('recovers the key the recovery id names: a flipped recovery id is another key (3090003)', async () => {
    const { signatures, packed } = await signedRecharge('flipped recovery id')
    const flipped = alteredSignature(signatures[0] ?? '', (bytes) => {
      bytes[0] = (((bytes[0] ?? 31) - 31) ^ 1) + 31
    })
    const { status, json } = await pushSigned([flipped], packed)
    expect(status).toBe(500)
    expect(errorOf(json)).toMatchObject({ code: 3090003, name: 'unsatisfied_authorization' })
  })

  it('refuses a high-S (non-canonical) signature as nodeos does', async () => {
    const { signatures, packed } = await signedRecharge('high s')
    const highS = alteredSignature(signatures[0] ?? '', (bytes) => {
      const s = BigInt(`0x${Buffer.from(bytes.subarray(33)).toString('hex')}`)
      bytes.set(Buffer.from((CURVE_ORDER - s).toString(16).padStart(64, '0'), 'hex'), 33)
      bytes[0] = (((bytes[0] ?? 31) - 31) ^ 1) + 31 // the mirrored signature: same key, other recovery point
    })
    const { status, json } = await pushSigned([highS], packed)
    expect(status).toBe(500)
    expect(errorOf(json)).toEqual({
      code: 10,
      name: 'assert_exception',
      message: 'is_canonical( c ): signature is not canonical',
    })
  })

  it('finds the same key as recovery, for either recovery id, among several candidates', async () => {
    const verifier = new SignatureVerifier()
    try {
      const signer = freshPrivateKey()
      const others = [freshPrivateKey(), freshPrivateKey()].map((key) => key.toPublic().toString())
      const recoveryIds = new Set<number>()
      for (let index = 0; index < 16; index += 1) {
        const digest = Checksum256.hash(Buffer.from(`message ${index}`))
        const signature = signer.signDigest(digest)
        recoveryIds.add((signature.data.array[0] ?? 0) - 31)
        const slowRecovery = vi.spyOn(Signature.prototype, 'recoverDigest')
        const [key] = await verifier.signingKeys(
          digest,
          [signature.toString()],
          [...others, signer.toPublic().toString()],
        )
        expect(slowRecovery).not.toHaveBeenCalled() // found by the worker's check, not the fallback
        slowRecovery.mockRestore()
        expect(key).toBe(signature.recoverDigest(digest).toString())
        expect(key).toBe(signer.toPublic().toString())
      }
      expect(recoveryIds.size).toBe(2)
    } finally {
      await verifier.close()
    }
  })

  it('accepts the signature as made', async () => {
    const { signatures, packed } = await signedRecharge('as made')
    const { status } = await pushSigned(signatures, packed)
    expect(status).toBe(200)
  })
})

describe('get_table_rows bodies', () => {
  const query = () => ({ code: devnet.contractAccount, scope: devnet.contractAccount, table: 's21account', json: true })

  it('reads a numeric lower_bound as its decimal text, as nodeos does', async () => {
    const { status, json } = await post('get_table_rows', {
      ...query(),
      lower_bound: 0,
      upper_bound: '18446744073709551615',
    })
    expect(status).toBe(200)
    expect((json.rows as unknown[]).length).toBeGreaterThanOrEqual(3)
  })

  it('reads a negative limit as nodeos’s uint32 does (-1 is 4294967295: every row, no more)', async () => {
    const all = await post('get_table_rows', { ...query(), limit: 1000 })
    const { status, json } = await post('get_table_rows', { ...query(), limit: -1 })
    expect(status).toBe(200)
    expect(json).toMatchObject({ rows: all.json.rows, more: false, next_key: '' })
  })

  it('refuses a non-numeric limit with 400 invalid_http_request', async () => {
    const { status, json } = await post('get_table_rows', { ...query(), limit: 'ten' })
    expect(status).toBe(400)
    expect(errorOf(json)).toMatchObject({ code: 3200006, name: 'invalid_http_request' })
  })
})
