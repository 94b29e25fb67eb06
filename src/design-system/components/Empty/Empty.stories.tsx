import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../Button'
import { Empty } from './Empty'
import { guidance } from './Empty.guidance'

const meta = {
  title: 'Design System/Empty',
  parameters: { guidance },
  component: Empty,
} satisfies Meta<typeof Empty>

export default meta
type Story = StoryObj<typeof meta>

/** The locale's default message. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible()
  },
}

export const Playground: Story = {
  args: { description: '没有找到藏品', compact: false },
}

export const Compact: Story = {
  args: { compact: true },
}

const onCreate = fn()

/** An action under the message, reached with Tab. */
export const WithAction: Story = {
  args: {
    description: '还没有链账户',
    children: (
      <Button variant="primary" onClick={onCreate}>
        创建链账户
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onCreate.mockClear()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '创建链账户' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(onCreate).toHaveBeenCalledTimes(1)
  },
}
