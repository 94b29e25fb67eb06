import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { tones } from '../Tag/tones'
import { StatusBadge } from './StatusBadge'
import { guidance } from './StatusBadge.guidance'

const meta = {
  title: 'Design System/StatusBadge',
  parameters: { guidance },
  component: StatusBadge,
  args: { children: '启用', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('启用')).toBeVisible()
  },
}

export const Playground: Story = {}

/** Every tone with its text. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <StatusBadge {...args} tone="default">
        未知
      </StatusBadge>
      <StatusBadge {...args} tone="success">
        启用
      </StatusBadge>
      <StatusBadge {...args} tone="warning">
        审核中
      </StatusBadge>
      <StatusBadge {...args} tone="danger">
        已拒绝
      </StatusBadge>
      <StatusBadge {...args} tone="info">
        处理中
      </StatusBadge>
      <StatusBadge {...args} tone="frozen">
        冻结
      </StatusBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('冻结').closest('[data-tone]')).toHaveAttribute('data-tone', 'frozen')
  },
}

/** A badge is not interactive: Tab passes over it. */
export const NotFocusable: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <button type="button">前</button>
      <StatusBadge {...args} />
      <button type="button">后</button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前' }))
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '后' })).toHaveFocus()
  },
}
