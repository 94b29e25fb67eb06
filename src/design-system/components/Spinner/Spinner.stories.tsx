import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from './Spinner'
import { guidance } from './Spinner.guidance'

const meta = {
  title: 'Design System/Spinner',
  parameters: { guidance },
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Announces "加载中" to screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible()
  },
}

export const Playground: Story = { args: { size: 'md', label: '正在查询' } }

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="小" />
      <Spinner size="md" label="中" />
      <Spinner size="lg" label="大" />
    </div>
  ),
}

/** Inside a busy button the button announces the state, so the spinner is hidden from assistive technology. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}
