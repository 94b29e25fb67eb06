import { fillTemplate } from '@/lib/i18n/fill-template'
import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { Link } from '@/lib/navigation/Link'
import {
  GRANULARITIES,
  STATISTICS_DATA_TYPES,
  statisticsDataType,
  type BreakdownRow,
  type Granularity,
  type SeriesPoint,
} from '@/api/statistics'
import {
  Alert,
  Button,
  Card,
  Result,
  Skeleton,
  Stack,
  Table,
  Tabs,
  TimeSeriesChart,
  preloadTimeSeriesChart,
  type TableColumn,
} from '@/design-system'
import { useI18n } from '../messages'
import { useStatisticsSeries } from '../api/statistics-queries'
import { exportSeriesCsv } from '../csv-export'
import { breakdownLabel } from '../labels'

/**
 * `/admin-statistics-detail/{dataType}`: one figure of the home page over days, weeks or months — a chart
 * (loaded with this route only), the table behind it, a breakdown by platform or function, and CSV export.
 */
export default function StatisticsDetailPage() {
  const { messages } = useI18n()
  const t = messages.statistics
  const parsed = statisticsDataType.safeParse(useParams().dataType)
  const dataType = parsed.success ? parsed.data : null
  const [granularity, setGranularity] = useState<Granularity>('day')
  const series = useStatisticsSeries(dataType, granularity)
  // The chart's code loads while the figures are fetched, not after.
  useEffect(preloadTimeSeriesChart, [])

  const points = useMemo(
    () => (series.data?.series ?? []).map((point) => ({ label: point.period, value: Number(point.value) })),
    [series.data],
  )

  if (dataType === null)
    return (
      <Result
        status={404}
        title={t.unknownDataType}
        headingLevel={2}
        extra={
          <Stack direction="horizontal" gap={4} wrap>
            {STATISTICS_DATA_TYPES.map((type) => (
              <Link key={type} to={`/admin-statistics-detail/${type}`}>
                {t.dataTypes[type]}
              </Link>
            ))}
          </Stack>
        }
      />
    )

  const name = t.dataTypes[dataType]
  const granularityLabel = t[granularity]
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const highest = points.reduce<{ label: string; value: number } | null>(
    (best, point) => (best === null || point.value > best.value ? point : best),
    null,
  )
  const breakdownBy = series.data?.breakdown_by ?? (dataType === 'points-consumed' ? 'function' : 'platform')
  const seriesColumns: TableColumn<SeriesPoint>[] = [
    { key: 'period', title: t.period },
    { key: 'value', title: name, align: 'right' },
  ]
  const breakdownColumns: TableColumn<BreakdownRow>[] = [
    {
      key: 'key',
      title: breakdownBy === 'function' ? t.function : t.platform,
      render: (row) => breakdownLabel(messages, breakdownBy, row.key),
    },
    { key: 'value', title: name, align: 'right' },
  ]

  const content = (
    <Stack gap={5}>
      {series.isError ? (
        <Alert
          type="error"
          title={t.loadFailed}
          action={
            <Button size="sm" variant="link" onClick={() => void series.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : series.isPending ? (
        <Skeleton lines={6} aria-label={t.chartLoading} />
      ) : (
        <TimeSeriesChart
          title={fillTemplate(t.chartTitle, { name, granularity: granularityLabel })}
          summary={fillTemplate(t.chartSummary, {
            name,
            total,
            max: highest?.value ?? 0,
            maxPeriod: highest?.label ?? '-',
          })}
          seriesLabel={name}
          points={points}
          loadingLabel={t.chartLoading}
        />
      )}
      <Stack direction="horizontal" gap={5} wrap align="start">
        <Table
          caption={fillTemplate(t.seriesTable, { name })}
          columns={seriesColumns}
          data={series.data?.series ?? []}
          rowKey="period"
          loading={series.isPending}
          maxHeight={360}
          stickyHeader
        />
        <Table
          caption={breakdownBy === 'function' ? t.breakdownByFunction : t.breakdownByPlatform}
          columns={breakdownColumns}
          data={series.data?.breakdown ?? []}
          rowKey="key"
          loading={series.isPending}
        />
      </Stack>
    </Stack>
  )

  return (
    <Card
      title={name}
      headingLevel={2}
      extra={
        <Button
          size="sm"
          disabled={!series.isSuccess}
          onClick={() => {
            if (!series.data) return
            void exportSeriesCsv({
              fileName: `${dataType}-${granularity}.csv`,
              headers: { period: t.period, value: name, key: breakdownBy === 'function' ? t.function : t.platform },
              series: series.data.series,
              breakdown: series.data.breakdown,
              keyLabel: (key) => breakdownLabel(messages, breakdownBy, key),
            })
          }}
        >
          {t.exportCsv}
        </Button>
      }
    >
      <Tabs
        aria-label={t.granularity}
        value={granularity}
        onValueChange={(value) => setGranularity(value as Granularity)}
        items={GRANULARITIES.map((value) => ({
          value,
          label: t[value],
          content: value === granularity ? content : null,
        }))}
      />
    </Card>
  )
}
