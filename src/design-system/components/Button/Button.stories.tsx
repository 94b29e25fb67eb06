import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from './Button'
import { guidance } from './Button.guidance'

const meta = {
  title: 'Design System/Button',
  parameters: { guidance },
  component: Button,
  args: { children: '查询', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '查询' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, disabled: false, block: false },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        查询
      </Button>
      <Button {...args} variant="secondary">
        重置
      </Button>
      <Button {...args} variant="danger">
        销毁
      </Button>
      <Button {...args} variant="ghost">
        取消
      </Button>
      <Button {...args} variant="link">
        详情
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        小
      </Button>
      <Button {...args} size="md">
        中
      </Button>
      <Button {...args} size="lg">
        大
      </Button>
    </div>
  ),
}

/** While loading the button keeps focus, announces busy and ignores clicks. */
export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '提交中' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '提交中' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '查询' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** Tab reaches the button; Enter and Space press it. */
export const Keyboard: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    const button = canvas.getByRole('button', { name: '查询' })
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
