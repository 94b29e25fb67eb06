import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DesignSystemProvider } from '@/design-system'
import { I18nProvider } from '@/lib/i18n'
import { emptyFilters, type CollectibleFilters } from '../list-query'
import { CollectibleFiltersForm } from './CollectibleFiltersForm'

function form(filters: CollectibleFilters, onApply: (filters: CollectibleFilters) => void) {
  return (
    <I18nProvider locale="zh-CN">
      <DesignSystemProvider>
        <CollectibleFiltersForm side="platform" filters={filters} sort="create_time:desc" onApply={onApply} />
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
})
