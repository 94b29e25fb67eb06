// Business constants of the collectibles contract: roles, states, business types, function names, limits.
// Named as the console names them (src/api/primitives.ts: Role, ActiveState, BusinessType; src/lib/chain/
// contract-codes.ts for the contract-only points business and consumer role; docs/glossary.md).

// s21account.account_role
export const ROLE_NONE: u8 = 0 // not a stored role: the contract account, or a manager without a role
export const ROLE_OPERATOR: u8 = 1
export const ROLE_PLATFORM: u8 = 2
export const ROLE_CONSUMER: u8 = 3

// s21account.operator_state / platform_state; an account is active only when both are enabled
export const STATE_ENABLED: u8 = 1
export const STATE_FROZEN: u8 = 2

// Business types: 0 is the points business (recharge, settlement), 1 and 2 are collectibles
export const BUSINESS_POINTS: u8 = 0
export const BUSINESS_SINGLE_COPY: u8 = 1 // ERC-721 style: supply 1, amount always 1
export const BUSINESS_MULTI_COPY: u8 = 2 // ERC-1155 style: many copies, balances per owner

// Function names used by function permissions (funcperms) and fee rules (feerules):
// each is the name of the action it governs. Batch actions have their own names (and their own fee,
// charged once per item of the batch).
export const NFT_FUNCTIONS: string[] = [
  'mint',
  'mintbatch',
  'transfer',
  'batchtrans',
  'freeze',
  'unfreeze',
  'burn',
  'burnbatch',
  'approve',
  'approvebatch',
  'approvalall',
  'delapproval',
  'seturi',
]
export const POINTS_FUNCTIONS: string[] = ['recharge', 'settlement']

// What init() grants by default. Managers and operators (role 1) may do everything regardless.
export const PLATFORM_NFT_FUNCTIONS: string[] = NFT_FUNCTIONS
export const PLATFORM_POINTS_FUNCTIONS: string[] = ['recharge', 'settlement']
export const CONSUMER_NFT_FUNCTIONS: string[] = [
  'transfer',
  'batchtrans',
  'burn',
  'burnbatch',
  'approve',
  'approvebatch',
  'approvalall',
  'delapproval',
]

// Limits that keep one transaction within CPU and RAM budgets
export const MAX_BATCH: i32 = 50
export const MAX_URI_LENGTH: i32 = 512
export const MAX_MEMO_LENGTH: i32 = 256
export const MAX_TEXT_LENGTH: i32 = 128 // account_name, account_did, leader_did
