import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Input } from './Input'
import { guidance } from './Input.guidance'

const meta = {
  title: 'Design System/Input',
  parameters: { guidance },
  component: Input,
  args: { 'aria-label': '藏品名称', placeholder: '请输入藏品名称', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: '藏品名称' })
    await userEvent.type(input, '青龙')
    await expect(input).toHaveValue('青龙')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const Playground: Story = {
  args: { size: 'md', invalid: false, disabled: false, prefix: '', suffix: '' },
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input {...args} size="sm" aria-label="小号输入框" />
      <Input {...args} size="md" aria-label="中号输入框" />
      <Input {...args} size="lg" aria-label="大号输入框" />
    </div>
  ),
}

/** Invalid: red border, and `aria-invalid` for screen readers. */
export const Invalid: Story = {
  args: { invalid: true, defaultValue: '龙' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '藏品名称' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const WithPrefixAndSuffix: Story = {
  args: { 'aria-label': '售价', placeholder: '0.00', prefix: '¥', suffix: '元' },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '不可编辑' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '藏品名称' })).toBeDisabled()
  },
}

/** Tab reaches it and typing fills it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const input = canvas.getByRole('textbox', { name: '藏品名称' })
    await expect(input).toHaveFocus()
    await userEvent.keyboard('abc')
    await expect(input).toHaveValue('abc')
  },
}
