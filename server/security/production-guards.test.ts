import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_LEGACY_AES_IV, DEVELOPMENT_REGISTER_CODE } from '@/lib/crypto/config'
import { ConfigError, loadConfig } from '../config'

const root = path.resolve(import.meta.dirname, '../..')
const REAL = {
  VITE_REGISTER_CODE: 'a-deployment-code',
  VITE_LEGACY_AES_IV: '0123456789abcdef0123456789abcdef',
  SMS_SENDER: 'http',
  SMS_PROVIDER_URL: 'https://sms.example.invalid/send',
}

/** Runs `npm run server` as an operator would, without NODE_ENV; answers its exit code and output. */
function npmRunServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(NODE_ENV|VITE_|SMS_|DATABASE_URL|DATA_DIR|PORT$|INDEXER|STATIC_DIR)/.test(name),
    ),
  )
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'server'], {
      cwd: root,
      env: { ...inherited, DATA_DIR: 'memory://', PORT: '0', INDEXER: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // A server that did start would keep running: stop it, the test then fails on its exit code.
    const timer = setTimeout(() => child.kill('SIGTERM'), 90_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('production refuses the development values', () => {
  it('refuses the development register code and AES IV even when set explicitly', () => {
    expect(() =>
      loadConfig({ ...REAL, NODE_ENV: 'production', VITE_REGISTER_CODE: DEVELOPMENT_REGISTER_CODE }),
    ).toThrow(/VITE_REGISTER_CODE/)
    expect(() =>
      loadConfig({ ...REAL, NODE_ENV: 'production', VITE_LEGACY_AES_IV: DEVELOPMENT_LEGACY_AES_IV }),
    ).toThrow(ConfigError)
    // The same IV written as 32 hex digits is the same IV.
    const hexIv = Buffer.from(DEVELOPMENT_LEGACY_AES_IV, 'utf8').toString('hex')
    expect(() => loadConfig({ ...REAL, NODE_ENV: 'production', VITE_LEGACY_AES_IV: hexIv.toUpperCase() })).toThrow(
      ConfigError,
    )
    expect(() => loadConfig({ ...REAL })).not.toThrow()
    expect(loadConfig({ ...REAL }).mode).toBe('production')
  })

  it('`npm run server` without NODE_ENV is production: it refuses to start on the development values', async () => {
    const explicit = await npmRunServer({
      ...REAL,
      VITE_REGISTER_CODE: DEVELOPMENT_REGISTER_CODE,
      VITE_LEGACY_AES_IV: DEVELOPMENT_LEGACY_AES_IV,
    })
    expect(explicit.code).toBe(1)
    expect(explicit.output).toMatch(/refusing to start in production/)
    const defaults = await npmRunServer({})
    expect(defaults.code).toBe(1)
    expect(defaults.output).toMatch(/refusing to start in production/)
    // Nothing secret is echoed back.
    expect(explicit.output).not.toContain(DEVELOPMENT_REGISTER_CODE)
  }, 200_000)
})

describe('the indexer alone', () => {
  it("starts in production without the console's values: it answers no request", () => {
    const config = loadConfig({ INDEXER: 'only', DATABASE_URL: 'postgres://db.example.invalid/app' })
    expect(config.mode).toBe('production')
    expect(config.indexer).toBe('only')
    expect(() => loadConfig({ INDEXER: 'on', DATABASE_URL: 'postgres://db.example.invalid/app' })).toThrow(ConfigError)
  })
})
