import { readCryptoConfig } from '@/lib/crypto/config'
import { describeApiBehaviour } from '@/test/api-behaviour'
import { describeInputBehaviour } from '@/test/api-behaviour-input'
import { DEMO_LOGINS, getStore } from './handlers'
import { nextTxHash } from './store/store'

// The shared suite against the MSW handlers (started by src/test/setup-unit.ts); the server runs the same one.
describeApiBehaviour('MSW mock', () => ({
  apiBase: '/api',
  origin: '',
  operator: DEMO_LOGINS.operator,
  registerCode: readCryptoConfig().registerCode,
  recordAccountCreation(account, creator, publicKey) {
    const store = getStore()
    const tx = nextTxHash()
    store.createdAccounts.set(account, { creator, public_key: publicKey, tx_hash: tx })
    store.indexedTransactions.add(tx)
    return Promise.resolve(tx)
  },
}))

describeInputBehaviour('MSW mock', () => ({
  apiBase: '/api',
  origin: '',
  operator: DEMO_LOGINS.operator,
  registerCode: readCryptoConfig().registerCode,
}))
