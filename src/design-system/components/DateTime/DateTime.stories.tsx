import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DateTime } from './DateTime'
import { guidance } from './DateTime.guidance'

const meta = {
  title: 'Design System/DateTime',
  parameters: { guidance },
  component: DateTime,
  args: { value: '2024-03-09 17:45:01' },
  argTypes: { value: { control: 'text' } },
} satisfies Meta<typeof DateTime>

export default meta
type Story = StoryObj<typeof meta>

/** A server time string, shown as written (local time). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('2024-03-09 17:45:01')
    await expect(time.tagName).toBe('TIME')
    await expect(time).toHaveAttribute('datetime')
  },
}

export const Playground: Story = {
  args: { value: '2024-03-09T12:00:00Z', fallback: '-' },
}

/** Epoch milliseconds are formatted in the viewer's local time. */
export const FromTimestamp: Story = {
  args: { value: new Date(2024, 0, 2, 3, 4, 5).getTime() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2024-01-02 03:04:05')).toBeVisible()
  },
}

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-')).toBeVisible()
  },
}

export const Unreadable: Story = {
  args: { value: '未知时间' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未知时间')).toBeVisible()
  },
}
