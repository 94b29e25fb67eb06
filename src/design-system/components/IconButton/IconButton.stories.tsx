import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CloseGlyph, PlusGlyph } from '../../internal/glyphs'
import { IconButton } from './IconButton'
import { guidance } from './IconButton.guidance'

const meta = {
  title: 'Design System/IconButton',
  parameters: { guidance },
  component: IconButton,
  args: { 'aria-label': '新增藏品', icon: <PlusGlyph />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增藏品' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Playground: Story = {
  args: { variant: 'secondary', size: 'md', loading: false, disabled: false },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="primary" aria-label="新增" />
      <IconButton {...args} variant="secondary" aria-label="新增（次要）" />
      <IconButton {...args} variant="ghost" aria-label="新增（幽灵）" />
      <IconButton {...args} variant="danger" aria-label="删除" icon={<CloseGlyph />} />
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="secondary" size="sm" aria-label="小" />
      <IconButton {...args} variant="secondary" size="md" aria-label="中" />
      <IconButton {...args} variant="secondary" size="lg" aria-label="大" />
    </div>
  ),
}

/** Busy: keeps focus and its name, ignores presses. */
export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '新增藏品' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '新增藏品' })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

/** Tab reaches it; Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '新增藏品' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
