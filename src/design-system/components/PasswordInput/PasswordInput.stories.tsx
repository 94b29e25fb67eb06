import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PasswordInput } from './PasswordInput'
import { guidance } from './PasswordInput.guidance'

const meta = {
  title: 'Design System/PasswordInput',
  parameters: { guidance },
  component: PasswordInput,
  args: { 'aria-label': '登录密码', placeholder: '请输入登录密码', onVisibleChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>

export default meta
type Story = StoryObj<typeof meta>

/** The toggle shows and hides what was typed; its label says what it will do next. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('登录密码')
    await userEvent.type(input, 'example')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }))
    await expect(input).toHaveAttribute('type', 'text')
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true)
    await userEvent.click(canvas.getByRole('button', { name: '隐藏密码' }))
    await expect(input).toHaveAttribute('type', 'password')
  },
}

export const Playground: Story = {
  args: { size: 'md', invalid: false, disabled: false, defaultVisible: false },
}

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('登录密码')).toHaveAttribute('type', 'text')
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('登录密码')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled()
  },
}

/** Tab goes from the field to the toggle; Enter or Space flips it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const input = canvas.getByLabelText('登录密码')
    await expect(input).toHaveFocus()
    await userEvent.keyboard('pw')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '显示密码' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.keyboard(' ')
    await expect(input).toHaveAttribute('type', 'password')
  },
}
