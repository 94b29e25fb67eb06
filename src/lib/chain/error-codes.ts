import { type Messages } from '@/lib/i18n/zh-CN'

/**
 * The closed set of chain failure codes. Each is a key of the `chainErrors` message catalogue, so the
 * console shows `messages.chainErrors[error.code]`.
 */
export const chainErrorCodes = [
  'timeout',
  'network',
  'unknown',
  'missingAuthority',
  'accountNotFound',
  'accountName',
  'accountFrozen',
  'recipientFrozen',
  'publicKeyFormat',
  'privateKeyInvalid',
  'accountExists',
  'alreadyAuthorised',
  'insufficientRam',
  'expired',
  'duplicate',
  'sameRecipient',
  'insufficientPoints',
  'platformClosed',
  'crossPlatformDenied',
  'nftNotFound',
  'nftFrozen',
  'nftNotFrozen',
  'notOwner',
  'notApproved',
  'insufficientBalance',
  'invalidAmount',
  'invalidArgument',
  'textTooLong',
  'batchTooLarge',
  'feeNotFound',
  'permissionExists',
  'permissionNotFound',
  'msigAuthorityUnmet',
] as const satisfies readonly (keyof Messages['chainErrors'])[]

export type ChainErrorCode = (typeof chainErrorCodes)[number]
