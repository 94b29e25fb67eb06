import { createPrivateKey, createPublicKey } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { exportPayloadPrivateKey, generatePayloadKeyPair, importPayloadPrivateKey } from '@/lib/crypto/payload-keys'

/** The RSA key login and register payloads are encrypted to; its public half is `/config.json` PUBLIC_KEY. */
export interface PayloadKey {
  readonly privateKey: CryptoKey
  readonly publicKeySpkiBase64: string
}

const KEY_FILE = 'payload-key.pk8'

function publicHalf(pkcs8Base64: string): string {
  const privateKey = createPrivateKey({ key: Buffer.from(pkcs8Base64, 'base64'), format: 'der', type: 'pkcs8' })
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64')
}

async function fromPkcs8(pkcs8Base64: string): Promise<PayloadKey> {
  return { privateKey: await importPayloadPrivateKey(pkcs8Base64), publicKeySpkiBase64: publicHalf(pkcs8Base64) }
}

/**
 * The configured key (`PAYLOAD_PRIVATE_KEY`, shared by every instance), else the one in the data folder,
 * created on first start (readable by the server's user only). In-memory setups get a key per process.
 */
export async function loadPayloadKey(options: {
  configured: string | null
  dataDir: string | null
}): Promise<PayloadKey> {
  if (options.configured) return fromPkcs8(options.configured)
  if (!options.dataDir) {
    const pair = await generatePayloadKeyPair()
    return { privateKey: pair.privateKey, publicKeySpkiBase64: pair.publicKeySpkiBase64 }
  }
  const file = path.join(options.dataDir, KEY_FILE)
  if (existsSync(file)) return fromPkcs8(readFileSync(file, 'utf8').trim())
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  const pair = await generatePayloadKeyPair({ modulusLength: 3072 })
  const pkcs8 = await exportPayloadPrivateKey(pair.privateKey)
  try {
    writeFileSync(file, `${pkcs8}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another instance on the same folder made it first: everyone uses that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fromPkcs8(readFileSync(file, 'utf8').trim())
    throw error
  }
  chmodSync(file, 0o600)
  return fromPkcs8(pkcs8)
}
