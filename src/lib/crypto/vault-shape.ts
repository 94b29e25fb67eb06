/**
 * Shape checks for stored key-vault ciphertexts, without any crypto dependency, so modules that only need
 * to recognise a ciphertext (e.g. the session schemas) do not pull crypto-js into their bundle.
 */
const AES_BLOCK_HEX_CHARS = 32

/** Legacy format: non-empty hex (uppercase when written) whose length is a whole number of AES blocks. */
export function isLegacyCiphertext(ciphertext: string): boolean {
  return ciphertext.length > 0 && ciphertext.length % AES_BLOCK_HEX_CHARS === 0 && /^[0-9A-Fa-f]+$/.test(ciphertext)
}

/** v2 format: `v2.` followed by the rest of `vault-v2.ts`'s layout (checked fully only when decrypting). */
export function isV2Ciphertext(ciphertext: string): boolean {
  return ciphertext.startsWith('v2.')
}

/** True when the text is a key-vault ciphertext of a known format, and so not a plaintext secret. */
export function looksLikeVaultCiphertext(ciphertext: string): boolean {
  return isV2Ciphertext(ciphertext) || isLegacyCiphertext(ciphertext)
}
