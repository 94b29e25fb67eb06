import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { AppLayout } from './AppLayout'

describe('AppLayout', () => {
  it('places menu, header and the page in their slots', () => {
    renderWithDesignSystem(
      <AppLayout sideNav={<nav aria-label="菜单">menu</nav>} header={<header>top</header>}>
        页面
      </AppLayout>,
    )
    expect(screen.getByRole('navigation', { name: '菜单' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toHaveTextContent('top')
    expect(screen.getByRole('main')).toHaveTextContent('页面')
  })

  it('starts with a skip link that moves focus to the page', async () => {
    renderWithDesignSystem(
      <AppLayout sideNav={<a href="/home">首页</a>} mainId="content">
        页面
      </AppLayout>,
    )
    await userEvent.tab()
    const skip = screen.getByRole('link', { name: '跳到主要内容' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#content')
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })
})
