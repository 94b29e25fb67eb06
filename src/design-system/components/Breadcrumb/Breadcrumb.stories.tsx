import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Breadcrumb } from './Breadcrumb'
import { guidance } from './Breadcrumb.guidance'

const meta = {
  title: 'Design System/Breadcrumb',
  parameters: { guidance },
  component: Breadcrumb,
  args: {
    items: [{ label: '首页', path: '/home' }, { label: '计费管理' }, { label: '充值记录' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumb>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toBeVisible()
    await expect(canvas.getByText('充值记录')).toHaveAttribute('aria-current', 'page')
  },
}

export const Playground: Story = {
  args: { label: '面包屑' },
}

/** Tab reaches the links above the current page; Enter follows one through onNavigate. */
export const Keyboard: Story = {
  args: {
    items: [
      { label: '首页', path: '/home' },
      { label: '721 藏品', path: '/digital-collection-721' },
      { label: '藏品详情' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: '721 藏品' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onNavigate).toHaveBeenCalledWith('/digital-collection-721')
  },
}

export const SingleLevel: Story = {
  args: { items: [{ label: '首页' }] },
}
