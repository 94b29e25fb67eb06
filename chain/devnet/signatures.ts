import { type Checksum256, PublicKey, Signature } from '@greymass/eosio'
import { Worker } from 'node:worker_threads'
import { canonicalKey } from './authority.ts'
import { ChainError } from './errors.ts'

/** DER prefix of a SubjectPublicKeyInfo holding a compressed secp256k1 point. */
const K1_SPKI_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')

interface VerifyRequest {
  id: number
  data: Uint8Array
  digest: Uint8Array
  signatures: Uint8Array[]
  candidates: { key: string; spki: Uint8Array }[]
}

interface VerifyResponse {
  id: number
  keys: (string | null)[]
}

/**
 * Runs in a worker thread: for each 65-byte signature, the candidate key that recovery from it yields
 * (as nodeos's recover does), or null. Recovery in JavaScript costs milliseconds; this gets the same
 * answer from native operations: the signature must verify under the candidate (native ECDSA), and
 * the recovery point R' named by the recovery id, less u1·G, must be ±u2·Q — which holds for the R
 * of the signature and not for its mirror image, so a flipped recovery id does not pass. Plain
 * CommonJS so no loader is needed.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createPublicKey, createECDH, ECDH, verify } = require('node:crypto');
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const ecdh = createECDH('secp256k1');
const keyObjects = new Map();
const big = (bytes) => BigInt('0x' + Buffer.from(bytes).toString('hex'));
const bytes32 = (value) => Buffer.from(value.toString(16).padStart(64, '0'), 'hex');
const mod = (value, m) => ((value % m) + m) % m;
function inverse(value, m) {
  let [a, b, x, y] = [mod(value, m), m, 1n, 0n];
  while (b !== 0n) { const q = a / b; [a, b, x, y] = [b, a - q * b, y, x - q * y]; }
  return mod(x, m);
}
function recoversTo(signature, digest, point) {
  const recoveryId = (signature[0] - 27) & 3;
  if (recoveryId > 1) return false;
  const r = big(signature.subarray(1, 33));
  const s = big(signature.subarray(33, 65));
  const sInverse = inverse(s, N);
  const u1 = mod(big(digest) * sInverse, N);
  const u2 = mod(r * sInverse, N);
  if (u1 === 0n || u2 === 0n || r >= P) return false;
  try {
    const named = ECDH.convertKey(Buffer.concat([Buffer.from([2 + recoveryId]), bytes32(r)]), 'secp256k1', undefined, undefined, 'uncompressed');
    ecdh.setPrivateKey(bytes32(u1));
    const a = ecdh.getPublicKey();
    ecdh.setPrivateKey(bytes32(u2));
    const u2qX = big(ecdh.computeSecret(point));
    const [xr, yr, xa, ya] = [big(named.subarray(1, 33)), big(named.subarray(33)), big(a.subarray(1, 33)), big(a.subarray(33))];
    if (xr === xa) return false;
    const slope = mod((P - ya - yr) * inverse(xa - xr, P), P);
    return mod(slope * slope - xr - xa, P) === u2qX;
  } catch {
    return false;
  }
}
parentPort.on('message', (request) => {
  const keys = request.signatures.map((signature) => {
    if (signature.length !== 65) return null;
    const rs = signature.subarray(1);
    for (const candidate of request.candidates) {
      let keyObject = keyObjects.get(candidate.key);
      if (!keyObject) {
        if (keyObjects.size > 10000) keyObjects.clear();
        keyObject = createPublicKey({ key: Buffer.from(candidate.spki), format: 'der', type: 'spki' });
        keyObjects.set(candidate.key, keyObject);
      }
      if (
        verify('sha256', request.data, { key: keyObject, dsaEncoding: 'ieee-p1363' }, rs) &&
        recoversTo(signature, request.digest, candidate.spki.subarray(candidate.spki.length - 33))
      )
        return candidate.key;
    }
    return null;
  });
  parentPort.postMessage({ id: request.id, keys });
});
`

/**
 * fc's is_canonical: r and s each below 2^255 and minimally encoded (what eosjs and greymass sign
 * until they get); a high-S signature fails it. nodeos refuses a K1 signature that is not.
 */
export function isCanonical(signature: Uint8Array): boolean {
  const at = (index: number) => signature[index] ?? 0
  return !(at(1) & 0x80) && !(at(1) === 0 && !(at(2) & 0x80)) && !(at(33) & 0x80) && !(at(33) === 0 && !(at(34) & 0x80))
}

const spkiCache = new Map<string, Uint8Array | null>()

function k1Spki(key: string): Uint8Array | null {
  let spki = spkiCache.get(key)
  if (spki === undefined) {
    const publicKey = PublicKey.from(key)
    spki = publicKey.type === 'K1' ? Buffer.concat([K1_SPKI_PREFIX, Buffer.from(publicKey.data.array)]) : null
    if (spkiCache.size > 10_000) spkiCache.clear()
    spkiCache.set(key, spki)
  }
  return spki
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
  private readonly waiting = new Map<
    number,
    { resolve: (keys: (string | null)[]) => void; reject: (error: Error) => void }
  >()

  private ensureWorker(): Worker {
    if (!this.worker) {
      const worker = new Worker(WORKER_SOURCE, { eval: true })
      worker.unref()
      worker.on('message', (response: VerifyResponse) => {
        this.waiting.get(response.id)?.resolve(response.keys)
        this.waiting.delete(response.id)
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

  private verifyInWorker(request: Omit<VerifyRequest, 'id'>): Promise<(string | null)[]> {
    const id = (this.nextId += 1)
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      this.ensureWorker().postMessage({ id, ...request } satisfies VerifyRequest)
    })
  }

  /** Canonical public keys (PUB_K1_…) of `signatures` over `signingData` (chain id ‖ packed trx ‖ 32 zero bytes). */
  async signingKeys(
    signingData: Uint8Array,
    digest: Checksum256,
    signatures: string[],
    candidates: Iterable<string>,
  ): Promise<string[]> {
    let parsed: Signature[]
    try {
      parsed = signatures.map((text) => Signature.from(text))
    } catch (error) {
      throw new ChainError(
        'transaction_type_exception',
        `invalid signature: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const offered: { key: string; spki: Uint8Array }[] = []
    for (const key of candidates) {
      const spki = k1Spki(key)
      if (spki) offered.push({ key, spki })
    }
    for (const signature of parsed) {
      if (signature.type === 'K1' && !isCanonical(signature.data.array))
        throw new ChainError('assert_exception', 'is_canonical( c ): signature is not canonical')
    }
    const k1 = parsed.map((signature) => (signature.type === 'K1' ? signature.data.array : new Uint8Array(0)))
    const verified =
      offered.length > 0 && parsed.length > 0
        ? await this.verifyInWorker({ data: signingData, digest: digest.array, signatures: k1, candidates: offered })
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
