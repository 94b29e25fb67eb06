/**
 * Every payload encrypted to the server carries the time it was made and a random nonce: the server
 * refuses one older than a few minutes or seen before, so a captured ciphertext cannot be replayed.
 */
export interface PayloadFreshness {
  /** Milliseconds since the epoch, when the browser made the payload. */
  readonly ts: number
  /** 128 random bits, hex. */
  readonly nonce: string
}

export function withFreshness<Payload extends object>(payload: Payload, now = Date.now()): Payload & PayloadFreshness {
  const nonce = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return { ...payload, ts: now, nonce }
}
