import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { TopBar } from './TopBar'

describe('TopBar', () => {
  it('is the banner with the title on the left and actions on the right', () => {
    renderWithDesignSystem(
      <TopBar
        title="数字藏品管理后台"
        start={<button type="button">菜单</button>}
        actions={<button type="button">退出登录</button>}
      />,
    )
    const banner = screen.getByRole('banner')
    expect(within(banner).getByText('数字藏品管理后台')).toBeInTheDocument()
    const buttons = within(banner).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['菜单', '退出登录'])
  })

  it('renders the title as the page heading when asked', () => {
    renderWithDesignSystem(<TopBar title="数字藏品管理后台" titleAs="h1" />)
    expect(screen.getByRole('heading', { level: 1, name: '数字藏品管理后台' })).toBeInTheDocument()
  })
})
