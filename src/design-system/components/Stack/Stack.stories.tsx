import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../Button'
import { Stack } from './Stack'
import { guidance } from './Stack.guidance'

const meta = {
  title: 'Design System/Stack',
  parameters: { guidance },
  component: Stack,
  args: {
    direction: 'vertical',
    gap: 4,
    children: [<Button key="a">查询</Button>, <Button key="b">重置</Button>, <Button key="c">导出</Button>],
  },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3)
  },
}

export const Playground: Story = {}

/** A row of actions, as under a form. */
export const Horizontal: Story = {
  args: { direction: 'horizontal', gap: 2, justify: 'end' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button')
    if (!first || !second) throw new Error('buttons missing')
    // A row: the second button starts to the right of the first, on the same line.
    await expect(second.getBoundingClientRect().left).toBeGreaterThan(first.getBoundingClientRect().left)
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top)
  },
}
