import { describe, expect, it } from 'vitest'
import { zhCN } from '../messages/zh-CN'
import { changeText, describeChange } from './change-summary'
import type { CurrentValuesState, ManagerCurrentValues } from './current-values'

const t = zhCN.contractManager
const values: ManagerCurrentValues = {
  platformOpen: true,
  fees: [{ business_type: 1, func_name: 'mint', value: '10' }],
  accounts: [
    { account: 'ddcoperator1', role: 1, is_manager: true },
    { account: 'platform1111', role: 2, is_manager: false },
  ],
  crossApprovals: [],
  functionPermissions: [{ account_role: 2, business_type: 1, func_name: 'mint' }],
}
const ready: CurrentValuesState = { status: 'ready', values }
const texts = (summary: ReturnType<typeof describeChange>) =>
  summary.lines.map((line) => `${line.subject}：${changeText(line, t)}`)

describe('manager action previews in words', () => {
  it('the platform switch: current → new, or no change', () => {
    expect(texts(describeChange('setplatform', { open: 'false' }, ready, t, 'ddcoperator1'))).toEqual([
      '平台状态：开放 → 关闭',
    ])
    expect(texts(describeChange('setplatform', { open: 'true' }, ready, t, 'ddcoperator1'))).toEqual([
      '平台状态：开放（无变化）',
    ])
  })

  it('a fee: the rule it replaces, or 未设置; deleting one the chain lacks warns', () => {
    expect(
      texts(describeChange('setfee', { business: '1', func_name: 'mint', value: '12' }, ready, t, 'ddcoperator1')),
    ).toEqual(['单一藏品 · mint 的计费：10 积分 → 12 积分'])
    const missing = describeChange('deletefee', { business: '2', func_name: 'mint' }, ready, t, 'ddcoperator1')
    expect(texts(missing)).toEqual(['多份藏品 · mint 的计费：未设置 → 删除'])
    expect(missing.warning).toBe('该计费规则不存在，合约将拒绝删除')
  })

  it("an account's role and manager flag, and the role operatoradd gives below the sender's", () => {
    expect(
      texts(describeChange('setaccrole', { account: 'platform1111', role: '1', manager: 'true' }, ready, t, 'x')),
    ).toEqual(['platform1111 的账户角色：平台方 → 运营方', 'platform1111 的管理员身份：非管理员 → 管理员'])
    expect(texts(describeChange('operatoradd', { account: 'newplatform1' }, ready, t, 'ddcoperator1'))).toEqual([
      'newplatform1 的账户角色：未注册 → 平台方',
    ])
  })

  it('without the chain, only the new value; nothing while the form is incomplete', () => {
    expect(texts(describeChange('setplatform', { open: 'false' }, { status: 'failed' }, t, 'a'))).toEqual([
      '平台状态：关闭',
    ])
    expect(describeChange('setfee', { business: '1' }, ready, t, 'a').lines).toEqual([])
  })
})
