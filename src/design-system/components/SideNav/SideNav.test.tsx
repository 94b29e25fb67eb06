import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { SideNav, type SideNavEntry } from './SideNav'

const menu: SideNavEntry[] = [
  { label: '首页', path: '/home' },
  {
    label: '计费管理',
    children: [
      { label: '充值记录', path: '/charging/recharge-record' },
      { label: '分配', children: [{ label: '分配记录', path: '/charging/distribution-record' }] },
    ],
  },
  { label: '个人中心', path: '/personal-center' },
]

describe('SideNav', () => {
  it('is a navigation landmark marking the current page', () => {
    renderWithDesignSystem(<SideNav items={menu} activePath="/home" />)
    expect(screen.getByRole('navigation', { name: '菜单' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '个人中心' })).not.toHaveAttribute('aria-current')
  })

  it('opens the groups holding the current page and keeps others closed', () => {
    renderWithDesignSystem(<SideNav items={menu} activePath="/charging/distribution-record" />)
    expect(screen.getByRole('button', { name: '计费管理' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: '分配' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: '分配记录' })).toHaveAttribute('aria-current', 'page')
  })

  it('toggles a group on click', async () => {
    renderWithDesignSystem(<SideNav items={menu} activePath="/home" />)
    const group = screen.getByRole('button', { name: '计费管理' })
    expect(screen.queryByRole('link', { name: '充值记录' })).toBeNull()
    await userEvent.click(group)
    expect(group).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: '充值记录' })).toBeInTheDocument()
  })

  it('moves focus with the arrow keys and opens groups with ArrowRight', async () => {
    renderWithDesignSystem(<SideNav items={menu} activePath="/home" />)
    screen.getByRole('link', { name: '首页' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    const group = screen.getByRole('button', { name: '计费管理' })
    expect(group).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('link', { name: '充值记录' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(group).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('link', { name: '首页' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveFocus()
  })

  it('routes plain clicks through onNavigate', async () => {
    const onNavigate = vi.fn()
    renderWithDesignSystem(<SideNav items={menu} onNavigate={onNavigate} />)
    await userEvent.click(screen.getByRole('link', { name: '个人中心' }))
    expect(onNavigate).toHaveBeenCalledWith('/personal-center')
  })

  it('keeps labels as accessible names when collapsed', () => {
    renderWithDesignSystem(<SideNav items={menu} collapsed />)
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('title', '首页')
  })
})
