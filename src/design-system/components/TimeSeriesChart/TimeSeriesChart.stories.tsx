import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TimeSeriesChart } from './TimeSeriesChart'
import { guidance } from './TimeSeriesChart.guidance'

const points = Array.from({ length: 14 }, (_, index) => ({
  label: `2026-11-${String(index + 10).padStart(2, '0')}`,
  value: [3, 5, 2, 8, 13, 7, 4, 9, 11, 6, 2, 0, 5, 10][index] ?? 0,
}))

const meta = {
  title: 'Design System/TimeSeriesChart',
  parameters: { guidance },
  component: TimeSeriesChart,
  args: {
    title: '创建藏品趋势（按日）',
    summary: '创建藏品：共 85，最高 13（2026-11-14）',
    seriesLabel: '创建藏品',
    points,
    loadingLabel: '图表加载中',
  },
} satisfies Meta<typeof TimeSeriesChart>

export default meta
type Story = StoryObj<typeof meta>

/** A series over days: the canvas is an image named by the title and described by the summary. */
export const Daily: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^创建藏品趋势（按日）\. 创建藏品：共 85/ })).toBeVisible()
  },
}

/** All zeros: a flat line, still named. */
export const Flat: Story = {
  args: { points: points.map((point) => ({ ...point, value: 0 })), summary: '创建藏品：共 0，最高 0（-）' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /共 0/ })).toBeVisible()
  },
}

/** Theme colours in dark mode. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^创建藏品趋势/ })).toBeVisible()
  },
}
