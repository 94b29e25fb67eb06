import { describe, expect, it } from 'vitest'
import {
  cellKey,
  grantedCells,
  matrixColumns,
  matrixFunctions,
  permissionActions,
  permissionChanges,
} from './permission-matrix'

describe('the permission matrix', () => {
  it('has a row per collectible function and a column per platform/consumer × single/multi-copy', () => {
    expect(matrixFunctions).toContain('mint')
    expect(matrixFunctions).toContain('seturi')
    expect(matrixColumns.map((column) => column.key)).toEqual(['2-1', '2-2', '3-1', '3-2'])
  })

  it('reads the granted cells from funcperms rows, leaving out points functions and operator rows', () => {
    const granted = grantedCells([
      { id: '1', account_role: 2, business_type: 1, func_name: 'mint' },
      { id: '2', account_role: 2, business_type: 0, func_name: 'recharge' },
      { id: '3', account_role: 1, business_type: 1, func_name: 'mint' },
      { id: '4', account_role: 3, business_type: 2, func_name: 'transfer' },
    ])
    expect([...granted].sort()).toEqual(['2:1:mint', '3:2:transfer'])
  })

  it('lists exactly the adds and deletes, and makes one contract action per change', () => {
    const saved = new Set(['2:1:mint', '3:2:transfer'])
    const edited = new Set(['2:1:mint', '3:1:burn'])
    const changes = permissionChanges(saved, edited)
    expect(changes).toEqual([
      { kind: 'delete', role: 3, business: 2, func: 'transfer' },
      { kind: 'add', role: 3, business: 1, func: 'burn' },
    ])
    expect(permissionChanges(saved, new Set(saved))).toEqual([])
    const actions = permissionActions(changes, 'ddccontract', 'ddcadmin', 'active')
    expect(actions).toEqual([
      {
        account: 'ddccontract',
        name: 'delfuncperm',
        authorization: [{ actor: 'ddcadmin', permission: 'active' }],
        data: { sender: 'ddcadmin', account_role: 3, business_type: 2, func_name: 'transfer' },
      },
      {
        account: 'ddccontract',
        name: 'addfuncperm',
        authorization: [{ actor: 'ddcadmin', permission: 'active' }],
        data: { sender: 'ddcadmin', account_role: 3, business_type: 1, func_name: 'burn' },
      },
    ])
    expect(cellKey({ role: 2, business: 2, func: 'seturi' })).toBe('2:2:seturi')
  })
})
