import { inputMessages } from './input-messages'
/**
 * Validation messages of the form schemas, the spec's exact zh-CN text. The i18n catalogue's zh-CN
 * `validation` section is this object (lib may import api, not the reverse). Screens pass the current
 * locale's `messages.validation` to the form factories; the server and the mocks use these defaults.
 */
export interface ValidationMessages {
  accountRequired: string
  passwordRequired: string
  accountNameRequired: string
  accountNameTooLong: string
  loginPasswordRequired: string
  passwordRule: string
  phoneRequired: string
  phoneFormat: string
  chainRequired: string
  searchParameterRequired: string
  captchaRequired: string
  chainAccountName: string
  sameRecipient: string
  controlCharacter: string
  nameCharacters: string
  nameMixedScripts: string
  nameTooLong: string
}

export const zhCNValidationMessages: ValidationMessages = {
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  accountNameRequired: inputMessages.accountNameRequired,
  accountNameTooLong: '账户名最多64个字符',
  loginPasswordRequired: '请输入登录密码',
  passwordRule: '长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)',
  phoneRequired: '请输入手机号',
  phoneFormat: '手机号格式错误',
  chainRequired: '请选择目标链',
  searchParameterRequired: '请输入藏品编号或链账户地址',
  captchaRequired: '请输入验证码',
  chainAccountName: '链账户名称只能为12位，由1-5和小写字母组成',
  sameRecipient: '接收方不能是当前链账户',
  controlCharacter: inputMessages.controlCharacter,
  nameCharacters: inputMessages.nameCharacters,
  nameMixedScripts: inputMessages.nameMixedScripts,
  nameTooLong: inputMessages.nameTooLong,
}
