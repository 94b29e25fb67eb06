import * as z from 'zod/mini'
import { decryptPayload } from '@/lib/crypto/payload-keys'
import type { ServerContext } from '../context'
import { badRequest } from '../http/failure'
import { issueText } from '../http/register-routes'

/** A payload older (or further in the future) than this is refused. */
export const PAYLOAD_MAX_AGE_MS = 5 * 60 * 1000

const freshness = z.object({
  ts: z.number().check(z.int()),
  nonce: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'nonce must be 32 hex characters')),
})

/**
 * Decrypts a browser payload, refuses stale or replayed ones (time + single-use nonce, remembered in the
 * database so every instance knows it), then checks it with `schema`. Failures say nothing about why the
 * decryption failed, so the endpoint is no decryption oracle.
 */
export async function openPayload<Schema extends z.ZodMiniType>(
  context: ServerContext,
  ciphertext: string,
  schema: Schema,
  now = Date.now(),
): Promise<z.output<Schema>> {
  let decrypted: unknown
  try {
    decrypted = await decryptPayload(context.payloadKey.privateKey, ciphertext)
  } catch {
    throw badRequest('payload cannot be decrypted')
  }
  const fresh = freshness.safeParse(decrypted)
  if (!fresh.success) throw badRequest('payload is missing its time and nonce')
  if (Math.abs(now - fresh.data.ts) > PAYLOAD_MAX_AGE_MS) throw badRequest('payload expired: please try again')
  // Checked before the nonce is spent: a refused payload stores nothing.
  const parsed = schema.safeParse(decrypted)
  if (!parsed.success) throw badRequest(issueText(parsed.error))
  const stored = await context.db
    .insertInto('payload_nonces')
    .values({ nonce: fresh.data.nonce, expires_at: new Date(now + 2 * PAYLOAD_MAX_AGE_MS) })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst()
  if (!stored) throw badRequest('payload already used')
  if (Math.random() < 0.02)
    await context.db.deleteFrom('payload_nonces').where('expires_at', '<', new Date(now)).execute()
  return parsed.data
}
