import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { ChevronDownGlyph } from '../../internal/glyphs'
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu'
import { guidance } from './DropdownMenu.guidance'

const actions = { detail: fn(), edit: fn(), offShelf: fn(), burn: fn() }

const items: DropdownMenuEntry[] = [
  { key: 'detail', label: '查看详情', onSelect: actions.detail },
  { key: 'edit', label: '编辑', onSelect: actions.edit },
  { key: 'offShelf', label: '下架', onSelect: actions.offShelf, disabled: true },
  { type: 'separator', key: 'separator' },
  { key: 'burn', label: '销毁', onSelect: actions.burn, danger: true },
]

const meta = {
  title: 'Design System/DropdownMenu',
  parameters: { guidance },
  component: DropdownMenu,
  args: {
    trigger: <Button icon={<ChevronDownGlyph />}>更多操作</Button>,
    items,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof DropdownMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Tab reaches the trigger; Enter opens; arrows move (skipping disabled items); Enter runs the item. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: '更多操作' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await body.findByRole('menu')
    await waitFor(() => expect(body.getByRole('menuitem', { name: '查看详情' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await expect(body.getByRole('menuitem', { name: '编辑' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(body.getByRole('menuitem', { name: '销毁' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(actions.burn).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
    // The button the menu loaded with (the menu's code loads on first use): focus is back on it.
    await expect(canvas.getByRole('button', { name: '更多操作' })).toHaveFocus()
  },
}

export const Playground: Story = {
  args: { side: 'bottom', align: 'start' },
}

/** Escape closes without running anything and returns focus. */
export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: '更多操作' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    await body.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
    await expect(canvas.getByRole('button', { name: '更多操作' })).toHaveFocus()
    await expect(actions.detail).not.toHaveBeenCalled()
  },
}

/** A disabled item is announced as such and cannot be chosen. */
export const DisabledItem: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }))
    const offShelf = await body.findByRole('menuitem', { name: '下架' })
    await expect(offShelf).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(offShelf)
    await expect(actions.offShelf).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument())
  },
}

/** Shown open, to review the look (items, separator, danger item). */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('menu')).toBeInTheDocument()
  },
}
