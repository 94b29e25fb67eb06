import { chargeableFunction, Role, roleOf, type BusinessType, type ChargeableFunction } from '@/api/primitives'
import { fillTemplate } from '@/lib/i18n/fill-template'
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

/** The name and the action name, punctuated as the locale writes it ('创建（mint）', 'Mint (mint)'). */
export function functionLabel(messages: Messages, func: ChargeableFunction): string {
  return fillTemplate(messages.billing.functionLabel, { name: functionName(messages, func), func })
}

export function roleLabel(messages: Messages, role: number): string {
  const known = roleOf(role)
  return known === Role.Operator
    ? messages.roles.operator
    : known === Role.Platform
      ? messages.roles.platform
      : messages.roles.visitor
}
