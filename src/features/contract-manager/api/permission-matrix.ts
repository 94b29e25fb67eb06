import { chargeableFunction } from '@/api/primitives'
import { AccountRole, ContractBusinessType } from '@/lib/chain/contract-codes'
import { managerActionBuilder } from '@/lib/chain/manager-actions'
import type { FuncPermRow } from '@/lib/chain/tables'
import type { ChainAction } from '@/lib/chain/types'

/**
 * The role × function permission matrix (contract table `funcperms`): rows are the contract's collectible
 * functions, columns each account role × business type. Operators and managers are never checked against
 * function permissions (chain/contract/README.md), so the columns are the roles that are: platform and
 * consumer. The points business (type 0: recharge, settlement) stays in the single-action form.
 */
export const matrixRoles = [AccountRole.Platform, AccountRole.Consumer] as const
export type MatrixRole = (typeof matrixRoles)[number]
export const matrixBusinessTypes = [ContractBusinessType.SingleCopy, ContractBusinessType.MultiCopy] as const
export type MatrixBusinessType = (typeof matrixBusinessTypes)[number]
export const matrixFunctions: readonly string[] = chargeableFunction.options

export interface MatrixColumn {
  key: string
  role: MatrixRole
  business: MatrixBusinessType
}
export const matrixColumns: readonly MatrixColumn[] = matrixRoles.flatMap((role) =>
  matrixBusinessTypes.map((business) => ({ key: `${role}-${business}`, role, business })),
)

export interface PermissionCell {
  role: MatrixRole
  business: MatrixBusinessType
  func: string
}

export const cellKey = (cell: PermissionCell) => `${cell.role}:${cell.business}:${cell.func}`

export function columnOf(key: string): MatrixColumn | undefined {
  return matrixColumns.find((column) => column.key === key)
}

const isMatrixRole = (role: number): role is MatrixRole => (matrixRoles as readonly number[]).includes(role)
const isMatrixBusiness = (business: number): business is MatrixBusinessType =>
  (matrixBusinessTypes as readonly number[]).includes(business)

/** The granted cells among the chain's rows (rows outside the matrix, e.g. points functions, are left out). */
export function grantedCells(rows: readonly FuncPermRow[]): Set<string> {
  const granted = new Set<string>()
  for (const row of rows) {
    if (!isMatrixRole(row.account_role) || !isMatrixBusiness(row.business_type)) continue
    if (!matrixFunctions.includes(row.func_name)) continue
    granted.add(cellKey({ role: row.account_role, business: row.business_type, func: row.func_name }))
  }
  return granted
}

export interface PermissionChange extends PermissionCell {
  kind: 'add' | 'delete'
}

/** What the edits change, in grid order (function, then column): adds and deletes. */
export function permissionChanges(saved: ReadonlySet<string>, edited: ReadonlySet<string>): PermissionChange[] {
  const changes: PermissionChange[] = []
  for (const func of matrixFunctions) {
    for (const { role, business } of matrixColumns) {
      const cell = { role, business, func }
      const key = cellKey(cell)
      if (edited.has(key) && !saved.has(key)) changes.push({ kind: 'add', ...cell })
      if (!edited.has(key) && saved.has(key)) changes.push({ kind: 'delete', ...cell })
    }
  }
  return changes
}

/** One addfuncperm or delfuncperm per change, authorised by `actor@permission`, to be sent in one transaction. */
export function permissionActions(
  changes: readonly PermissionChange[],
  contractAccount: string,
  actor: string,
  permission: string,
): ChainAction[] {
  const build = managerActionBuilder(contractAccount, actor)
  return changes.map((change) => {
    const input = { account_role: change.role, business_type: change.business, func_name: change.func, permission }
    return change.kind === 'add' ? build.addFunctionPermission(input) : build.deleteFunctionPermission(input)
  })
}
