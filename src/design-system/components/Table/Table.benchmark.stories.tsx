import { useMemo, useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { sampleCollectibles } from './table-fixtures'
import { TableFirstFrame } from './TableFirstFrame'

const rowCount = 10_000

function BenchmarkHarness() {
  const rows = useMemo(() => sampleCollectibles(rowCount), [])
  const [run, setRun] = useState(0)
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div>
        <Button onClick={() => setRun((current) => current + 1)}>重新测量</Button>
      </div>
      {/* A new key remounts the harness, so every run measures a first render. */}
      <TableFirstFrame key={run} rows={rows} />
    </div>
  )
}

const meta = {
  title: 'Design System/Table/Benchmark',
  component: TableFirstFrame,
  args: { rows: [] },
  parameters: { controls: { disable: true } },
  render: () => <BenchmarkHarness />,
} satisfies Meta<typeof TableFirstFrame>

export default meta
type Story = StoryObj<typeof meta>

/**
 * 10,000 virtual rows; the time from render start to the first frame after mount is shown above the table.
 * Named `Benchmark` so the visual snapshot run skips it: the figure changes on every run.
 */
export const Benchmark: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByTestId('first-frame')
    await waitFor(() => expect(figure.textContent).toMatch(/^table 10000 rows first frame: \d+(\.\d)? ms$/))
    const table = canvas.getByRole('table', { name: '10000 条藏品' })
    await expect(table).toHaveAttribute('aria-rowcount', '10001')
    await expect(within(table).getByText('100000')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重新测量' }))
    await waitFor(() => expect(canvas.getByTestId('first-frame').textContent).toMatch(/first frame: \d+(\.\d)? ms$/))
  },
}
