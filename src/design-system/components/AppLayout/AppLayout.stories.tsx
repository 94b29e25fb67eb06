import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Button } from '../Button'
import { Card } from '../Card'
import { SideNav, type SideNavEntry } from '../SideNav'
import { CircleIcon, SquareIcon } from '../SideNav/nav-icons'
import { TopBar } from '../TopBar'
import { AppLayout } from './AppLayout'
import { guidance } from './AppLayout.guidance'

const menu: SideNavEntry[] = [
  { label: '首页', path: '/home', icon: <SquareIcon /> },
  { label: '藏品查询', path: '/collection-search', icon: <CircleIcon /> },
  { label: '计费管理', icon: <SquareIcon />, children: [{ label: '充值记录', path: '/charging/recharge-record' }] },
]

const longPage = (
  <div style={{ display: 'grid', gap: 16 }}>
    {Array.from({ length: 12 }, (_, index) => (
      <Card key={index} title={`区块 ${index + 1}`}>
        区块内容 {index + 1}
      </Card>
    ))}
  </div>
)

const meta = {
  title: 'Design System/AppLayout',
  component: AppLayout,
  parameters: { guidance, layout: 'fullscreen' },
  args: {
    sideNav: <SideNav items={menu} activePath="/home" onNavigate={fn()} header="数字藏品管理后台" />,
    header: <TopBar title="首页" actions={<Button variant="ghost">退出登录</Button>} />,
    children: longPage,
  },
} satisfies Meta<typeof AppLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '菜单' })).toBeVisible()
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('main')).toHaveTextContent('区块 1')
  },
}

export const Playground: Story = {
  args: { mainId: 'content' },
}

/** The first Tab shows the skip link; Enter puts focus on the page, past the menu. */
export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: '跳到主要内容' })
    await expect(skip).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('main')).toHaveFocus()
  },
}

/** The page scrolls; menu and header stay in view. */
export const ScrollingContent: Story = {
  play: async ({ canvas }) => {
    window.scrollTo(0, 400)
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0))
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(0)
    await expect(canvas.getByRole('navigation', { name: '菜单' }).getBoundingClientRect().top).toBe(0)
    window.scrollTo(0, 0)
  },
}

export const WithoutSideNav: Story = {
  args: { sideNav: undefined },
}

/** The header's menu button collapses the menu to icons on a wide screen; the choice is remembered. */
export const CollapsibleMenu: Story = {
  args: { toggleMenuLabel: '折叠菜单', collapsedStorageKey: 'story.menuCollapsed' },
  beforeEach: () => {
    localStorage.removeItem('story.menuCollapsed')
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '折叠菜单' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('navigation', { name: '菜单' })).toHaveAttribute('data-collapsed', 'true')
    await expect(localStorage.getItem('story.menuCollapsed')).toBe('true')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  },
}
