// The catalogue's `chainKey` section in Simplified Chinese (moved from src/lib/i18n/zh-CN.ts:
// loaded with the screens that use it). Spec texts exactly as written there.
export const zhCN = {
  /** The unlocked chain key's state and lock (src/lib/chain-keys, shown in the personal center). */
  chainKey: {
    status: '私钥状态',
    unlocked: '已解锁（{account}）',
    locked: '已锁定',
    lockNow: '立即锁定',
    lockedNotice: '私钥已锁定，下次链上操作时需重新输入口令密码',
    hint: '解锁的私钥只保留在本标签页中（刷新后以加密形式恢复），闲置{minutes}分钟、退出登录或切换链账户时自动锁定。',
    /** Chain accounts: applications, review, /account-manage, its detail page and the audit log (issue 14). */
  },
}
