import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FormField } from '../FormField'
import { Input } from '../Input'
import { FieldGrid } from './FieldGrid'
import { guidance } from './FieldGrid.guidance'

const meta = {
  title: 'Design System/FieldGrid',
  parameters: { guidance },
  component: FieldGrid,
  args: {
    children: ['藏品编号', '链账户地址', '资源标识符', '平台方账户'].map((label) => (
      <FormField key={label} label={label}>
        <Input />
      </FormField>
    )),
  },
} satisfies Meta<typeof FieldGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Fields side by side while they fit, each at least the minimum width. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox')
    if (!first || !second) throw new Error('fields missing')
    await expect(first.getBoundingClientRect().width).toBeGreaterThanOrEqual(150)
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top)
  },
}

/** A narrow container: one field per line. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox')
    if (!first || !second) throw new Error('fields missing')
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top)
  },
}
