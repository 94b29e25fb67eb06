import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../Button'
import { Card } from '../Card'
import { CenteredLayout } from './CenteredLayout'
import { guidance } from './CenteredLayout.guidance'

const meta = {
  title: 'Design System/CenteredLayout',
  component: CenteredLayout,
  parameters: { guidance, layout: 'fullscreen' },
  args: {
    header: <h1>数字藏品管理后台</h1>,
    corner: <Button size="sm">English</Button>,
    children: <Card title="登录">账号与密码</Card>,
  },
} satisfies Meta<typeof CenteredLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible()
    await expect(canvas.getByRole('region', { name: '登录' })).toBeVisible()
  },
}

export const Playground: Story = { args: { maxWidth: '560px' } }
