import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { CheckboxGrid, type CheckboxGridProps } from './CheckboxGrid'
import { guidance } from './CheckboxGrid.guidance'

const rows = ['mint', 'transfer', 'burn'].map((key) => ({ key, label: key }))
const columns = ['a1', 'a2', 'b1', 'b2'].map((key) => ({ key, label: key.endsWith('1') ? 'Single' : 'Multi' }))
const saved = new Set(['mint:a1', 'transfer:b2'])

/** A stateful host: toggles flip a set, and cells that differ from `saved` are marked. */
function Host(props: Pick<CheckboxGridProps, 'onToggle' | 'disabled'>) {
  const [checked, setChecked] = useState(new Set(saved))
  return (
    <CheckboxGrid
      label="Permissions"
      cornerLabel="Function"
      rows={rows}
      columns={columns}
      columnGroups={[
        { label: 'Platform', span: 2 },
        { label: 'Consumer', span: 2 },
      ]}
      isChecked={(row, column) => checked.has(`${row}:${column}`)}
      isChanged={(row, column) => checked.has(`${row}:${column}`) !== saved.has(`${row}:${column}`)}
      cellLabel={(row, column) => `${column} ${row}`}
      onToggle={(row, column) => {
        props.onToggle(row, column)
        setChecked((current) => {
          const next = new Set(current)
          const key = `${row}:${column}`
          if (!next.delete(key)) next.add(key)
          return next
        })
      }}
      {...(props.disabled ? { disabled: true } : {})}
    />
  )
}

const meta = {
  title: 'Design System/CheckboxGrid',
  parameters: { guidance },
  component: Host,
  args: { onToggle: fn() },
} satisfies Meta<typeof Host>

export default meta
type Story = StoryObj<typeof meta>

/** Each cell is a named checkbox showing its value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Permissions' })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'a1 mint' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'a2 mint' })).not.toBeChecked()
    await expect(canvas.getAllByRole('columnheader', { name: 'Platform' })).toHaveLength(1)
  },
}

/** One tab stop; arrow keys move, Space toggles the focused cell, which is then marked as changed. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox', { name: 'a1 mint' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowDown}')
    const target = canvas.getByRole('checkbox', { name: 'a2 transfer' })
    await expect(target).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(target).toBeChecked()
    await expect(args.onToggle).toHaveBeenCalledWith('transfer', 'a2')
    await expect(target.closest('td')).toHaveAttribute('data-changed')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('checkbox', { name: 'b2 transfer' })).toHaveFocus()
    await userEvent.tab()
    await expect(document.activeElement?.getAttribute('role')).not.toBe('checkbox')
  },
}

/** While sending, nothing can be changed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled()
  },
}

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'a1 mint' })).toBeChecked()
  },
}
