import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  chainAccountNameField,
  createBatchTransfer1155Form,
  createLoginForm,
  createTransfer721Form,
  loginForm,
  searchForm,
} from './forms'
import { registerForm } from './register-form'
import type { ValidationMessages } from './messages'

function messagesOf(result: z.util.SafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('login form', () => {
  it('requires account and password', () => {
    expect(messagesOf(loginForm.safeParse({ account: '', password: '' }))).toEqual(['请输入账号', '请输入密码'])
    expect(messagesOf(loginForm.safeParse({}))).toEqual(['请输入账号', '请输入密码'])
    expect(loginForm.safeParse({ account: 'demo', password: 'x' }).success).toBe(true)
  })

  it('speaks the locale it is given', () => {
    const english = {
      accountRequired: 'Enter your account',
      passwordRequired: 'Enter your password',
    } as ValidationMessages
    expect(messagesOf(createLoginForm(english).safeParse({ account: ' ', password: '' }))).toEqual([
      'Enter your account',
      'Enter your password',
    ])
  })
})

describe('register form', () => {
  const valid = { name: 'alice', password: 'Abcdef1!', phone: '13812345678' }

  it('accepts a valid registration, with or without the +86 / 0086 prefix', () => {
    expect(registerForm.safeParse(valid).success).toBe(true)
    expect(registerForm.safeParse({ ...valid, phone: '+8613812345678' }).success).toBe(true)
    expect(registerForm.safeParse({ ...valid, phone: '008619912345678' }).success).toBe(true)
  })

  it('requires each field with its own message', () => {
    expect(messagesOf(registerForm.safeParse({ name: '', password: '', phone: '' }))).toEqual([
      '请输入账户名',
      '请输入登录密码',
      '请输入手机号',
    ])
  })

  it.each([
    ['too short', 'Ab1!xyz'],
    ['too long', 'Abcdefghij1!Abcdefghij'],
    ['no digit', 'Abcdefgh!'],
    ['no lower case', 'ABCDEFG1!'],
    ['no upper case', 'abcdefg1!'],
    ['no special character', 'Abcdefg12'],
    ['a special character outside !#$%', 'Abcdefg1!&'],
    ['a space', 'Abcd efg1!'],
  ])('refuses a password with %s', (_case, password) => {
    expect(messagesOf(registerForm.safeParse({ ...valid, password }))).toEqual([
      '长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)',
    ])
  })

  it.each(['Abcdef1#', 'Zz9$Zz9%Zz9#Zz9!Zz9$', 'aB3%aB3%'])('accepts the password %s', (password) => {
    expect(registerForm.safeParse({ ...valid, password }).success).toBe(true)
  })

  it.each(['1381234567', '23812345678', '12812345678', '+85213812345678', '86 13812345678', '138123456789'])(
    'refuses the phone %s',
    (phone) => {
      expect(messagesOf(registerForm.safeParse({ ...valid, phone }))).toEqual(['手机号格式错误'])
    },
  )
})

describe('search form', () => {
  it('requires target chain, number or address, and captcha', () => {
    expect(messagesOf(searchForm.safeParse({ chain_info_id: '', parameter: '', code: '' }))).toEqual([
      '请选择目标链',
      '请输入藏品编号或链账户地址',
      '请输入验证码',
    ])
    expect(searchForm.safeParse({ chain_info_id: '1', parameter: 'ddcplatform1', code: 'AB12' }).success).toBe(true)
  })
})

describe('chain account name', () => {
  it.each([
    'a',
    'ddcoperator1',
    'abc.def',
    'abcdefghijkl',
    'abcdefghijkl1',
    'abcdefghijkla',
    'abcdefghijklj',
    '1.2.3.4.5',
  ])('accepts %s', (name) => {
    expect(chainAccountNameField.safeParse(name).success).toBe(true)
  })

  it.each(['', 'ABC', 'abc6', 'abc0', 'abcdefghijklk', 'abcdefghijklz', 'abcdefghijkl12', 'abc_def', 'abc def'])(
    'refuses %s',
    (name) => {
      expect(messagesOf(chainAccountNameField.safeParse(name))).toEqual(['链账户名称只能为12位，由1-5和小写字母组成'])
    },
  )
})

describe('transfers', () => {
  const options = { currentAccount: 'ddcplatform1' }

  it('refuses the current chain account as recipient', () => {
    expect(
      messagesOf(
        createTransfer721Form(options).safeParse({ from: 'ddcplatform1', to: 'ddcplatform1', ddc_id: '1000000000003' }),
      ),
    ).toEqual(['接收方不能是当前链账户'])
    expect(
      messagesOf(
        createBatchTransfer1155Form(options).safeParse({
          from: 'ddcplatform1',
          to: 'ddcplatform1',
          ddc_ids: ['1'],
          amounts: [1],
        }),
      ),
    ).toContain('接收方不能是当前链账户')
  })

  it('accepts another valid recipient and fills the memo', () => {
    const parsed = createTransfer721Form(options).parse({
      from: 'ddcplatform1',
      to: 'ddcuser11111',
      ddc_id: '1000000000003',
    })
    expect(parsed).toEqual({ from: 'ddcplatform1', to: 'ddcuser11111', ddc_id: '1000000000003', memo: '' })
  })

  it('wants one amount per collectible in a 1155 batch', () => {
    expect(
      createBatchTransfer1155Form(options).safeParse({
        from: 'ddcplatform1',
        to: 'ddcuser11111',
        ddc_ids: ['1', '2'],
        amounts: [1],
      }).success,
    ).toBe(false)
  })
})
