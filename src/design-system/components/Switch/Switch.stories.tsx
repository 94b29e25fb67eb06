import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Switch } from './Switch'
import { guidance } from './Switch.guidance'

const meta = {
  title: 'Design System/Switch',
  parameters: { guidance },
  component: Switch,
  args: { label: '允许转赠', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '允许转赠' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const Playground: Story = {
  args: { size: 'md', disabled: false, defaultChecked: false },
}

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '允许转赠' })).toBeChecked()
  },
}

/** The small size fits table rows; without a visible label it needs an aria-label. */
export const Small: Story = {
  args: { size: 'sm', label: undefined, 'aria-label': '上架状态', defaultChecked: true },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '允许转赠' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

/** Tab reaches it; Space and Enter flip it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const toggle = canvas.getByRole('switch', { name: '允许转赠' })
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).not.toBeChecked()
  },
}
