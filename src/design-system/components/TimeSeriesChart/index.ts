export type { ChartPoint } from './chart-types'
export { preloadTimeSeriesChart, TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart'
