import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Checkbox } from './Checkbox'
import { guidance } from './Checkbox.guidance'

const meta = {
  title: 'Design System/Checkbox',
  parameters: { guidance },
  component: Checkbox,
  args: { label: '记住账号', onCheckedChange: fn() },
  argTypes: { checked: { control: 'inline-radio', options: [false, true, 'indeterminate'] } },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '记住账号' })
    await userEvent.click(canvas.getByText('记住账号'))
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true)
  },
}

export const Playground: Story = {
  args: { disabled: false, invalid: false },
}

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '记住账号' })).toBeChecked()
  },
}

/** "Select all" in a table header: mixed while some rows are selected; clicking selects all. */
export const Indeterminate: Story = {
  args: { label: undefined },
  render: function SelectAllStory(args) {
    const rows = ['藏品 #1', '藏品 #2', '藏品 #3']
    const [selected, setSelected] = useState<string[]>(['藏品 #1'])
    const allState = selected.length === 0 ? false : selected.length === rows.length ? true : 'indeterminate'
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          {...args}
          aria-label="全选"
          checked={allState}
          onCheckedChange={(checked) => setSelected(checked ? rows : [])}
        />
        {rows.map((row) => (
          <Checkbox
            key={row}
            label={row}
            checked={selected.includes(row)}
            onCheckedChange={(checked) =>
              setSelected((current) => (checked ? [...current, row] : current.filter((item) => item !== row)))
            }
          />
        ))}
      </div>
    )
  },
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: '全选' })
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.click(selectAll)
    await expect(selectAll).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: '藏品 #3' })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: '藏品 #2' }))
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed')
    // Leave it in the mixed state, as the story's name says.
  },
}

export const Invalid: Story = {
  args: { label: '我已阅读并同意《用户协议》', invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '我已阅读并同意《用户协议》' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: '记住账号' })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

/** Tab reaches it; Space toggles it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const box = canvas.getByRole('checkbox', { name: '记住账号' })
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
  },
}
