import { describe, expect, it } from 'vitest'
import { messagesFor } from '@/lib/i18n'
import { collectionSearchCatalogue, type Messages } from './messages'
import { ApiError } from '@/lib/api-client'
import { actionLabel, businessTypeLabel, failureReason, isCaptchaRejected, isNotFound } from './labels'

const zh: Messages = { ...messagesFor('zh-CN'), ...collectionSearchCatalogue.zhCN }

describe('labels', () => {
  it('names every transaction type in Chinese (spec §4) and leaves unknown ones as sent', () => {
    expect(
      [
        'mint',
        'mintbatch',
        'approve',
        'approvebatch',
        'transfer',
        'batchtrans',
        'freeze',
        'unfreeze',
        'burn',
        'burnbatch',
      ].map((name) => actionLabel(zh, name)),
    ).toEqual(['创建', '批量创建', '授权', '批量授权', '转移', '批量转移', '冻结', '解冻', '销毁', '批量销毁'])
    expect(actionLabel(zh, 'setfee')).toBe('setfee')
    expect(actionLabel(zh, 'toString')).toBe('toString')
  })

  it('names the business types', () => {
    expect(businessTypeLabel(zh, 1)).toBe('单一藏品')
    expect(businessTypeLabel(zh, 2)).toBe('多份藏品')
  })

  it("shows the server's message for a failed call, 'service error' otherwise", () => {
    expect(failureReason(zh, new ApiError('服务器内部错误', 'getNftByNftIdOrOwner', 500, null, 'server'))).toBe(
      '服务器内部错误',
    )
    expect(failureReason(zh, new Error('boom'))).toBe('service error')
  })

  it('recognises a refused captcha answer, which the captcha field reports instead of a banner', () => {
    expect(
      isCaptchaRejected(new ApiError('verification code error', 'getNftByNftIdOrOwner', 1001, null, 'server')),
    ).toBe(true)
    expect(isCaptchaRejected(new ApiError('服务器内部错误', 'getNftByNftIdOrOwner', 500, null, 'server'))).toBe(false)
    expect(isCaptchaRejected(new Error('verification code error'))).toBe(false)
  })

  it('recognises a not-found answer', () => {
    expect(isNotFound(new ApiError('交易记录不存在', 'getTransferDetailById', 404, null, 'server'))).toBe(true)
    expect(isNotFound(new ApiError('服务器内部错误', 'getTransferDetailById', 500, null, 'server'))).toBe(false)
  })
})
