import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { NumberInput } from './NumberInput'
import { guidance } from './NumberInput.guidance'

const meta = {
  title: 'Design System/NumberInput',
  parameters: { guidance },
  component: NumberInput,
  args: { 'aria-label': '发行数量', defaultValue: '1', min: 1, max: 10000, step: 1, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    min: { control: 'text' },
    max: { control: 'text' },
    step: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>

export default meta
type Story = StoryObj<typeof meta>

/** ArrowUp/ArrowDown step; the buttons do the same with the mouse. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: '发行数量' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(input).toHaveValue('3')
    await userEvent.click(canvas.getByRole('button', { name: '减少' }))
    await expect(input).toHaveValue('2')
    await expect(args.onChange).toHaveBeenLastCalledWith('2')
  },
}

export const Playground: Story = {
  args: { size: 'md', invalid: false, disabled: false, allowDecimal: false },
}

/** At the bounds the matching button is disabled and the keys stop. */
export const Bounds: Story = {
  args: { defaultValue: '10000' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '发行数量' })
    await expect(canvas.getByRole('button', { name: '增加' })).toBeDisabled()
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('10000')
    await userEvent.keyboard('{Home}')
    await expect(input).toHaveValue('1')
    await expect(canvas.getByRole('button', { name: '减少' })).toBeDisabled()
  },
}

/** Decimal steps stay exact (no 0.30000000000000004). */
export const Decimal: Story = {
  args: { 'aria-label': '售价', defaultValue: '0.1', min: 0, max: undefined, step: '0.1' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '售价' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(input).toHaveValue('0.3')
  },
}

/** Values beyond 2^53 (asset ids, smallest-unit amounts) stay exact strings. */
export const BigNumber: Story = {
  args: { 'aria-label': '资产 ID', defaultValue: '18446744073709551614', min: 0, max: '18446744073709551615' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '资产 ID' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    await expect(input).toHaveValue('18446744073709551615')
  },
}

/** Controlled by a parent, which receives strings. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState('5')
    return (
      <>
        <NumberInput {...args} value={value} onChange={setValue} />
        <p>当前值：{value || '（空）'}</p>
      </>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: '发行数量' }))
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByText('当前值：4')).toBeInTheDocument()
  },
}

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: '发行数量' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: '发行数量' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '增加' })).toBeDisabled()
  },
}

/** Tab reaches the field (the step buttons stay out of the tab order: the arrows do their job). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const input = canvas.getByRole('spinbutton', { name: '发行数量' })
    await expect(input).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect(input).toHaveValue('10000')
    await userEvent.keyboard('{ArrowDown}')
    await expect(input).toHaveValue('9999')
    await userEvent.tab()
    await expect(input).not.toHaveFocus()
  },
}
