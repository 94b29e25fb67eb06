import type { TestProject } from 'vitest/node'
import { hashPassword } from '../auth/passwords'
import { parties } from './seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded parties' password hashes (production cost), by password: made once per run. */
    seedPasswordHashes?: Record<string, string>
  }
}

/**
 * The node project's global setup: the seed's password hashes, made once for the whole run instead of in
 * every test file's process (five scrypt hashes, about 0.5 s of CPU each time). Logins still check them at the
 * production cost; only their making is shared.
 */
export default async function setup(project: TestProject): Promise<void> {
  const passwords = [...new Set(Object.values(parties).map((party) => party.password))]
  const hashes = await Promise.all(passwords.map(async (password) => [password, await hashPassword(password)]))
  project.provide('seedPasswordHashes', Object.fromEntries(hashes) as Record<string, string>)
}
