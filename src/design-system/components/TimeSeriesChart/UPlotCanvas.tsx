import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartColors, ChartPoint } from './chart-types'

export interface UPlotCanvasProps {
  points: readonly ChartPoint[]
  seriesLabel: string
  height: number
  colors: ChartColors
}

/**
 * The uPlot canvas of a TimeSeriesChart: a module of its own, loaded lazily. The x values are the points'
 * positions and the axis shows their labels, so periods need no time-zone arithmetic here.
 */
export default function UPlotCanvas({ points, seriesLabel, height, colors }: UPlotCanvasProps) {
  const target = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = target.current
    if (!element) return
    const labels = points.map((point) => point.label)
    const axis = {
      stroke: colors.axis,
      grid: { stroke: colors.grid, width: 1 },
      ticks: { stroke: colors.grid, width: 1 },
    }
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        scales: { x: { time: false } },
        // The caption names the series; the page's table gives every value.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: '', value: (_self, index: number | null) => (index === null ? '' : (labels[index] ?? '')) },
          { label: seriesLabel, stroke: colors.line, fill: colors.fill, width: 2, points: { show: true } },
        ],
        axes: [
          {
            ...axis,
            // One label per tick on whole positions only.
            values: (_self, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
          },
          { ...axis, values: (_self, splits) => splits.map((split) => (Number.isInteger(split) ? String(split) : '')) },
        ],
      },
      [points.map((_, index) => index), points.map((point) => point.value)],
      element,
    )
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }))
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.destroy()
    }
  }, [points, seriesLabel, height, colors.line, colors.fill, colors.axis, colors.grid])

  return <div ref={target} style={{ color: colors.text }} />
}
