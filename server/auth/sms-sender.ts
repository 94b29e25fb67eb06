import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface SmsMessage {
  readonly phone: string
  readonly purpose: 'reset_password'
  readonly body: string
}

/** Sends a text message to a phone. Pluggable: development writes an outbox, production calls a provider. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

function maskedPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****'
}

/**
 * Development: the message goes into the `sms_outbox` table (a developer reads the code there) and a log
 * line says a message was queued, without its body, so codes never reach the logs.
 */
export function outboxSender(db: Kysely<Database>, log: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      await db.insertInto('sms_outbox').values(message).execute()
      log.info({ phone: maskedPhone(message.phone), purpose: message.purpose }, 'sms queued in the development outbox')
    },
  }
}

/**
 * Production: POSTs `{ phone, body }` as JSON to the provider's endpoint (`SMS_PROVIDER_URL`); an adapter for a
 * provider with another API replaces this function.
 */
export function httpSender(url: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: message.phone, body: message.body }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) {
        log.error({ status: response.status, phone: maskedPhone(message.phone) }, 'sms provider refused a message')
        throw new Error('sms provider refused the message')
      }
    },
  }
}
