import { describe, expect, it } from 'vitest'
import { zhCNValidationMessages } from '@/api/messages'
import { zhCN } from '@/lib/i18n'

// src/api may not import the i18n catalogue (layers), so it keeps its own copy; this keeps them equal.
describe('form validation messages', () => {
  it('equal the zh-CN catalogue', () => {
    expect(zhCNValidationMessages).toEqual(zhCN.validation)
  })
})
