import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Pagination } from './Pagination'

function currentPage() {
  const nav = screen.getByRole('navigation', { name: '分页' })
  return within(nav)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent
}

describe('Pagination', () => {
  it('starts at page 1 with 10 rows a page and says the total', () => {
    renderWithDesignSystem(<Pagination total={95} />)
    expect(screen.getByText('共95条数据')).toBeInTheDocument()
    expect(currentPage()).toBe('1')
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('10')
    expect(screen.getByRole('button', { name: '第 10 页' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled()
  })

  it('offers the sizes 10, 20, 50 and 100', () => {
    renderWithDesignSystem(<Pagination total={500} />)
    const options = within(screen.getByRole('combobox', { name: '每页条数' })).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页'])
  })

  it('moves with next, previous and page numbers and reports page and size', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Pagination total={95} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(onChange).toHaveBeenLastCalledWith(2, 10)
    await userEvent.click(screen.getByRole('button', { name: '第 7 页' }))
    expect(onChange).toHaveBeenLastCalledWith(7, 10)
    expect(currentPage()).toBe('7')
    await userEvent.click(screen.getByRole('button', { name: '上一页' }))
    expect(currentPage()).toBe('6')
  })

  it('jumps on Enter in the quick jumper, clamping to the last page', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Pagination total={95} onChange={onChange} />)
    const jumper = screen.getByRole('textbox', { name: '跳至页码' })
    await userEvent.type(jumper, '4')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(4, 10)
    expect(jumper).toHaveValue('')
    await userEvent.type(jumper, '99{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(10, 10)
    expect(currentPage()).toBe('10')
  })

  it('ignores what is not a number in the jumper', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Pagination total={95} onChange={onChange} />)
    await userEvent.type(screen.getByRole('textbox', { name: '跳至页码' }), 'ab{Enter}')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps the page after a size change while it exists, else goes to the last page', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Pagination total={95} defaultCurrent={8} onChange={onChange} />)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50')
    expect(onChange).toHaveBeenLastCalledWith(2, 50)
    expect(currentPage()).toBe('2')
  })

  it('shows ellipses for long ranges and marks only the current page', () => {
    renderWithDesignSystem(<Pagination total={1000} current={50} onChange={() => {}} />)
    expect(screen.getAllByText('…')).toHaveLength(2)
    expect(screen.getByRole('button', { name: '第 50 页' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: '第 49 页' })).not.toHaveAttribute('aria-current')
  })

  it('follows the controlled page', () => {
    const { rerender } = renderWithDesignSystem(<Pagination total={95} current={3} />)
    expect(currentPage()).toBe('3')
    rerender(<Pagination total={95} current={5} />)
    expect(currentPage()).toBe('5')
  })

  it('speaks English under en-US', () => {
    renderWithDesignSystem(<Pagination total={3} />, { locale: 'en-US' })
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.getByText('3 items in total')).toBeInTheDocument()
  })
})
