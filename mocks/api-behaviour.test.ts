import { readCryptoConfig } from '@/lib/crypto/config'
import { describeApiBehaviour } from '@/test/api-behaviour'
import { describeInputBehaviour } from '@/test/api-behaviour-input'
import { DEMO_LOGINS } from './handlers'

// The shared suite against the MSW handlers (started by src/test/setup-unit.ts); the server runs the same one.
describeApiBehaviour('MSW mock', () => ({
  apiBase: '/api',
  origin: '',
  operator: DEMO_LOGINS.operator,
  registerCode: readCryptoConfig().registerCode,
}))

describeInputBehaviour('MSW mock', () => ({
  apiBase: '/api',
  origin: '',
  operator: DEMO_LOGINS.operator,
  registerCode: readCryptoConfig().registerCode,
}))
