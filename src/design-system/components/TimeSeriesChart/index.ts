export { preloadTimeSeriesChart, TimeSeriesChart, type ChartPoint, type TimeSeriesChartProps } from './TimeSeriesChart'
