import { describe, expect, it } from 'vitest'
import { enUS } from './en-US'
import { zhCN } from './zh-CN'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

describe('message catalogue', () => {
  it('has the same keys in every locale', () => {
    expect(keyPaths(enUS).sort()).toEqual(keyPaths(zhCN).sort())
  })

  it('keeps the spec messages exactly as written', () => {
    expect(zhCN.messages.wrongCredentials).toBe('用户名或密码错误！')
    expect(zhCN.messages.registerSuccess).toBe('注册成功,请登录')
    expect(zhCN.messages.passphraseVerified).toBe('验证成功，请继续操作')
    expect(zhCN.messages.nonCustodial).toBe('当前链账户为非托管模式,无法进行链上操作')
    expect(zhCN.validation.passwordRule).toBe('长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)')
    expect(zhCN.actions.batchtrans).toBe('批量转移')
  })
})
