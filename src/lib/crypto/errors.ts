/**
 * Errors of the crypto layer. Messages are fixed strings: they never contain a password, passphrase,
 * key, plaintext or ciphertext, so they are safe to log. The UI maps them to its own text
 * (e.g. WrongPassphraseError → '密码错误,请重新输入').
 */

/** The spec's exact input-validation messages (§5), thrown as plain `Error`s as the legacy code did. */
export const KEY_VAULT_MESSAGES = {
  missingEncryptPassword: 'please set password',
  missingDecryptPassword: 'please enter password',
  dataTypeError: 'encryption data type error',
} as const

/**
 * The passphrase does not open the ciphertext: GCM authentication failed, or (legacy format) the padding,
 * UTF-8 or private-key shape check failed. A tampered v2 ciphertext also lands here, because AES-GCM cannot
 * tell a wrong key from altered bytes.
 */
export class WrongPassphraseError extends Error {
  readonly code = 'wrong-passphrase'
  constructor() {
    super('wrong passphrase')
    this.name = 'WrongPassphraseError'
  }
}

/** The ciphertext is not in any known format (bad version, encoding, lengths or KDF parameters). */
export class MalformedCiphertextError extends Error {
  readonly code = 'malformed-ciphertext'
  constructor(reason: string) {
    super(`malformed ciphertext: ${reason}`)
    this.name = 'MalformedCiphertextError'
  }
}

/** A private key decrypted back differs from the one encrypted: the stored ciphertext would be unusable. */
export class EncryptionVerificationError extends Error {
  readonly code = 'encryption-verification-failed'
  constructor() {
    super('encrypted private key does not decrypt back to the original')
    this.name = 'EncryptionVerificationError'
  }
}

/** A login/register payload could not be decrypted or parsed (wrong key, tampering, bad format). */
export class PayloadDecryptionError extends Error {
  readonly code = 'payload-decryption-failed'
  constructor() {
    super('payload could not be decrypted')
    this.name = 'PayloadDecryptionError'
  }
}

/** A public or private key given to the payload functions is unusable (bad encoding, type or size). */
export class PayloadKeyError extends Error {
  readonly code = 'payload-key-invalid'
  constructor(reason: string) {
    super(`payload key invalid: ${reason}`)
    this.name = 'PayloadKeyError'
  }
}

/** A crypto configuration value (legacy IV, register code) is missing or has the wrong shape. */
export class CryptoConfigError extends Error {
  readonly code = 'crypto-config-invalid'
  constructor(reason: string) {
    super(`crypto configuration invalid: ${reason}`)
    this.name = 'CryptoConfigError'
  }
}
