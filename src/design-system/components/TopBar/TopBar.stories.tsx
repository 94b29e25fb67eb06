import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Switch } from '../Switch'
import { Button } from '../Button'
import { Tag } from '../Tag'
import { TopBar } from './TopBar'
import { TopBarInfo } from './TopBarInfo'
import { guidance } from './TopBar.guidance'

const onLogout = fn()

const meta = {
  title: 'Design System/TopBar',
  parameters: { guidance },
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

/** Labelled facts stay on one line, each label followed by the locale's colon; a long value is cut with an ellipsis and shown whole on hover. */
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
    await expect(canvas.getByText('目标链：')).toBeVisible()
  },
}

/** Whether an element shows its text cut short with an ellipsis. */
function isCutWithEllipsis(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis'
}

/**
 * English in a bar too narrow for everything: the title and the facts' values are cut with an ellipsis and
 * shown whole on hover; buttons and switches keep their size; labels end with an English colon.
 */
export const LongEnglishTitle: Story = {
  globals: { locale: 'en-US' },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: "Users' multi-copy collectibles",
    titleAs: 'h1',
    actions: (
      <>
        <TopBarInfo label="Target chain" value="Antelope development chain" maxChars={8} />
        <TopBarInfo label="Role" value="Operator · demo_operator" maxChars={10} />
        <Button size="sm">Chain account: ddcoperator1</Button>
        <Switch size="sm" label="Dark" />
        <Button size="sm" onClick={onLogout}>
          Log out
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The title is never cut (it wraps); the header's facts give way instead.
    const title = canvas.getByRole('heading', { level: 1 })
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth)
    const role = canvas.getByTitle('Operator · demo_operator')
    await expect(isCutWithEllipsis(role)).toBe(true)
    await expect(canvas.getByText('Target chain:')).toBeVisible()
    await expect(canvas.getByText('Role:')).toBeVisible()
    await expect(canvas.queryByText(/：/)).toBeNull()
    for (const name of ['Chain account: ddcoperator1', 'Log out']) {
      const button = canvas.getByRole('button', { name })
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth)
    }
    const dark = within(canvas.getByRole('banner')).getByText('Dark')
    await expect(dark.scrollWidth).toBeLessThanOrEqual(dark.clientWidth)
  },
}
