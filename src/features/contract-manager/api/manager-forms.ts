import { managerActionBuilder } from '@/lib/chain/manager-actions'
import type { ChainAction } from '@/lib/chain/types'
import { AccountRole, ContractBusinessType } from '@/lib/chain/contract-codes'

/** The manager's contract actions this screen sends (chain/contract/ddc.contract.ts). */
export const managerActionKinds = [
  'setplatform',
  'setfee',
  'deletefee',
  'delbiztype',
  'crossapprove',
  'addfuncperm',
  'delfuncperm',
  'operatoradd',
  'setaccrole',
] as const
export type ManagerActionKind = (typeof managerActionKinds)[number]

export type FieldKind = 'account' | 'text' | 'amount' | 'boolean' | 'role' | 'business'
export type ManagerField =
  'account' | 'from' | 'to' | 'func_name' | 'value' | 'open' | 'approved' | 'role' | 'business' | 'manager'

/** Which inputs each action takes, in form order. */
export const fieldsOf: Record<ManagerActionKind, readonly ManagerField[]> = {
  setplatform: ['open'],
  setfee: ['business', 'func_name', 'value'],
  deletefee: ['business', 'func_name'],
  delbiztype: ['business'],
  crossapprove: ['from', 'to', 'approved'],
  addfuncperm: ['role', 'business', 'func_name'],
  delfuncperm: ['role', 'business', 'func_name'],
  operatoradd: ['account'],
  // Adding a manager: the contract's setaccrole sets the role and the manager flag together.
  setaccrole: ['account', 'role', 'manager'],
}

export const fieldKind: Record<ManagerField, FieldKind> = {
  account: 'account',
  from: 'account',
  to: 'account',
  func_name: 'text',
  value: 'amount',
  open: 'boolean',
  approved: 'boolean',
  manager: 'boolean',
  role: 'role',
  business: 'business',
}

export type ManagerValues = Partial<Record<ManagerField, string>>

const ACCOUNT = /^[a-z1-5.]{1,12}$/
const FUNCTION = /^[a-z1-5.]{1,12}$/

/** The first field that is missing or malformed, or null when the values make a valid action. */
export function invalidField(kind: ManagerActionKind, values: ManagerValues): ManagerField | null {
  for (const field of fieldsOf[kind]) {
    const value = values[field] ?? ''
    const ok = {
      account: ACCOUNT.test(value),
      text: FUNCTION.test(value),
      amount: /^\d{1,19}$/.test(value),
      boolean: value === 'true' || value === 'false',
      role: [AccountRole.Operator, AccountRole.Platform, AccountRole.Consumer].map(String).includes(value),
      business: [ContractBusinessType.Points, ContractBusinessType.SingleCopy, ContractBusinessType.MultiCopy]
        .map(String)
        .includes(value),
    }[fieldKind[field]]
    if (!ok) return field
  }
  return null
}

/** The contract action the values make, authorised by `actor@permission` (the manager, or a multisig account). */
export function buildManagerAction(
  kind: ManagerActionKind,
  values: ManagerValues,
  contractAccount: string,
  actor: string,
  permission: string,
): ChainAction {
  const build = managerActionBuilder(contractAccount, actor)
  const business = Number(values.business ?? 0) as ContractBusinessType
  const role = Number(values.role ?? 0) as AccountRole
  const funcName = values.func_name ?? ''
  switch (kind) {
    case 'setplatform':
      return build.setPlatform({ is_platform_open: values.open === 'true', permission })
    case 'setfee':
      return build.setFee({ business_type: business, func_name: funcName, value: values.value ?? '0', permission })
    case 'deletefee':
      return build.deleteFee({ business_type: business, func_name: funcName, permission })
    case 'delbiztype':
      return build.deleteBusinessType({ business_type: business, permission })
    case 'crossapprove':
      return build.crossApprove({
        from: values.from ?? '',
        to: values.to ?? '',
        approved: values.approved === 'true',
        permission,
      })
    case 'addfuncperm':
      return build.addFunctionPermission({
        account_role: role,
        business_type: business,
        func_name: funcName,
        permission,
      })
    case 'delfuncperm':
      return build.deleteFunctionPermission({
        account_role: role,
        business_type: business,
        func_name: funcName,
        permission,
      })
    case 'setaccrole':
      return build.setAccountRole({
        account: values.account ?? '',
        role,
        is_manager: values.manager === 'true',
        permission,
      })
    case 'operatoradd':
      return build.operatorAdd({
        account: values.account ?? '',
        account_name: values.account ?? '',
        account_did: '',
        leader_did: '',
        permission,
      })
  }
}

/** `actor@permission` lines (or comma-separated) as permission levels; null when one is malformed. */
export function parseApprovers(text: string): { actor: string; permission: string }[] | null {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const levels = entries.map((entry) => {
    const [actor = '', permission = 'active'] = entry.split('@')
    return { actor, permission }
  })
  return levels.length > 0 && levels.every((level) => ACCOUNT.test(level.actor) && ACCOUNT.test(level.permission))
    ? levels
    : null
}
