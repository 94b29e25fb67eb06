import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DesignSystemProvider } from '@/design-system'
import { I18nProvider } from '@/lib/i18n'
import { emptyFilters, type CollectibleFilters, type SortChoice } from '../list-query'
import { CollectibleFiltersForm } from './CollectibleFiltersForm'

function form(
  filters: CollectibleFilters,
  onApply: (filters: CollectibleFilters, sort: SortChoice) => void,
  sort: SortChoice = 'create_time:desc',
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  return (
    <I18nProvider locale={locale}>
      <DesignSystemProvider locale={locale}>
        <CollectibleFiltersForm side="platform" filters={filters} sort={sort} onApply={onApply} />
      </DesignSystemProvider>
    </I18nProvider>
  )
}

describe('collectible filters form', () => {
  it('keeps what is typed after 重置 when the reset query arrives late; a query from outside replaces it', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const { rerender } = render(form({ ...emptyFilters, nft_uri: 'no-such-resource' }, onApply))
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(onApply).toHaveBeenCalledWith(emptyFilters, 'create_time:desc')
    await user.type(screen.getByLabelText('藏品编号'), '1')
    // The list's URL (and so the form's filters) catches up with the reset only now.
    rerender(form({ ...emptyFilters }, onApply))
    expect(screen.getByLabelText('藏品编号')).toHaveValue('1')
    // Back or a link: the new query replaces what was typed.
    rerender(form({ ...emptyFilters, nft_id: '7' }, onApply))
    expect(screen.getByLabelText('藏品编号')).toHaveValue('7')
  })

  it('applies what is typed with a new order, and keeps it in the form when the query arrives', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const { rerender } = render(form({ ...emptyFilters }, onApply))
    await user.type(screen.getByLabelText('藏品编号'), '1')
    await user.selectOptions(screen.getByLabelText('排序'), '藏品编号（小→大）')
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyFilters, nft_id: '1' }, 'nft_id:asc')
    rerender(form({ ...emptyFilters, nft_id: '1' }, onApply, 'nft_id:asc'))
    expect(screen.getByLabelText('藏品编号')).toHaveValue('1')
  })

  it('keeps what is typed when only the order or the page of the list changes', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const { rerender } = render(form({ ...emptyFilters, owner: 'consumer1' }, onApply))
    await user.type(screen.getByLabelText('资源标识符'), 'ipfs')
    // The same filters again (a new page of the list): nothing typed is lost.
    rerender(form({ ...emptyFilters, owner: 'consumer1' }, onApply, 'nft_id:desc'))
    expect(screen.getByLabelText('资源标识符')).toHaveValue('ipfs')
    expect(screen.getByLabelText('链账户地址')).toHaveValue('consumer1')
  })

  it('with a refused field, a new order applies alone and the typing stays with its message', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const { rerender } = render(form({ ...emptyFilters }, onApply))
    await user.type(screen.getByLabelText('创建开始日期'), '2026-03-10')
    await user.type(screen.getByLabelText('创建结束日期'), '2026-03-01')
    await user.selectOptions(screen.getByLabelText('排序'), '藏品编号（小→大）')
    expect(onApply).toHaveBeenLastCalledWith(emptyFilters, 'nft_id:asc')
    expect(screen.getByText('开始日期不能晚于结束日期')).toBeVisible()
    rerender(form({ ...emptyFilters }, onApply, 'nft_id:asc'))
    expect(screen.getByLabelText('创建开始日期')).toHaveValue('2026-03-10')
  })

  it('takes dates in the locale form and applies them as the API dates; refuses one that is not a day', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(form({ ...emptyFilters }, onApply, 'create_time:desc', 'en-US'))
    const from = await screen.findByRole('textbox', { name: 'Created from' })
    expect(from).toHaveAttribute('placeholder', 'MM/DD/YYYY')
    await user.type(from, '3/1/2026')
    await user.type(screen.getByRole('textbox', { name: 'Created until' }), '02/30/2026')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('Enter a valid date as MM/DD/YYYY')).toBeVisible()
    expect(onApply).not.toHaveBeenCalled()
    await user.clear(screen.getByRole('textbox', { name: 'Created until' }))
    await user.type(screen.getByRole('textbox', { name: 'Created until' }), '03/10/2026{Enter}')
    expect(onApply).toHaveBeenLastCalledWith(
      { ...emptyFilters, start_time: '2026-03-01', end_time: '2026-03-10' },
      'create_time:desc',
    )
    expect(from).toHaveValue('03/01/2026')
  })
})
