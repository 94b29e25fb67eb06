import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../Button'
import { Tag } from '../Tag'
import { TopBar } from './TopBar'
import { TopBarInfo } from './TopBarInfo'

const onLogout = fn()

const meta = {
  title: 'Design System/TopBar',
  component: TopBar,
  args: {
    title: '数字藏品管理后台',
    actions: (
      <>
        <Tag tone="info">测试链</Tag>
        <span>运营方 · 张三</span>
        <Button variant="ghost" onClick={onLogout}>
          退出登录
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof TopBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('数字藏品管理后台')
  },
}

export const Playground: Story = {}

/** Tab walks the actions left to right; Enter presses one. */
export const Keyboard: Story = {
  args: {
    start: (
      <Button variant="ghost" aria-label="收起菜单">
        ≡
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onLogout.mockClear()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '收起菜单' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '退出登录' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(onLogout).toHaveBeenCalledTimes(1)
  },
}

export const TitleOnly: Story = {
  args: { actions: undefined },
}

/** Labelled facts stay on one line; a long value is cut with an ellipsis and shown whole on hover. */
export const WithInfo: Story = {
  args: {
    actions: (
      <>
        <TopBarInfo label="目标链" value="Antelope 开发链" />
        <TopBarInfo label="合约" value="ddccontract · 数字藏品运营中心（华东）" maxChars={8} />
        <Button variant="ghost">退出登录</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const contract = canvas.getByTitle('ddccontract · 数字藏品运营中心（华东）')
    await expect(contract).toBeVisible()
    await expect(canvas.getByText('目标链')).toBeVisible()
  },
}
