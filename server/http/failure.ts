import { apiErrorCodes, apiMessages } from '@/api/envelope'

/** A refusal the server answers with the error envelope; business errors travel as HTTP 200 (spec §7). */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message)
  }
}

export const unauthorized = () => new ApiFailure(apiErrorCodes.unauthorized, apiMessages.loginExpired, 401)
export const forbidden = () => new ApiFailure(apiErrorCodes.forbidden, apiMessages.noPermission, 403)
export const badRequest = (message: string) => new ApiFailure(apiErrorCodes.badRequest, message, 400)
export const notFound = (message: string) => new ApiFailure(apiErrorCodes.notFound, message)
export const conflict = (message: string) => new ApiFailure(apiErrorCodes.conflict, message)
export const tooManyRequests = () => new ApiFailure(429, '请求过于频繁，请稍后再试', 429)
