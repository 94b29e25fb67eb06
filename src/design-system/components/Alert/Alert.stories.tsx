import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../Button'
import { Alert } from './Alert'
import { guidance } from './Alert.guidance'

const meta = {
  title: 'Design System/Alert',
  parameters: { guidance },
  component: Alert,
  args: { type: 'error', title: '查询失败', description: '服务器内部错误' },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('查询失败')
    await expect(alert).toHaveTextContent('服务器内部错误')
  },
}

export const Playground: Story = {}

/** Every type, as a page would show them. */
export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert type="error" title="查询失败" description="verification code error" />
      <Alert type="warning" title="积分不足" description="请先充值" />
      <Alert type="info" title="翻页需要重新输入验证码" />
      <Alert type="success" title="上链成功" action={<Button size="sm">查看</Button>} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2)
    await expect(canvas.getAllByRole('status')).toHaveLength(2)
  },
}
