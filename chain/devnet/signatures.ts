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
 * (as nodeos's recover does), or null. With u1 = e/s and u2 = r/s, recovery from (r, s, recovery id)
 * yields Q exactly when T = u1·G + u2·Q is the point R named by the signature: x(T) = r (+ n for
 * recovery ids 2 and 3) and y(T) of the recovery id's parity, so a flipped recovery id fails. Both
 * products are fixed-base multiplications over tables of d·2^(w·i) multiples: 8-bit windows for G
 * (32 additions) and for keys seen often, 4-bit windows for a key's first uses (64 additions; a table
 * is cheaper to build). The x test needs no inversion, so a wrong candidate costs no more than its
 * additions; only matches are made affine for their parity, and the modular inversions (of s, and of
 * the matches' Z) are shared by all signatures of a batch. Far cheaper than OpenSSL's secp256k1 point
 * operations (over a millisecond each here) or a JavaScript recovery. Plain CommonJS.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { ECDH } = require('node:crypto');
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;
/** A key's table gets 8-bit windows once this many of its signatures were checked. */
const WIDE_AFTER_USES = 32;
const big = (bytes) => BigInt('0x' + Buffer.from(bytes).toString('hex'));
const mod = (value, m) => { const rest = value % m; return rest < 0n ? rest + m : rest; };
function inverse(value, m) {
  let a = mod(value, m), b = m, x = 1n, y = 0n;
  while (b !== 0n) { const q = a / b; const t = a - q * b; a = b; b = t; const u = x - q * y; x = y; y = u; }
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
/** Jacobian points (none at infinity) made affine with one inversion (Montgomery's trick). */
function normalize(points) {
  const prefix = [];
  let product = 1n;
  for (const point of points) { prefix.push(product); product = (product * point[2]) % P; }
  let inverseProduct = inverse(product, P);
  const result = new Array(points.length);
  for (let index = points.length - 1; index >= 0; index -= 1) {
    const point = points[index];
    const zInverse = (inverseProduct * prefix[index]) % P;
    inverseProduct = (inverseProduct * point[2]) % P;
    const zz = (zInverse * zInverse) % P;
    result[index] = [(point[0] * zz) % P, (((point[1] * zz) % P) * zInverse) % P];
  }
  return result;
}
/** { bits, rows }: rows[i][d − 1] = d·2^(bits·i)·point, affine; bits is 4 or 8. */
function tableOf(affine, bits) {
  const size = (1 << bits) - 1;
  const rows = [];
  let base = affine;
  for (let window = 0; window * bits < 256; window += 1) {
    const multiples = [];
    let multiple = null;
    for (let digit = 1; digit <= size + 1; digit += 1) { multiple = addAffine(multiple, base); multiples.push(multiple); }
    const row = normalize(multiples);
    base = row.pop(); // 2^bits times this row's base: the next row's
    rows.push(row);
  }
  return { bits, rows };
}
/** start + scalar·point, with the point's table. */
function multiply(table, scalar, start) {
  const hex = scalar.toString(16).padStart(64, '0');
  const digitsPerWindow = table.bits / 4;
  let result = start;
  for (let window = 0; window < table.rows.length; window += 1) {
    const end = 64 - window * digitsPerWindow;
    const digit = parseInt(hex.slice(end - digitsPerWindow, end), 16);
    if (digit !== 0) result = addAffine(result, table.rows[window][digit - 1]);
  }
  return result;
}
const G_TABLE = tableOf([GX, GY], 8);
const keyTables = new Map();
function keyTable(key, point) {
  let entry = keyTables.get(key);
  if (!entry) {
    const full = ECDH.convertKey(Buffer.from(point), 'secp256k1', undefined, undefined, 'uncompressed');
    const affine = [big(full.subarray(1, 33)), big(full.subarray(33))];
    entry = { affine, uses: 0, table: tableOf(affine, 4) };
    if (keyTables.size >= 256) keyTables.clear();
    keyTables.set(key, entry);
  }
  entry.uses += 1;
  if (entry.uses === WIDE_AFTER_USES) entry.table = tableOf(entry.affine, 8);
  return entry.table;
}
/** Inverses of non-zero values modulo m with one inversion for all (Montgomery's trick). */
function inverses(values, m) {
  const prefix = [];
  let product = 1n;
  for (const value of values) { prefix.push(product); product = (product * value) % m; }
  let inverseProduct = inverse(product, m);
  const result = new Array(values.length);
  for (let index = values.length - 1; index >= 0; index -= 1) {
    result[index] = (inverseProduct * prefix[index]) % m;
    inverseProduct = (inverseProduct * values[index]) % m;
  }
  return result;
}
/** r, s and the x of R of a 65-byte signature, or null when none can be valid. */
function parse(signature) {
  if (signature.length !== 65) return null;
  const recoveryId = (signature[0] - 27) & 3;
  const r = big(signature.subarray(1, 33));
  const s = big(signature.subarray(33, 65));
  if (r === 0n || s === 0n || r >= N || s >= N) return null;
  const xR = recoveryId >= 2 ? r + N : r;
  return xR < P ? { recoveryId, r, s, xR } : null;
}
/**
 * For every signature of every request of a batch, the candidate it recovers to (the first in order), or
 * null. The two inversions a signature needs (s mod n, then Z of each candidate whose x matches) are
 * made for the whole batch at once.
 */
function keysOfBatch(batch) {
  const jobs = [];
  for (const request of batch) for (const signature of request.signatures) jobs.push({ request, parsed: parse(signature) });
  const valid = jobs.filter((job) => job.parsed !== null);
  const sInverses = valid.length > 0 ? inverses(valid.map((job) => job.parsed.s), N) : [];
  const matches = [];
  valid.forEach((job, index) => {
    const { r, xR } = job.parsed;
    const u1 = mod(big(job.request.digest) * sInverses[index], N);
    const u2 = mod(r * sInverses[index], N);
    const a = multiply(G_TABLE, u1, null);
    job.matches = [];
    for (const candidate of job.request.candidates) {
      const t = multiply(keyTable(candidate.key, candidate.point), u2, a);
      if (t === null || t[2] === 0n) continue;
      if (t[0] !== (xR * ((t[2] * t[2]) % P)) % P) continue;
      const match = { key: candidate.key, t };
      job.matches.push(match);
      matches.push(match);
    }
  });
  const zInverses = matches.length > 0 ? inverses(matches.map((match) => match.t[2]), P) : [];
  matches.forEach((match, index) => {
    const zInverse = zInverses[index];
    match.odd = Number((((match.t[1] * zInverse) % P) * ((zInverse * zInverse) % P)) % P & 1n);
  });
  let next = 0;
  return batch.map((request) => ({
    id: request.id,
    keys: request.signatures.map(() => {
      const job = jobs[next];
      next += 1;
      if (job.parsed === null) return null;
      const found = job.matches.find((match) => match.odd === (job.parsed.recoveryId & 1));
      return found ? found.key : null;
    }),
  }));
}
parentPort.on('message', (batch) => parentPort.postMessage(keysOfBatch(batch)));
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
