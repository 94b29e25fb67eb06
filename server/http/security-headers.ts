import { randomFillSync } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: the console's index.html hands it to styled-components. */
    cspNonce: string
  }
}

/** The chain's HTTP API origin: the console talks to the chain directly (eosjs), nothing else. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** Where the nonce goes in the policy text, split there once per chain origin (the policy is on every response). */
const NONCE_SLOT = '\u0000'

function policyParts(chainRpc: string, scriptNonce: boolean): readonly string[] {
  const chain = originOf(chainRpc)
  return [
    "default-src 'self'",
    // The development console's HTML carries Vite's inline module preamble: allowed by the nonce there only.
    scriptNonce ? `script-src 'self' 'nonce-${NONCE_SLOT}'` : "script-src 'self'",
    // styled-components inserts <style> elements: allowed by this response's nonce, never 'unsafe-inline'.
    `style-src 'self' 'nonce-${NONCE_SLOT}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${chain ? ` ${chain}` : ''}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .join('; ')
    .split(NONCE_SLOT)
}

const policies = new Map<string, readonly string[]>()

/** The policy with this response's nonce; `scriptNonce` only for the development console (see above). */
export function contentSecurityPolicy(nonce: string, chainRpc: string, scriptNonce = false): string {
  const key = `${scriptNonce ? 's' : '-'}${chainRpc}`
  let parts = policies.get(key)
  if (!parts) {
    parts = policyParts(chainRpc, scriptNonce)
    policies.set(key, parts)
  }
  return parts.join(nonce)
}

/** The headers every page gets beside its policy. */
export const PAGE_SECURITY_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const

/** Nonces are cut from a block of secure random bytes refilled when used up: one fill per 256 responses. */
const NONCE_BYTES = 16
const randomBlock = Buffer.alloc(NONCE_BYTES * 256)
let randomOffset = randomBlock.length

function freshNonce(): string {
  if (randomOffset === randomBlock.length) {
    randomFillSync(randomBlock)
    randomOffset = 0
  }
  const nonce = randomBlock.toString('base64', randomOffset, randomOffset + NONCE_BYTES)
  randomOffset += NONCE_BYTES
  return nonce
}

/**
 * Security headers on everything the server answers (API, docs, console files): a strict CSP with a fresh
 * nonce per response, no referrer (token login URLs carry `?token=`), no MIME sniffing, no framing, and
 * HSTS when the request came over TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance, chainRpc: string): void {
  app.decorateReply('cspNonce', '')
  // Callback hooks, not async ones: they run on every response and need no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.cspNonce = freshNonce()
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers({
      'content-security-policy': contentSecurityPolicy(reply.cspNonce, chainRpc),
      ...PAGE_SECURITY_HEADERS,
    })
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    done(null, payload)
  })
}
