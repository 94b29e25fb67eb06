// The types the chart and its lazily loaded uPlot canvas share (a module of their own, so neither imports the other).

export interface ChartPoint {
  /** The x-axis label of the point (a period: `2026-11-23`). */
  label: string
  value: number
}

export interface ChartColors {
  line: string
  fill: string
  axis: string
  grid: string
  text: string
}
