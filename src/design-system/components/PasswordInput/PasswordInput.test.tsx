import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { PasswordInput } from './PasswordInput'

describe('PasswordInput', () => {
  it('hides the password until the user asks to show it, and hides it again', async () => {
    renderWithDesignSystem(<PasswordInput aria-label="密码" defaultValue="s3cret" />)
    const input = screen.getByLabelText('密码')
    expect(input).toHaveAttribute('type', 'password')

    await userEvent.click(screen.getByRole('button', { name: '显示密码' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('s3cret')

    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }))
    expect(input).toHaveAttribute('type', 'password')
  })

  it('labels the toggle in the current locale', () => {
    renderWithDesignSystem(<PasswordInput aria-label="Password" />, { locale: 'en-US' })
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
  })
})
