import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { DesignSystemProvider } from '../../provider'
import { FormField } from '../FormField'
import { DateInput, preloadDateInput, type DateInputProps } from './DateInput'
import { guidance } from './DateInput.guidance'
import { datePattern, formatDateValue } from '../../internal/date-text'

function Controlled(props: DateInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <DateInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design System/DateInput',
  parameters: { guidance },
  component: DateInput,
  render: (args) => <Controlled {...args} />,
  args: { 'aria-label': '开始日期', value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>

export default meta
type Story = StoryObj<typeof meta>

/** Typed as the story's locale writes a date (`2026-11-27`, `11/27/2026`); the value is the API's form. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = globals.locale === 'en-US' ? 'en-US' : 'zh-CN'
    const input = canvas.getByRole('textbox', { name: '开始日期' })
    await expect(input).toHaveAttribute('placeholder', datePattern(locale))
    await userEvent.type(input, formatDateValue('2026-11-27', locale))
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-27')
  },
}

export const Filled: Story = { args: { value: '2026-11-27' } }

export const Invalid: Story = {
  render: (args) => (
    <FormField label="结束日期" error="请输入有效日期，格式为 YYYY-MM-DD">
      <Controlled {...args} aria-label={undefined} value="2026-02-30" />
    </FormField>
  ),
}

/**
 * The same field in an English console: month, day, year, whatever the browser's language. The arrow keys step
 * the day once the field's parsing code has loaded (with its first hover or focus).
 */
export const English: Story = {
  args: { 'aria-label': 'Start date', value: '2026-11-27' },
  decorators: [
    (Story) => (
      <DesignSystemProvider locale="en-US" withGlobalStyle={false}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' })
    await expect(input).toHaveValue('11/27/2026')
    await userEvent.click(input)
    await preloadDateInput()
    await userEvent.keyboard('{ArrowUp}')
    await expect(input).toHaveValue('11/28/2026')
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-28')
  },
}
