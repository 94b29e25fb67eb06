import * as z from 'zod/mini'

/**
 * Every API answer is wrapped: `{ error_code, data, message }`. Older services spell the code `err_code`;
 * both are accepted. Success is code 0 only (spec §7).
 */
export const envelope = z
  .object({
    error_code: z.optional(z.int()),
    err_code: z.optional(z.int()),
    data: z.unknown(),
    message: z.optional(z.string()),
  })
  .check(
    z.refine(
      (value: { error_code?: number; err_code?: number }) =>
        value.error_code !== undefined || value.err_code !== undefined,
      'expected error_code or err_code',
    ),
  )
export type Envelope = z.infer<typeof envelope>

/** The code of an envelope, whichever spelling the server used. */
export function envelopeCode(value: Envelope): number {
  return value.error_code ?? value.err_code ?? Number.NaN
}

/** Error codes the server and mocks use. Clients branch on these, never on message text. */
export const apiErrorCodes = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  serverError: 500,
  /** The server is overloaded and sheds load (HTTP 503 with Retry-After): try again later. */
  overloaded: 503,
  /** Captcha missing, wrong or expired. */
  verificationCode: 1001,
  /** The chain account has no points record yet: the console shows no failure for this one (spec §8). */
  noPointsAccount: 127,
  insufficientPoints: 1002,
  passphraseNotSet: 1003,
  passphraseAlreadySet: 1004,
} as const

/** Messages the server sends where the console's behaviour depends on the text (spec §8). */
export const apiMessages = {
  verificationCode: 'verification code error',
  loginExpired: '登录已失效或过期，请重新登录',
  noPermission: 'no permission',
} as const

export function successEnvelope<Data>(data: Data, message = 'success') {
  return { error_code: apiErrorCodes.ok, data, message }
}

export function errorEnvelope(code: number, message: string) {
  return { error_code: code, data: null, message }
}
