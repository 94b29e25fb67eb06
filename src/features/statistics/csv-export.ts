import type { BreakdownRow, SeriesPoint } from '@/api/statistics'

/**
 * The series and its breakdown as one CSV file: two tables one after the other, the breakdown's keys as the
 * page's table shows them (`keyLabel`: a function by its name in the UI's language). The CSV code loads on click.
 */
export async function exportSeriesCsv(options: {
  fileName: string
  headers: { period: string; value: string; key: string }
  series: readonly SeriesPoint[]
  breakdown: readonly BreakdownRow[]
  keyLabel: (key: string) => string
}): Promise<void> {
  const { toCsv, csvFile, downloadFile } = await import('@/lib/csv')
  const { headers } = options
  const seriesCsv = toCsv(
    [
      { header: headers.period, value: (row: SeriesPoint) => row.period },
      { header: headers.value, value: (row: SeriesPoint) => row.value },
    ],
    options.series,
  )
  const breakdownCsv = toCsv(
    [
      { header: headers.key, value: (row: BreakdownRow) => options.keyLabel(row.key) },
      { header: headers.value, value: (row: BreakdownRow) => row.value },
    ],
    options.breakdown,
  )
  downloadFile(csvFile([seriesCsv, '', breakdownCsv]), options.fileName)
}
