/**
 * Demo logins of the mock backend (documented in mocks/README.md). These are fixtures for the offline demo,
 * Storybook and tests only: obviously-demo values, never used by a real deployment.
 */
export const DEMO_LOGINS = {
  operator: { user_name: 'demo_operator', password: 'Demo#2026op' },
  platform: { user_name: 'demo_platform', password: 'Demo#2026pf' },
  /** A user whose chain account has no role: a visitor inside the console. */
  user: { user_name: 'demo_user', password: 'Demo#2026us' },
  /** A user without any chain account yet (can apply for one). */
  newcomer: { user_name: 'demo_newcomer', password: 'Demo#2026nc' },
} as const

/** The chain passphrase of every demo user whose passphrase is set. */
export const DEMO_PASSPHRASE = 'Demo#2026key'

/**
 * The private key of the custodial demo chain accounts: the default development key published in the
 * EOSIO/Antelope documentation (public knowledge, holds nothing). Only its ciphertext is served.
 */
export const DEMO_PRIVATE_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'
export const DEMO_PUBLIC_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
