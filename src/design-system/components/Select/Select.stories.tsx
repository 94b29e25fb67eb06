import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Select, type SelectOption } from './Select'
import { guidance } from './Select.guidance'

const statusOptions: SelectOption[] = [
  { value: 'onSale', label: '在售' },
  { value: 'offShelf', label: '已下架' },
  { value: 'pending', label: '待审核' },
  { value: 'burned', label: '已销毁', disabled: true },
]

const meta = {
  title: 'Design System/Select',
  parameters: { guidance },
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

/** The browser's own select: Tab reaches it, arrows or the platform's list choose. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '藏品状态' })
    await expect(select).toHaveDisplayValue('请选择')
    await userEvent.tab()
    await expect(select).toHaveFocus()
    await userEvent.selectOptions(select, '已下架')
    await expect(args.onChange).toHaveBeenCalledWith('offShelf')
    await expect(select).toHaveDisplayValue('已下架')
    await expect(select).toHaveFocus()
  },
}

export const Playground: Story = {
  args: { placeholder: '全部状态', size: 'md', invalid: false, disabled: false },
}

/** Disabled options are shown but cannot be chosen; neither can the placeholder. */
export const DisabledOption: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: '已销毁' })).toBeDisabled()
    await expect(canvas.getByRole('option', { name: '请选择' })).toBeDisabled()
  },
}

export const WithValue: Story = {
  args: { defaultValue: 'onSale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '藏品状态' })).toHaveDisplayValue('在售')
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
    await expect(trigger).toHaveDisplayValue('在售')
    await userEvent.click(canvas.getByRole('button', { name: '清空' }))
    await expect(trigger).toHaveDisplayValue('请选择')
  },
}
