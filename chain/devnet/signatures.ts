import { type Checksum256, PublicKey, Signature } from '@greymass/eosio'
import { Worker } from 'node:worker_threads'
import { canonicalKey } from './authority.ts'
import { ChainError } from './errors.ts'

interface VerifyRequest {
  id: number
  digest: Uint8Array
  signatures: Uint8Array[]
  candidates: { key: string; point: Uint8Array }[]
}

interface VerifyResponse {
  id: number
  keys: (string | null)[]
}

/**
 * Runs in a worker thread: for each 65-byte signature, the candidate key that recovery from it yields
 * (as nodeos's recover does), or null. Recovery in JavaScript costs milliseconds; this gets the answer
 * from OpenSSL's native point multiplications instead. With u1 = e/s and u2 = r/s, the key Q recovered
 * from (r, s, recovery id) is the one with R' = u1·G + u2·Q, R' being the point of x = r whose y
 * parity the recovery id names. So R' − u1·G is computed once (u1·G natively, the subtraction here)
 * and compared, by x, with u2·Q for each candidate Q (natively). Equal x leaves only Q or its
 * negation −Q, a key only the holder of Q's private key can sign for. Plain CommonJS: no loader.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createECDH, ECDH } = require('node:crypto');
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const ecdh = createECDH('secp256k1');
const big = (bytes) => BigInt('0x' + Buffer.from(bytes).toString('hex'));
const bytes32 = (value) => Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
const mod = (value, m) => ((value % m) + m) % m;
function inverse(value, m) {
  let [a, b, x, y] = [mod(value, m), m, 1n, 0n];
  while (b !== 0n) { const q = a / b; [a, b, x, y] = [b, a - q * b, y, x - q * y]; }
  return mod(x, m);
}
/** The candidate (compressed point) that the signature recovers to, or null. */
function recoveredAmong(signature, digest, candidates) {
  if (signature.length !== 65) return null;
  const recoveryId = (signature[0] - 27) & 3;
  if (recoveryId > 1) return null; // x = r + n: never produced in practice; left to the slow path
  const r = big(signature.subarray(1, 33));
  const s = big(signature.subarray(33, 65));
  if (r === 0n || s === 0n || r >= N || s >= N) return null;
  const sInverse = inverse(s, N);
  const u1 = mod(big(digest) * sInverse, N);
  const u2 = mod(r * sInverse, N);
  if (u1 === 0n) return null;
  try {
    const named = ECDH.convertKey(Buffer.concat([Buffer.from([2 + recoveryId]), bytes32(r)]), 'secp256k1', undefined, undefined, 'uncompressed');
    ecdh.setPrivateKey(bytes32(u1));
    const a = ecdh.getPublicKey();
    const [xr, yr, xa, ya] = [big(named.subarray(1, 33)), big(named.subarray(33)), big(a.subarray(1, 33)), big(a.subarray(33))];
    if (xr === xa) return null;
    const slope = mod((P - ya - yr) * inverse(xa - xr, P), P);
    const x = mod(slope * slope - xr - xa, P);
    ecdh.setPrivateKey(bytes32(u2));
    for (const candidate of candidates) {
      if (big(ecdh.computeSecret(candidate.point)) === x) return candidate.key;
    }
  } catch {
    return null;
  }
  return null;
}
function keysOf(request) {
  return { id: request.id, keys: request.signatures.map((signature) => recoveredAmong(signature, request.digest, request.candidates)) };
}
parentPort.on('message', (batch) => parentPort.postMessage(batch.map(keysOf)));
`

/**
 * fc's is_canonical: r and s each below 2^255 and minimally encoded (what eosjs and greymass sign
 * until they get); a high-S signature fails it. nodeos refuses a K1 signature that is not.
 */
export function isCanonical(signature: Uint8Array): boolean {
  const at = (index: number) => signature[index] ?? 0
  return !(at(1) & 0x80) && !(at(1) === 0 && !(at(2) & 0x80)) && !(at(33) & 0x80) && !(at(33) === 0 && !(at(34) & 0x80))
}

const pointCache = new Map<string, Uint8Array | null>()

/** The compressed secp256k1 point of a K1 key; null for other key types. */
function k1Point(key: string): Uint8Array | null {
  let point = pointCache.get(key)
  if (point === undefined) {
    const publicKey = PublicKey.from(key)
    point = publicKey.type === 'K1' ? new Uint8Array(publicKey.data.array) : null
    if (pointCache.size > 10_000) pointCache.clear()
    pointCache.set(key, point)
  }
  return point
}

/**
 * Finds the key behind each signature of a transaction. The keys that could satisfy the
 * transaction's authorizations are tried with the native verifier in a worker thread, so this
 * overlaps with contract execution on the main thread; a signature recovering to none of them is
 * recovered (slowly) here, to name the stranger in the error. A signature recovers to exactly one
 * key, so the result does not depend on which candidates were offered. Like nodeos, a K1 signature
 * that is not canonical is refused before anything else.
 */
export class SignatureVerifier {
  private worker: Worker | undefined
  private nextId = 0
  private batch: VerifyRequest[] = []
  private readonly waiting = new Map<
    number,
    { resolve: (keys: (string | null)[]) => void; reject: (error: Error) => void }
  >()

  private ensureWorker(): Worker {
    if (!this.worker) {
      const worker = new Worker(WORKER_SOURCE, { eval: true })
      worker.unref()
      worker.on('message', (responses: VerifyResponse[]) => {
        for (const response of responses) {
          this.waiting.get(response.id)?.resolve(response.keys)
          this.waiting.delete(response.id)
        }
      })
      worker.on('error', (error) => {
        for (const entry of this.waiting.values()) entry.reject(error)
        this.waiting.clear()
        this.worker = undefined
      })
      this.worker = worker
    }
    return this.worker
  }

  /** Requests made in the same turn of the event loop go to the worker as one message (a message costs more than a check). */
  private verifyInWorker(request: Omit<VerifyRequest, 'id'>): Promise<(string | null)[]> {
    const id = (this.nextId += 1)
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      this.batch.push({ id, ...request })
      if (this.batch.length === 1) setImmediate(() => this.flush())
    })
  }

  private flush(): void {
    const batch = this.batch
    this.batch = []
    if (batch.length > 0) this.ensureWorker().postMessage(batch)
  }

  /** Canonical public keys (PUB_K1_…) of `signatures` over `digest` (sha256 of chain id ‖ packed trx ‖ 32 zero bytes). */
  async signingKeys(digest: Checksum256, signatures: string[], candidates: Iterable<string>): Promise<string[]> {
    let parsed: Signature[]
    try {
      parsed = signatures.map((text) => Signature.from(text))
    } catch (error) {
      throw new ChainError(
        'transaction_type_exception',
        `invalid signature: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const offered: { key: string; point: Uint8Array }[] = []
    for (const key of candidates) {
      const point = k1Point(key)
      if (point) offered.push({ key, point })
    }
    for (const signature of parsed) {
      if (signature.type === 'K1' && !isCanonical(signature.data.array))
        throw new ChainError('assert_exception', 'is_canonical( c ): signature is not canonical')
    }
    const k1 = parsed.map((signature) => (signature.type === 'K1' ? signature.data.array : new Uint8Array(0)))
    const verified =
      offered.length > 0 && parsed.length > 0
        ? await this.verifyInWorker({ digest: digest.array, signatures: k1, candidates: offered })
        : []
    return parsed.map((signature, index) => {
      const key = verified[index]
      if (key) return key
      try {
        return canonicalKey(signature.recoverDigest(digest))
      } catch (error) {
        throw new ChainError(
          'transaction_type_exception',
          `unable to recover key from signature: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    if (worker) await worker.terminate()
  }
}
