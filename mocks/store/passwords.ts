import sha256 from 'crypto-js/sha256'

/**
 * Login passwords are stored salted and hashed, never as sent. The mock uses salted SHA-256 (synchronous,
 * so the seed stays fast); the real server uses scrypt (decisions.md).
 */
export function hashPassword(password: string, salt: string): string {
  return sha256(`${salt}:${password}`).toString()
}

export function passwordMatches(password: string, salt: string, hash: string): boolean {
  return hashPassword(password, salt) === hash
}
