/**
 * The zh-CN words of the input rules every request schema carries (control characters, chosen names): a
 * module of their own, so the schemas on every page do not bring the whole validation catalogue (messages.ts).
 */
export const inputMessages = {
  accountNameRequired: '请输入账户名',
  controlCharacter: '不能包含控制字符',
  nameCharacters: '名称不能包含控制字符或不可见字符',
  nameMixedScripts: '名称不能混用不同文字的字母（如拉丁字母与西里尔字母）',
  nameTooLong: '名称过长',
} as const
