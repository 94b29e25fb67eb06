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
 * (as nodeos's recover does), or null. With u1 = e/s and u2 = r/s, the key Q recovered from
 * (r, s, recovery id) is the one with R' − u1·G = u2·Q, R' being the point of x = r whose y parity
 * the recovery id names: the check compares whole points, so a flipped recovery id fails it. Both
 * products are fixed-base multiplications over tables of 16^w multiples (one for G, one per
 * candidate key, built on first use and kept for the next transactions of that key): 64 additions
 * each, far cheaper than OpenSSL's generic multiplication or a JavaScript recovery. Plain CommonJS.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { ECDH } = require('node:crypto');
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;
const big = (bytes) => BigInt('0x' + Buffer.from(bytes).toString('hex'));
const bytes32 = (value) => Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
const mod = (value, m) => { const rest = value % m; return rest < 0n ? rest + m : rest; };
function inverse(value, m) {
  let [a, b, x, y] = [mod(value, m), m, 1n, 0n];
  while (b !== 0n) { const q = a / b; [a, b, x, y] = [b, a - q * b, y, x - q * y]; }
  return mod(x, m);
}
// Jacobian points [X, Y, Z] (x = X/Z², y = Y/Z³); null is the point at infinity; curve y² = x³ + 7.
function double(point) {
  if (point === null || point[1] === 0n) return null;
  const [X, Y, Z] = point;
  const YY = (Y * Y) % P;
  const S = (4n * X * YY) % P;
  const M = (3n * X * X) % P;
  const X3 = mod(M * M - 2n * S, P);
  return [X3, mod(M * (S - X3) - 8n * YY * YY, P), (2n * Y * Z) % P];
}
function addAffine(point, affine) {
  if (point === null) return [affine[0], affine[1], 1n];
  const [X1, Y1, Z1] = point;
  const Z1Z1 = (Z1 * Z1) % P;
  const H = mod((affine[0] * Z1Z1) % P - X1, P);
  const r = mod((((affine[1] * Z1) % P) * Z1Z1) % P - Y1, P);
  if (H === 0n) return r === 0n ? double(point) : null;
  const HH = (H * H) % P;
  const HHH = (H * HH) % P;
  const V = (X1 * HH) % P;
  const X3 = mod(r * r - HHH - 2n * V, P);
  return [X3, mod(r * (V - X3) - Y1 * HHH, P), (Z1 * H) % P];
}
function toAffine(point) {
  const zInverse = inverse(point[2], P);
  const zz = (zInverse * zInverse) % P;
  return [(point[0] * zz) % P, (((point[1] * zz) % P) * zInverse) % P];
}
/** table[w][d − 1] = d·16^w·point, affine. */
function tableOf(affine) {
  const table = [];
  let base = [affine[0], affine[1], 1n];
  for (let window = 0; window < 64; window += 1) {
    const baseAffine = toAffine(base);
    const row = [];
    let multiple = null;
    for (let digit = 1; digit <= 15; digit += 1) {
      multiple = addAffine(multiple, baseAffine);
      row.push(toAffine(multiple));
    }
    table.push(row);
    base = double(double(double(double(base))));
  }
  return table;
}
function multiply(table, scalar) {
  let result = null;
  for (let window = 0; window < 64; window += 1) {
    const digit = Number((scalar >> BigInt(4 * window)) & 15n);
    if (digit !== 0) result = addAffine(result, table[window][digit - 1]);
  }
  return result;
}
function samePoint(a, b) {
  if (a === null || b === null) return a === b;
  const za2 = (a[2] * a[2]) % P;
  const zb2 = (b[2] * b[2]) % P;
  return (a[0] * zb2) % P === (b[0] * za2) % P && (((a[1] * zb2) % P) * b[2]) % P === (((b[1] * za2) % P) * a[2]) % P;
}
const G_TABLE = tableOf([GX, GY]);
const keyTables = new Map();
function keyTable(key, point) {
  let table = keyTables.get(key);
  if (!table) {
    const full = ECDH.convertKey(Buffer.from(point), 'secp256k1', undefined, undefined, 'uncompressed');
    table = tableOf([big(full.subarray(1, 33)), big(full.subarray(33))]);
    if (keyTables.size >= 256) keyTables.clear();
    keyTables.set(key, table);
  }
  return table;
}
/** The candidate the signature recovers to, or null. */
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
  let named;
  try {
    named = ECDH.convertKey(Buffer.concat([Buffer.from([2 + recoveryId]), bytes32(r)]), 'secp256k1', undefined, undefined, 'uncompressed');
  } catch {
    return null;
  }
  const a = multiply(G_TABLE, u1);
  const minusA = a === null ? null : [a[0], mod(-a[1], P), a[2]];
  const difference = addAffine(minusA, [big(named.subarray(1, 33)), big(named.subarray(33))]);
  for (const candidate of candidates) {
    if (samePoint(difference, multiply(keyTable(candidate.key, candidate.point), u2))) return candidate.key;
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
 * transaction's authorizations are checked against each signature in a worker thread, so this
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
