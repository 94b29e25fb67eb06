import { BusinessType, Role } from '@/api/primitives'

/**
 * The contract's codes are wider than the console's (chain/contract/ddc.constants.ts, docs/glossary.md):
 * its fee rules and function permissions also key on business type 0, the billing-points business
 * (recharge, settlement), and its accounts also hold role 3, the consumer, whom the console treats as a
 * visitor. The console's own `BusinessType` and `Role` are the collectible and console subsets.
 */
export const ContractBusinessType = {
  Points: 0,
  SingleCopy: BusinessType.SingleCopy,
  MultiCopy: BusinessType.MultiCopy,
} as const
export type ContractBusinessType = (typeof ContractBusinessType)[keyof typeof ContractBusinessType]

/** s21account.role and funcperms.account_role. */
export const AccountRole = { Operator: Role.Operator, Platform: Role.Platform, Consumer: 3 } as const
export type AccountRole = (typeof AccountRole)[keyof typeof AccountRole]
