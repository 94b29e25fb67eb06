import { randomBytes } from 'node:crypto'
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

export function contentSecurityPolicy(nonce: string, chainRpc: string): string {
  const chain = originOf(chainRpc)
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components inserts <style> elements: allowed by this response's nonce, never 'unsafe-inline'.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${chain ? ` ${chain}` : ''}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Security headers on everything the server answers (API, docs, console files): a strict CSP with a fresh
 * nonce per response, no referrer (token login URLs carry `?token=`), no MIME sniffing, no framing, and
 * HSTS when the request came over TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance, chainRpc: string): void {
  app.decorateReply('cspNonce', '')
  app.addHook('onRequest', async (_request, reply) => {
    reply.cspNonce = randomBytes(16).toString('base64')
  })
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicy(reply.cspNonce, chainRpc))
    reply.header('referrer-policy', 'no-referrer')
    reply.header('x-content-type-options', 'nosniff')
    reply.header('x-frame-options', 'DENY')
    reply.header('cross-origin-opener-policy', 'same-origin')
    reply.header('cross-origin-resource-policy', 'same-origin')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    return payload
  })
}
