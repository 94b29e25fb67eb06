import { fillTemplate } from '@/lib/i18n/fill-template'
import { AccountRole, ContractBusinessType } from '@/lib/chain/contract-codes'
import type { Messages } from '../messages'
import type { CurrentValuesState, ManagerCurrentValues } from './current-values'
import { invalidField, type ManagerActionKind, type ManagerValues } from './manager-forms'

/** One thing a manager action changes, in words: what it is, its value now (when it has one), its value after. */
export interface ChangeLine {
  subject: string
  /** Absent when the current value could not be read. */
  current?: string
  next: string
}

export interface ChangeSummary {
  lines: ChangeLine[]
  /** A reason the contract will refuse the action as it stands (e.g. deleting a fee rule that does not exist). */
  warning?: string
}

type Texts = Messages['contractManager']

function businessName(t: Texts, business: number): string {
  if (business === ContractBusinessType.Points) return t.businessPoints
  if (business === ContractBusinessType.SingleCopy) return t.businessSingle
  if (business === ContractBusinessType.MultiCopy) return t.businessMulti
  return String(business)
}

function roleName(t: Texts, role: number): string {
  if (role === AccountRole.Operator) return t.roleOperator
  if (role === AccountRole.Platform) return t.rolePlatform
  if (role === AccountRole.Consumer) return t.roleConsumer
  return String(role)
}

/** The role operatoradd gives: below the sender's (chain/contract/ddc.contract.ts operatoradd). */
function operatorAddRole(senderRole: number | undefined): number {
  if (senderRole === undefined || senderRole === 0) return AccountRole.Operator
  if (senderRole === AccountRole.Operator) return AccountRole.Platform
  return AccountRole.Consumer
}

/**
 * What the form's action will change, as a manager reads it: "subject: current → new", the current values
 * from the chain when they could be read. Empty while the form is incomplete.
 */
export function describeChange(
  kind: ManagerActionKind,
  values: ManagerValues,
  current: CurrentValuesState,
  t: Texts,
  /** The account the action is sent as (operatoradd gives the new account the role below the sender's). */
  sender: string,
): ChangeSummary {
  if (invalidField(kind, values) !== null) return { lines: [] }
  const c = t.change
  const now: ManagerCurrentValues | null = current.status === 'ready' ? current.values : null
  const business = Number(values.business ?? 0)
  const func = values.func_name ?? ''
  const account = values.account ?? ''
  const points = (value: string) => fillTemplate(c.points, { points: value })
  const yesNo = (value: boolean, yes: string, no: string) => (value ? yes : no)
  const line = (subject: string, currentValue: string | undefined, next: string): ChangeLine =>
    currentValue === undefined ? { subject, next } : { subject, current: currentValue, next }
  const fee = now?.fees.find((entry) => entry.business_type === business && entry.func_name === func)

  switch (kind) {
    case 'setplatform':
      return {
        lines: [
          line(
            c.platform,
            now ? yesNo(now.platformOpen, c.open, c.closed) : undefined,
            yesNo(values.open === 'true', c.open, c.closed),
          ),
        ],
      }
    case 'setfee':
      return {
        lines: [
          line(
            fillTemplate(c.fee, { business: businessName(t, business), func }),
            now ? (fee ? points(fee.value) : c.notSet) : undefined,
            points(values.value ?? '0'),
          ),
        ],
      }
    case 'deletefee':
      return {
        lines: [
          line(
            fillTemplate(c.fee, { business: businessName(t, business), func }),
            now ? (fee ? points(fee.value) : c.notSet) : undefined,
            c.deleted,
          ),
        ],
        ...(now && !fee ? { warning: c.missingFee } : {}),
      }
    case 'delbiztype': {
      const name = businessName(t, business)
      const fees = now?.fees.filter((entry) => entry.business_type === business) ?? []
      const perms = now?.functionPermissions.filter((entry) => entry.business_type === business) ?? []
      return {
        lines: [
          line(
            fillTemplate(c.businessFees, { business: name }),
            now
              ? fees.length === 0
                ? c.none
                : fees.map((entry) => `${entry.func_name} ${points(entry.value)}`).join(c.feeSeparator)
              : undefined,
            c.allDeleted,
          ),
          line(
            fillTemplate(c.businessPerms, { business: name }),
            now ? (perms.length === 0 ? c.none : fillTemplate(c.count, { count: perms.length })) : undefined,
            c.allDeleted,
          ),
        ],
      }
    }
    case 'crossapprove': {
      const from = values.from ?? ''
      const to = values.to ?? ''
      const row = now?.crossApprovals.find((entry) => entry.from === from && entry.to === to)
      return {
        lines: [
          line(
            fillTemplate(c.crossApproval, { from, to }),
            now ? (row ? yesNo(row.approved, c.allowed, c.notAllowed) : c.notSet) : undefined,
            yesNo(values.approved === 'true', c.allowed, c.notAllowed),
          ),
        ],
      }
    }
    case 'addfuncperm':
    case 'delfuncperm': {
      const role = Number(values.role ?? 0)
      const granted = now?.functionPermissions.some(
        (entry) => entry.account_role === role && entry.business_type === business && entry.func_name === func,
      )
      return {
        lines: [
          line(
            fillTemplate(c.funcPerm, { role: roleName(t, role), business: businessName(t, business), func }),
            granted === undefined ? undefined : yesNo(granted, c.granted, c.notGranted),
            kind === 'addfuncperm' ? c.granted : c.notGranted,
          ),
        ],
      }
    }
    case 'operatoradd': {
      const row = now?.accounts.find((entry) => entry.account === account)
      const senderRole = now?.accounts.find((entry) => entry.account === sender)?.role
      return {
        lines: [
          line(
            fillTemplate(c.role, { account }),
            now ? (row ? roleName(t, row.role) : c.notRegistered) : undefined,
            // The contract's rule: an unregistered sender adds an operator, an operator a platform, others a consumer.
            roleName(t, operatorAddRole(senderRole)),
          ),
        ],
        ...(row ? { warning: c.alreadyRegistered } : {}),
      }
    }
    case 'setaccrole': {
      const row = now?.accounts.find((entry) => entry.account === account)
      return {
        lines: [
          line(
            fillTemplate(c.role, { account }),
            now ? (row ? roleName(t, row.role) : c.notRegistered) : undefined,
            roleName(t, Number(values.role ?? 0)),
          ),
          line(
            fillTemplate(c.manager, { account }),
            now ? (row ? yesNo(row.is_manager, c.isManager, c.notManager) : c.notRegistered) : undefined,
            yesNo(values.manager === 'true', c.isManager, c.notManager),
          ),
        ],
      }
    }
  }
}

/** "current → new", or "value (no change)" when both are the same. */
export function changeText(line: ChangeLine, t: Texts): string {
  if (line.current === undefined) return line.next
  if (line.current === line.next) return fillTemplate(t.change.unchanged, { value: line.next })
  return fillTemplate(t.change.arrow, { current: line.current, next: line.next })
}
