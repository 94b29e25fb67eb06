import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Button } from '../Button'
import { ProgressBar } from './ProgressBar'
import { guidance } from './ProgressBar.guidance'

const meta = {
  title: 'Design System/ProgressBar',
  parameters: { guidance },
  component: ProgressBar,
  args: { value: 40, label: '上链进度' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'success', 'danger'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '上链进度' })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(bar).toHaveAttribute('aria-valuemax', '100')
  },
}

export const Playground: Story = {
  args: { value: 60, max: 100, showValue: true, tone: 'default', thickness: 8 },
}

/** The amount of work is unknown: no aria-valuenow, the bar slides. */
export const Indeterminate: Story = {
  args: { value: null, label: '等待区块确认' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '等待区块确认' })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
  },
}

export const WithValue: Story = {
  args: { value: 75, showValue: true },
}

export const Complete: Story = {
  args: { value: 100, tone: 'success', showValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete')
  },
}

export const Failed: Story = {
  args: { value: 30, tone: 'danger', showValue: true },
}

function Stepper() {
  const [value, setValue] = useState(0)
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <ProgressBar value={value} label="上链进度" showValue />
      <Button onClick={() => setValue((current) => Math.min(100, current + 25))}>前进</Button>
    </div>
  )
}

/** The value follows the work: pressing the button with the keyboard advances it. */
export const Advancing: Story = {
  render: () => <Stepper />,
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '前进' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
  },
}
