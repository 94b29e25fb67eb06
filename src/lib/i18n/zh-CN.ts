/**
 * The console's messages in Simplified Chinese, the default locale. This file defines the keys;
 * en-US must have the same ones (its type says so). Strings quoted by the product spec are used
 * exactly as written there, punctuation included: do not "fix" them.
 */
export const zhCN = {
  app: {
    title: '数字藏品管理后台',
    demoBadge: '离线演示',
    locale: '语言',
    theme: '主题',
    themeLight: '浅色',
    themeDark: '深色',
  },
  roles: {
    operator: '运营方',
    platform: '平台方',
    visitor: '游客',
  },
  businessType: {
    1: '单一藏品',
    2: '多份藏品',
  },
  /** Transaction types by chain action name (product-spec §4). */
  actions: {
    mint: '创建',
    mintbatch: '批量创建',
    approve: '授权',
    approvebatch: '批量授权',
    transfer: '转移',
    batchtrans: '批量转移',
    freeze: '冻结',
    unfreeze: '解冻',
    burn: '销毁',
    burnbatch: '批量销毁',
  },
  validation: {
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    accountNameRequired: '请输入账户名',
    loginPasswordRequired: '请输入登录密码',
    passwordRule: '长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)',
    phoneRequired: '请输入手机号',
    phoneFormat: '手机号格式错误',
    chainRequired: '请选择目标链',
    searchParameterRequired: '请输入藏品编号或链账户地址',
    captchaRequired: '请输入验证码',
    chainAccountName: '链账户名称只能为12位，由1-5和小写字母组成',
    sameRecipient: '接收方不能是当前链账户',
  },
  messages: {
    searchFailed: '查询失败',
    loginSuccess: '登录成功',
    wrongCredentials: '用户名或密码错误！',
    registerSuccess: '注册成功,请登录',
    pointsQueryFailed: '积分查询失败，请重试',
    chainAccountListFailed: '链账户列表加载失败,请重试',
    passphraseMissingRefresh: '您未输入口令密码，无法进行链上操作，刷新页面后可继续输入',
    passphraseMissing: '您未输入口令密码，无法进行链上操作',
    environmentError: '环境异常,请重新登录',
    verifyingPassphrase: '正在校验密码,请稍等...',
    passphraseVerified: '验证成功，请继续操作',
    wrongPassphrase: '密码错误,请重新输入',
    nonCustodial: '当前链账户为非托管模式,无法进行链上操作',
    copied: '复制成功',
    loginExpired: '登录已失效或过期，请重新登录',
    freezeRoleOnly: '仅运营方或平台方可进行此操作',
    // The spec gives these two HTTP-layer messages verbatim in English; they are shown as written.
    requestTimeout: 'request timeout',
    serviceError: 'service error',
  },
  chainErrors: {
    timeout: '请求超时，请重试',
    symbolDuplicate: '符号重复',
    symbolInvalid: '符号无效',
    symbolExists: '符号已存在',
    insufficientRam: '账户内存不足',
    missingAuthority: '没有操作权限',
    alreadyAuthorised: '链账户已授权',
    accountNotFound: '账户不存在',
    accountName: '链账户名称只能为12位，由1-5和小写字母组成',
    accountFrozen: '账户已冻结',
    recipientFrozen: '接收方账户已冻结',
    publicKeyFormat: '公钥格式不正确',
    accountExists: '链上已存在该账户',
    unknown: '未知错误',
    network: '网络异常，请重试',
    success: '上链成功',
    reviewFailed: '审核失败',
    resetServerFailed: '链上密码重置成功，但服务器调用失败，请联系管理员',
  },
}

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> }

/** The shape every locale's catalogue must have. */
export type Messages = Widen<typeof zhCN>
