import { isIP } from 'node:net'

/**
 * Which proxies may tell the client's address (`X-Forwarded-For`) and protocol (`X-Forwarded-Proto`): none,
 * a hop count, or a list of proxy addresses. Fastify (through `proxy-addr`) then takes the right-most address
 * that a trusted proxy did not add; the left-most entry is whatever the client wrote.
 */
export type TrustProxy = false | number | readonly string[]

/** The named ranges `proxy-addr` knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

export const TRUST_PROXY_FORMS =
  'a hop count (TRUST_PROXY=1: the one proxy in front of the server) or a comma-separated list of proxy addresses and CIDR ranges (TRUST_PROXY=10.0.0.0/8,127.0.0.1; loopback, linklocal and uniquelocal name those ranges)'

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Reads `TRUST_PROXY`. `true` is refused: it would trust every hop, so a client's forged `X-Forwarded-For`
 * would become its address and every per-IP limit would be bypassed. Throws an `Error` whose message names
 * the accepted forms.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false
  if (value === 'true')
    throw new Error(
      `TRUST_PROXY=true would trust any X-Forwarded-For a client sends; name the proxies to trust: ${TRUST_PROXY_FORMS}`,
    )
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 32) throw new Error(`TRUST_PROXY: ${value} hops is not a proxy chain; use ${TRUST_PROXY_FORMS}`)
    return hops
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const wrong = entries.find((entry) => !validEntry(entry))
  if (wrong !== undefined)
    throw new Error(`TRUST_PROXY: "${wrong}" is not an address or range; use ${TRUST_PROXY_FORMS}`)
  return entries
}
