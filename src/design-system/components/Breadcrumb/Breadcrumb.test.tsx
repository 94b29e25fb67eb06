import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Breadcrumb } from './Breadcrumb'

const items = [
  { label: '首页', path: '/home' },
  { label: '计费管理' },
  { label: '充值记录', path: '/charging/recharge-record' },
]

describe('Breadcrumb', () => {
  it('is a navigation landmark whose last crumb is the current page', () => {
    renderWithDesignSystem(<Breadcrumb items={items} />)
    const nav = screen.getByRole('navigation', { name: '面包屑' })
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
    expect(within(nav).getByText('充值记录')).toHaveAttribute('aria-current', 'page')
    expect(within(nav).queryByRole('link', { name: '充值记录' })).toBeNull()
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home')
  })

  it('routes a plain click through onNavigate', async () => {
    const onNavigate = vi.fn()
    renderWithDesignSystem(<Breadcrumb items={items} onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('link', { name: '首页' }))
    expect(onNavigate).toHaveBeenCalledWith('/home')
  })

  it('leaves modified clicks to the browser', async () => {
    const onNavigate = vi.fn()
    renderWithDesignSystem(<Breadcrumb items={items} onNavigate={onNavigate} />)
    const user = userEvent.setup()
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: '首页' }))
    await user.keyboard('{/Control}')
    expect(onNavigate).not.toHaveBeenCalled()
  })
})
