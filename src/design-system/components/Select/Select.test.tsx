import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Select, type SelectOption } from './Select'

const statuses: SelectOption[] = [
  { value: 'onSale', label: '在售' },
  { value: 'offShelf', label: '已下架' },
  { value: 'burned', label: '已销毁', disabled: true },
]

describe('Select', () => {
  it('shows the placeholder until something is chosen', () => {
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} />)
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveDisplayValue('请选择')
  })

  it('is reached with the keyboard and reports the chosen value', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} onChange={onChange} />)
    await userEvent.tab()
    const select = screen.getByRole('combobox', { name: '状态' })
    expect(select).toHaveFocus()
    await userEvent.selectOptions(select, '已下架')
    expect(onChange).toHaveBeenCalledWith('offShelf')
    expect(select).toHaveDisplayValue('已下架')
  })

  it('does not let the user pick a disabled option or the placeholder', () => {
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} />)
    expect(screen.getByRole('option', { name: '已销毁' })).toBeDisabled()
    expect(screen.getByRole('option', { name: '请选择' })).toBeDisabled()
  })

  it('follows a controlled value, including back to empty', async () => {
    function Controlled() {
      const [value, setValue] = useState('offShelf')
      return (
        <>
          <Select aria-label="状态" options={statuses} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            清空
          </button>
        </>
      )
    }
    renderWithDesignSystem(<Controlled />)
    const select = screen.getByRole('combobox', { name: '状态' })
    expect(select).toHaveDisplayValue('已下架')
    await userEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(select).toHaveDisplayValue('请选择')
  })

  it('marks itself invalid', () => {
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} invalid />)
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveAttribute('aria-invalid', 'true')
  })
})
