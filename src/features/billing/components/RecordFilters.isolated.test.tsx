// Its own module graph (unit-isolated): in the shared one, the billing section's English catalogue, first asked
// for by an earlier file, never arrived here (the render stayed suspended past 25 s).
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DateInput, DesignSystemProvider, isApiDate } from '@/design-system'
import { I18nProvider } from '@/lib/i18n'
import { RecordFilters, noFilters } from './RecordFilters'

function filters(onSearch: () => void, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return (
    <I18nProvider locale={locale}>
      <DesignSystemProvider locale={locale}>
        <RecordFilters withAccount dates={{ Field: DateInput, isDate: isApiDate }} onSearch={onSearch} />
      </DesignSystemProvider>
    </I18nProvider>
  )
}

describe('record filters', () => {
  it('refuses a date that is not a whole real day with a message, and asks nothing', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    render(filters(onSearch))
    const start = await screen.findByRole('textbox', { name: '开始日期' })
    expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    await user.type(start, '2026-02-30')
    // Judged on 查询, not while typing.
    expect(screen.queryByText('请输入有效日期，格式为 YYYY-MM-DD')).toBeNull()
    await user.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('请输入有效日期，格式为 YYYY-MM-DD')).toBeVisible()
    expect(onSearch).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(start).toHaveValue('')
    expect(onSearch).toHaveBeenLastCalledWith(noFilters)
  })

  it('searches with the API dates of what an English console types', async () => {
    const user = userEvent.setup()
    const onSearch = vi.fn()
    render(filters(onSearch, 'en-US'))
    await user.type(await screen.findByRole('textbox', { name: 'Start date' }), '11/1/2026')
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '11/23/2026{Enter}')
    expect(onSearch).toHaveBeenLastCalledWith({ ...noFilters, start: '2026-11-01', end: '2026-11-23' })
  })
})
