import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DesignSystemProvider } from '@/design-system'
import { I18nProvider } from '@/lib/i18n'
import { LoginForm, type LoginFormCaptcha } from './LoginForm'

function renderForm(onSubmit: () => void, captcha: LoginFormCaptcha | null = null) {
  render(
    <I18nProvider locale="zh-CN">
      <DesignSystemProvider>
        <LoginForm onSubmit={onSubmit} captcha={captcha} />
      </DesignSystemProvider>
    </I18nProvider>,
  )
  const form = screen.getByRole('button', { name: '登录' }).closest('form')
  if (!form) throw new Error('no form')
  return form
}

const input = (name: string) => {
  const element = document.querySelector(`input[name="${name}"]`)
  if (!element) throw new Error(`no ${name} input`)
  return element
}

// The form's library loads with the first focus or submit: what the browser filled in before stays.
describe('login form before its form library has loaded', () => {
  it('sends what was filled in without a focus (a password manager) on the first submit', async () => {
    const onSubmit = vi.fn()
    const form = renderForm(onSubmit)
    fireEvent.change(screen.getByRole('textbox', { name: /账号/ }), { target: { value: ' alice ' } })
    fireEvent.change(input('password'), { target: { value: 'Secret#2026' } })
    fireEvent.submit(form)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ account: 'alice', password: 'Secret#2026', code: '' })
  })

  it('shows the required messages for an empty first submit and sends nothing', async () => {
    const onSubmit = vi.fn()
    const form = renderForm(onSubmit)
    fireEvent.submit(form)
    expect(await screen.findByText('请输入账号')).toBeInTheDocument()
    expect(screen.getByText('请输入密码')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('asks for the captcha answer when the server wants one', async () => {
    const onSubmit = vi.fn()
    const form = renderForm(onSubmit, { image: '', loading: false, onRefresh: () => undefined })
    fireEvent.change(screen.getByRole('textbox', { name: /账号/ }), { target: { value: 'alice' } })
    fireEvent.change(input('password'), { target: { value: 'Secret#2026' } })
    fireEvent.submit(form)
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
