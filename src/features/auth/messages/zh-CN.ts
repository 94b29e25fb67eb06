// The catalogue's `auth` section in Simplified Chinese (moved from src/lib/i18n/zh-CN.ts:
// loaded with the screens that use it). Spec texts exactly as written there.
export const zhCN = {
  auth: {
    loginTitle: '登录',
    account: '账号',
    password: '密码',
    login: '登录',
    toRegister: '注册账号',
    registerTitle: '注册',
    accountName: '账户名',
    loginPassword: '登录密码',
    phone: '手机号',
    submit: '提交',
    cancel: '取消',
    loggedOutTitle: '您已退出登录',
    loggedOutHint: '会话已清除，如需继续使用请重新登录。',
    clickToLogin: '点击登录',
    tokenChecking: '正在验证登录凭证…',
    restoring: '正在恢复会话…',
    touristSearch: '游客查询',
    captcha: '验证码',
    captchaPlaceholder: '请输入验证码',
    captchaMissing: '请输入验证码',
  },
}
