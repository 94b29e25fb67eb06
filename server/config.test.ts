import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('server configuration', () => {
  it('refuses the development register code and AES IV in production (the default mode)', () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', VITE_REGISTER_CODE: 'real-code' })).toThrow(/VITE_LEGACY_AES_IV/)
  })

  it('starts in production with real values and an SMS provider, and in development with the defaults', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      VITE_REGISTER_CODE: 'real-code',
      VITE_LEGACY_AES_IV: '0123456789abcdef0123456789abcdef',
      SMS_SENDER: 'http',
      SMS_PROVIDER_URL: 'https://sms.example.invalid/send',
    })
    expect(production.crypto.usesDevelopmentDefaults).toBe(false)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        VITE_REGISTER_CODE: 'x',
        VITE_LEGACY_AES_IV: '0123456789abcdef',
        SMS_SENDER: 'outbox',
      }),
    ).toThrow(/outbox/)
    const development = loadConfig({ NODE_ENV: 'development' }, '/srv/app')
    expect(development.dataDir).toBe('/srv/app/.data/server')
    expect(development.smsSender).toBe('outbox')
  })
})
