import type { BusinessType, NftActionName } from '@/api/primitives'
import { apiErrorCodes } from '@/api/envelope'
import type { Messages } from './messages'
import { ApiError, SILENT_MESSAGES } from '@/lib/api-client'

/** Spec §4: the transaction type in Chinese (创建, 转移, 批量销毁 …); an unknown name is shown as sent. */
export function actionLabel(messages: Messages, actionName: string): string {
  return Object.hasOwn(messages.actions, actionName) ? messages.actions[actionName as NftActionName] : actionName
}

/** Spec §3: business type 1 单一藏品, 2 多份藏品. */
export function businessTypeLabel(messages: Messages, businessType: BusinessType): string {
  return messages.businessType[businessType]
}

/** What a failed request tells the user: the server's message, or 'service error' for anything else. */
export function failureReason(messages: Messages, error: unknown): string {
  return error instanceof ApiError ? error.message : messages.messages.serviceError
}

/** The server answered that the record does not exist (the deal page's unknown history id). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === apiErrorCodes.notFound
}

/** The server refused the captcha answer (missing, wrong or expired): the captcha field says so (spec §8). */
export function isCaptchaRejected(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === apiErrorCodes.verificationCode || SILENT_MESSAGES.has(error.message))
  )
}
