import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Textarea } from './Textarea'
import { guidance } from './Textarea.guidance'

const meta = {
  title: 'Design System/Textarea',
  parameters: { guidance },
  component: Textarea,
  args: { 'aria-label': '藏品简介', placeholder: '请输入藏品简介', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: '藏品简介' })
    await userEvent.type(box, '第一行{Enter}第二行')
    await expect(box).toHaveValue('第一行\n第二行')
  },
}

export const Playground: Story = {
  args: { rows: 4, showCount: true, maxLength: 200, resizable: true, invalid: false, disabled: false },
}

/** The count follows typing and the limit holds. */
export const WithCount: Story = {
  args: { showCount: true, maxLength: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 10')).toBeInTheDocument()
    await userEvent.type(canvas.getByRole('textbox', { name: '藏品简介' }), '12345678901234')
    await expect(canvas.getByText('10 / 10')).toBeInTheDocument()
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '藏品简介' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '不可编辑' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '藏品简介' })).toBeDisabled()
  },
}

/** Tab reaches it; Enter makes a new line (it does not submit). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const box = canvas.getByRole('textbox', { name: '藏品简介' })
    await expect(box).toHaveFocus()
    await userEvent.keyboard('a{Enter}b')
    await expect(box).toHaveValue('a\nb')
  },
}
