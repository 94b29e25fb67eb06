/**
 * Tests only. The EOSIO development key pair published in the EOSIO documentation: it guards nothing on
 * any real chain, so tests can use a key of the real format without holding a secret.
 */
export const PUBLISHED_DEV_PRIVATE_KEY = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3'
