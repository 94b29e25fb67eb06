import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Input } from './Input'

describe('Input', () => {
  it('reports what the user types', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Input aria-label="藏品名称" onChange={onChange} />)
    await userEvent.type(screen.getByRole('textbox', { name: '藏品名称' }), '龙')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('textbox', { name: '藏品名称' })).toHaveValue('龙')
  })

  it('marks itself invalid for assistive technology', () => {
    renderWithDesignSystem(<Input aria-label="账号" invalid />)
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows prefix and suffix around the text', () => {
    renderWithDesignSystem(<Input aria-label="价格" prefix="¥" suffix="元" />)
    expect(screen.getByText('¥')).toBeInTheDocument()
    expect(screen.getByText('元')).toBeInTheDocument()
  })

  it('cannot be edited when disabled', async () => {
    renderWithDesignSystem(<Input aria-label="账号" disabled defaultValue="admin" />)
    const input = screen.getByRole('textbox', { name: '账号' })
    await userEvent.type(input, 'x')
    expect(input).toHaveValue('admin')
    expect(input).toBeDisabled()
  })
})
