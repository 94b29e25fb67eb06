import { describe, expect, it } from 'vitest'
import { approvalProgress, execReady, validApprovals } from './proposal-view'

const level = (actor: string) => ({ actor, permission: 'active' })
const authority = {
  threshold: 2,
  accounts: ['manager1', 'manager2', 'manager3'].map((actor) => ({ permission: level(actor), weight: 1 })),
}

describe('approval progress', () => {
  it('counts only approvals that are still valid (not voided by a later invalidation)', () => {
    const provided = [
      { level: level('manager1'), valid: true },
      { level: level('manager2'), valid: false },
    ]
    expect(validApprovals(provided)).toEqual([provided[0]])
    const progress = approvalProgress(authority, provided)
    expect(progress).toEqual({ weight: 1, threshold: 2 })
    expect(execReady(progress)).toBe(false)
  })

  it('offers exec once the valid approvals reach the threshold', () => {
    const provided = [
      { level: level('manager1'), valid: true },
      { level: level('manager3'), valid: true },
      { level: level('manager2'), valid: false },
    ]
    expect(execReady(approvalProgress(authority, provided))).toBe(true)
  })

  it('without the threshold (the chain could not be read), never offers exec', () => {
    expect(execReady(null)).toBe(false)
  })
})
