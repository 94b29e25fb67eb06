import { chargeableFunction, Role, roleOf, type BusinessType, type ChargeableFunction } from '@/api/primitives'
import type { Messages } from './messages'

/** Every function a fee rule can price (the contract's charged collectible actions the API names). */
export const FEE_FUNCTIONS: readonly ChargeableFunction[] = chargeableFunction.options

export function businessTypeLabel(messages: Messages, businessType: BusinessType): string {
  return messages.businessType[businessType]
}

/** A fee function's name in the UI: its transaction type (spec §4), or the billing section's own name. */
export function functionName(messages: Messages, func: ChargeableFunction): string {
  return Object.hasOwn(messages.actions, func)
    ? messages.actions[func as keyof Messages['actions']]
    : messages.billing.functions[func as keyof Messages['billing']['functions']]
}

export function functionLabel(messages: Messages, func: ChargeableFunction): string {
  return `${functionName(messages, func)}${messages.punctuation.openParen}${func}${messages.punctuation.closeParen}`
}

export function roleLabel(messages: Messages, role: number): string {
  const known = roleOf(role)
  return known === Role.Operator
    ? messages.roles.operator
    : known === Role.Platform
      ? messages.roles.platform
      : messages.roles.visitor
}
