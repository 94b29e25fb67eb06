import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Tabs, type TabItem } from './Tabs'
import { guidance } from './Tabs.guidance'

const items: TabItem[] = [
  { value: 'basic', label: '基本信息', content: <p>藏品名称：青龙 · 发行量 1000</p> },
  { value: 'history', label: '流转记录', content: <p>暂无流转记录</p> },
  { value: 'chain', label: '链上数据', content: <p>区块高度 1024</p> },
  { value: 'audit', label: '审核记录', content: <p>无权查看</p>, disabled: true },
]

const meta = {
  title: 'Design System/Tabs',
  parameters: { guidance },
  component: Tabs,
  args: { items, 'aria-label': '藏品详情', onValueChange: fn() },
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

/** Tab reaches the selected tab; ArrowRight/ArrowLeft select the neighbours; Tab then enters the panel. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: '基本信息' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: '流转记录' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('暂无流转记录')
    await expect(args.onValueChange).toHaveBeenCalledWith('history')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel')).toHaveFocus()
  },
}

export const Playground: Story = {
  args: { defaultValue: 'basic' },
}

/** Opens on a given tab. */
export const InitialTab: Story = {
  args: { defaultValue: 'chain' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('区块高度 1024')
  },
}

/** Disabled tabs are skipped by the arrows and cannot be clicked. */
export const DisabledTab: Story = {
  args: { defaultValue: 'chain' },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: '审核记录' })).toBeDisabled()
  },
}

/** Mouse selection works as well. */
export const Click: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '链上数据' }))
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('区块高度 1024')
  },
}
