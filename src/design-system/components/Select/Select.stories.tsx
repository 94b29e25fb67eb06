import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Select, type SelectOption } from './Select'

const statusOptions: SelectOption[] = [
  { value: 'onSale', label: '在售' },
  { value: 'offShelf', label: '已下架' },
  { value: 'pending', label: '待审核' },
  { value: 'burned', label: '已销毁', disabled: true },
]

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { 'aria-label': '藏品状态', options: statusOptions, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

/** Enter opens the list, arrows move, Enter chooses; the list is portalled to the body. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('combobox', { name: '藏品状态' })
    await expect(trigger).toHaveTextContent('请选择')
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await body.findByRole('listbox')
    await waitFor(() => expect(body.getByRole('option', { name: '在售' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('offShelf')
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('已下架')
    await expect(trigger).toHaveFocus()
  },
}

export const Playground: Story = {
  args: { placeholder: '全部状态', size: 'md', invalid: false, disabled: false },
}

/** Escape closes the list without changing the value. */
export const EscapeCloses: Story = {
  args: { defaultValue: 'pending' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('combobox', { name: '藏品状态' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    await body.findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('待审核')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Disabled options are shown but skipped. */
export const DisabledOption: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('combobox', { name: '藏品状态' }))
    await expect(await body.findByRole('option', { name: '已销毁' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument())
  },
}

export const WithValue: Story = {
  args: { defaultValue: 'onSale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '藏品状态' })).toHaveTextContent('在售')
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '藏品状态' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'onSale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '藏品状态' })).toBeDisabled()
  },
}

/** Controlled: the parent owns the value and can clear it back to the placeholder. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('onSale')
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Select {...args} value={value} onChange={setValue} />
        <button type="button" onClick={() => setValue('')}>
          清空
        </button>
      </div>
    )
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: '藏品状态' })
    await expect(trigger).toHaveTextContent('在售')
    await userEvent.click(canvas.getByRole('button', { name: '清空' }))
    await expect(trigger).toHaveTextContent('请选择')
  },
}
