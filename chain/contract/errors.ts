// Every failure message the contract can assert. Callers (the chain SDK, the console) map them by substring:
// nodeos shows them as "assertion failure with message: <msg>". Keep them short, stable and distinct
// (no message is a substring of another; a test checks it).

// Who acts
export const ERR_UNKNOWN_ACCOUNT: string = 'unknown account'
export const ERR_SENDER_NOT_ACTIVE: string = 'sender not active'
export const ERR_NO_PERMISSION: string = 'no permission'
export const ERR_PLATFORM_CLOSED: string = 'platform closed'

// Recipients and accounts acted upon
export const ERR_UNKNOWN_RECIPIENT: string = 'unknown recipient'
export const ERR_RECIPIENT_NOT_ACTIVE: string = 'recipient not active'
export const ERR_ACCOUNT_NOT_ON_CHAIN: string = 'account does not exist'
export const ERR_ACCOUNT_REGISTERED: string = 'account already registered'
export const ERR_INVALID_ROLE: string = 'invalid role'
export const ERR_INVALID_STATE: string = 'invalid state'
export const ERR_FIELD_TOO_LONG: string = 'field too long'
export const ERR_CROSS_PLATFORM: string = 'cross platform denied'
export const ERR_INVALID_PLATFORM: string = 'invalid platform'

// Points
export const ERR_INSUFFICIENT_POINTS: string = 'insufficient points'
export const ERR_POINTS_OVERFLOW: string = 'points overflow'
export const ERR_INVALID_VALUE: string = 'invalid value'

// Collectibles
export const ERR_INVALID_BUSINESS_TYPE: string = 'invalid business type'
export const ERR_BUSINESS_TYPE_MISMATCH: string = 'business type mismatch'
export const ERR_UNKNOWN_NFT: string = 'unknown nft'
export const ERR_NFT_FROZEN: string = 'nft frozen'
export const ERR_NFT_ALREADY_FROZEN: string = 'nft already frozen'
export const ERR_NFT_NOT_FROZEN: string = 'nft not frozen'
export const ERR_NOT_OWNER: string = 'not owner'
export const ERR_INVALID_AMOUNT: string = 'invalid amount'
export const ERR_SINGLE_COPY_AMOUNT: string = 'single copy amount must be 1'
export const ERR_INSUFFICIENT_BALANCE: string = 'insufficient balance'
export const ERR_SUPPLY_OVERFLOW: string = 'supply overflow'
export const ERR_SELF_TRANSFER: string = 'cannot transfer to self'
export const ERR_SELF_APPROVE: string = 'cannot approve self'
export const ERR_ALREADY_APPROVED: string = 'already approved'
export const ERR_NOT_APPROVED: string = 'not approved' // the sender is neither owner nor approved
export const ERR_NO_APPROVAL: string = 'no approval' // nothing to withdraw
export const ERR_URI_TOO_LONG: string = 'uri too long'
export const ERR_MEMO_TOO_LONG: string = 'memo too long'

// Batches
export const ERR_EMPTY_BATCH: string = 'empty batch'
export const ERR_BATCH_TOO_LARGE: string = 'batch too large'
export const ERR_BATCH_LENGTH_MISMATCH: string = 'batch length mismatch'

// Configuration: fees and function permissions
export const ERR_INVALID_FUNC_NAME: string = 'invalid func name'
export const ERR_UNKNOWN_FEE: string = 'unknown fee'
export const ERR_PERMISSION_EXISTS: string = 'permission exists'
export const ERR_UNKNOWN_PERMISSION: string = 'unknown permission'
