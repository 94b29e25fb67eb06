import { beforeAll, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { installRadixDomPolyfills } from '../../internal/jsdom-polyfills'
import { Select, type SelectOption } from './Select'

beforeAll(installRadixDomPolyfills)

const statuses: SelectOption[] = [
  { value: 'onSale', label: '在售' },
  { value: 'offShelf', label: '已下架' },
  { value: 'burned', label: '已销毁', disabled: true },
]

describe('Select', () => {
  it('shows the placeholder until something is chosen', () => {
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} />)
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('请选择')
  })

  it('opens from the keyboard and reports the chosen value', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} onChange={onChange} />)
    await userEvent.tab()
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('option', { name: '已下架' }))
    expect(onChange).toHaveBeenCalledWith('offShelf')
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('已下架')
  })

  it('does not let the user pick a disabled option', async () => {
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} />)
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }))
    expect(await screen.findByRole('option', { name: '已销毁' })).toHaveAttribute('aria-disabled', 'true')
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
    expect(select).toHaveTextContent('已下架')
    await userEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(select).toHaveTextContent('请选择')
  })

  it('marks itself invalid', () => {
    renderWithDesignSystem(<Select aria-label="状态" options={statuses} invalid />)
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveAttribute('aria-invalid', 'true')
  })
})
