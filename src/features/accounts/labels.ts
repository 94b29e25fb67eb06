import { Role } from '@/api/primitives'
import type { Messages } from './messages'

/** An account's role as the lists show it (0 and unknown roles: an ordinary user). */
export function roleLabel(messages: Messages, role: number): string {
  if (role === Role.Operator) return messages.roles.operator
  if (role === Role.Platform) return messages.roles.platform
  return messages.accounts.roleNone
}

export const PAGE_SIZES = [10, 20, 50] as const
