import { type ChainErrorCode } from './error-codes'

/**
 * The collectibles contract's assertion messages (chain/contract/errors.ts) and what the user is told.
 * nodeos shows them as "assertion failure with message: <msg>". A unit test fails when the contract
 * gains a message that is missing here.
 */
export const contractErrorCodes: Readonly<Record<string, ChainErrorCode>> = {
  // Who acts
  'unknown account': 'accountNotFound',
  'sender not active': 'accountFrozen',
  'no permission': 'missingAuthority',
  'platform closed': 'platformClosed',
  // Recipients and accounts acted upon
  'unknown recipient': 'accountNotFound',
  'recipient not active': 'recipientFrozen',
  'account does not exist': 'accountNotFound',
  'account already registered': 'accountExists',
  'invalid role': 'invalidArgument',
  'invalid state': 'invalidArgument',
  'field too long': 'textTooLong',
  'cross platform denied': 'crossPlatformDenied',
  'invalid platform': 'invalidArgument',
  // Points
  'insufficient points': 'insufficientPoints',
  'points overflow': 'invalidAmount',
  'invalid value': 'invalidAmount',
  // Collectibles
  'invalid business type': 'invalidArgument',
  'business type mismatch': 'invalidArgument',
  'unknown nft': 'nftNotFound',
  'nft frozen': 'nftFrozen',
  'nft already frozen': 'nftFrozen',
  'nft not frozen': 'nftNotFrozen',
  'not owner': 'notOwner',
  'invalid amount': 'invalidAmount',
  'single copy amount must be 1': 'invalidAmount',
  'insufficient balance': 'insufficientBalance',
  'supply overflow': 'invalidAmount',
  'cannot transfer to self': 'sameRecipient',
  'cannot approve self': 'sameRecipient',
  'already approved': 'alreadyAuthorised',
  'not approved': 'notApproved',
  'no approval': 'notApproved',
  'uri too long': 'textTooLong',
  'memo too long': 'textTooLong',
  // Batches
  'empty batch': 'invalidArgument',
  'batch too large': 'batchTooLarge',
  'batch length mismatch': 'invalidArgument',
  // Configuration: fees and function permissions
  'invalid func name': 'invalidArgument',
  'unknown fee': 'feeNotFound',
  'permission exists': 'permissionExists',
  'unknown permission': 'permissionNotFound',
}

/**
 * The code of an assertion text. Exact match first; then the longest known message the text contains,
 * because some nodes add context around the contract's text.
 */
export function contractErrorCodeOf(text: string): ChainErrorCode | undefined {
  const exact = contractErrorCodes[text]
  if (exact) return exact
  const contained = Object.keys(contractErrorCodes)
    .filter((message) => text.includes(message))
    .sort((a, b) => b.length - a.length)[0]
  return contained === undefined ? undefined : contractErrorCodes[contained]
}
