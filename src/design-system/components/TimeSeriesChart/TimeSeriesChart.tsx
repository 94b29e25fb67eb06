import { lazy, Suspense } from 'react'
import styled, { useTheme } from 'styled-components'
import { Skeleton } from '../Skeleton'
import type { ChartColors, ChartPoint } from './chart-types'

export interface TimeSeriesChartProps {
  /** The chart's accessible name (also its visible caption). */
  title: string
  /** A sentence saying what the chart shows (total, highest point), read by screen readers. */
  summary: string
  /** The series' name in the legend. */
  seriesLabel: string
  points: readonly ChartPoint[]
  /** Plot height in px. */
  height?: number
  /** Shown while the chart code loads (the page's table carries the same figures meanwhile). */
  loadingLabel: string
  className?: string
}

// uPlot and its styles load with the first chart: pages without one never download them.
const loadCanvas = () => import('./UPlotCanvas')
const UPlotCanvas = lazy(loadCanvas)

/** Starts loading the chart code before the data arrives (a page with a chart calls it on mount). */
export function preloadTimeSeriesChart(): void {
  void loadCanvas()
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
`

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`

/**
 * A line chart of one series over periods, in the theme's colours (light and dark). The canvas is an image
 * named by `title` and described by `summary`; the figures themselves belong in a table next to it (the
 * accessible fallback), which the page renders.
 */
export function TimeSeriesChart({
  title,
  summary,
  seriesLabel,
  points,
  height = 260,
  loadingLabel,
  className,
}: TimeSeriesChartProps) {
  const theme = useTheme()
  const colors: ChartColors = {
    line: theme.colors.primary,
    fill: theme.colors.primarySubtle,
    axis: theme.colors.textMuted,
    grid: theme.colors.border,
    text: theme.colors.text,
  }
  return (
    <Figure className={className}>
      <Caption>{title}</Caption>
      <div role="img" aria-label={`${title}. ${summary}`} style={{ minHeight: height }}>
        <Suspense fallback={<Skeleton lines={4} aria-label={loadingLabel} />}>
          <UPlotCanvas points={points} seriesLabel={seriesLabel} height={height} colors={colors} />
        </Suspense>
      </div>
    </Figure>
  )
}
