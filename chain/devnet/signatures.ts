import { type Checksum256, PublicKey, Signature } from '@greymass/eosio'
import { Worker } from 'node:worker_threads'
import { canonicalKey } from './authority.ts'
import { ChainError } from './errors.ts'

/** DER prefix of a SubjectPublicKeyInfo holding a compressed secp256k1 point. */
const K1_SPKI_PREFIX = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex')

interface VerifyRequest {
  id: number
  data: Uint8Array
  signatures: Uint8Array[]
  candidates: { key: string; spki: Uint8Array }[]
}

interface VerifyResponse {
  id: number
  keys: (string | null)[]
}

/**
 * Runs in a worker thread: for each signature, the candidate key it verifies under (native ECDSA,
 * far faster than recovering the key in JavaScript), or null. Plain CommonJS so no loader is needed.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createPublicKey, verify } = require('node:crypto');
const keyObjects = new Map();
parentPort.on('message', (request) => {
  const keys = request.signatures.map((rs) => {
    for (const candidate of request.candidates) {
      let keyObject = keyObjects.get(candidate.key);
      if (!keyObject) {
        if (keyObjects.size > 10000) keyObjects.clear();
        keyObject = createPublicKey({ key: Buffer.from(candidate.spki), format: 'der', type: 'spki' });
        keyObjects.set(candidate.key, keyObject);
      }
      if (verify('sha256', request.data, { key: keyObject, dsaEncoding: 'ieee-p1363' }, rs)) return candidate.key;
    }
    return null;
  });
  parentPort.postMessage({ id: request.id, keys });
});
`

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
 * overlaps with contract execution on the main thread; a signature by none of them is recovered
 * (slowly) here, to name the stranger in the error. A signature verifies under exactly the key that
 * made it, so the result does not depend on which candidates were offered.
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
    const k1 = parsed.map((signature) =>
      signature.type === 'K1' ? signature.data.array.subarray(1) : new Uint8Array(0),
    )
    const verified =
      offered.length > 0 && parsed.length > 0
        ? await this.verifyInWorker({ data: signingData, signatures: k1, candidates: offered })
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
