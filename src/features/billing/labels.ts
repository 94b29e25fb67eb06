import { chargeableFunction, Role, roleOf, type BusinessType, type ChargeableFunction } from '@/api/primitives'
import type { Messages } from '@/lib/i18n'

/** Every function a fee rule can price (the contract's charged collectible actions the API names). */
export const FEE_FUNCTIONS: readonly ChargeableFunction[] = chargeableFunction.options

export function businessTypeLabel(messages: Messages, businessType: BusinessType): string {
  return messages.businessType[businessType]
}

export function functionLabel(messages: Messages, func: ChargeableFunction): string {
  return `${messages.actions[func]}（${func}）`
}

export function roleLabel(messages: Messages, role: number): string {
  const known = roleOf(role)
  return known === Role.Operator
    ? messages.roles.operator
    : known === Role.Platform
      ? messages.roles.platform
      : messages.roles.visitor
}
