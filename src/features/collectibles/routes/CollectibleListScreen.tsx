import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ManagedCollectible } from '@/api/nft'
import type { BusinessType } from '@/api/primitives'
import { Button, Card, Pagination, Stack, type RowKey } from '@/design-system'
import { useI18n } from '../messages'
import { useCollectibleList } from '../api/collectible-reads'
import { CollectibleFiltersForm } from '../components/CollectibleFiltersForm'
import { CollectiblesTable, holdingKey } from '../components/CollectiblesTable'
import { ExportCsvButton } from '../components/ExportCsvButton'
import { LoadFailure } from '../components/LoadFailure'
import {
  hasFilters,
  isVirtualPage,
  listQueryString,
  listRequest,
  LIST_PAGE_SIZES,
  readListQuery,
  type ListQuery,
} from '../list-query'
import { CsvBatchAction } from '../batch'
import { MintAction, SelectionActions, type CollectiblesSide } from '../operations'
import { screenOf } from '../screens'

export interface CollectibleListScreenProps {
  businessType: BusinessType
  side: CollectiblesSide
}

/**
 * A list of collectibles (product-spec §2; issue 12 items 1, 2, 6, 8): the platform's own, or for the operator
 * every platform's and user's. Filters, order and page live in the URL and are applied by the server; rows
 * selected on any page stay selected until the filters change or an operation on them finishes.
 */
export function CollectibleListScreen({ businessType, side }: CollectibleListScreenProps) {
  const t = useI18n().messages.collectibles
  const screen = screenOf(businessType, side)
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const query = useMemo(() => readListQuery(new URLSearchParams(search), side), [search, side])
  const request = useMemo(() => listRequest(query), [query])
  const list = useCollectibleList(businessType, { ...request, current: query.current, size: query.size })
  const [selected, setSelected] = useState<ReadonlyMap<string, ManagedCollectible>>(new Map())

  function go(next: ListQuery) {
    setParams(listQueryString(next))
  }

  function select(keys: RowKey[], rowsOnPage: ManagedCollectible[]) {
    const wanted = new Set(keys.map(String))
    const next = new Map([...selected].filter(([key]) => wanted.has(key)))
    for (const row of rowsOnPage) if (wanted.has(holdingKey(row))) next.set(holdingKey(row), row)
    setSelected(next)
  }

  const clearSelection = () => setSelected(new Map())
  const total = list.data?.total ?? 0
  // Past a stretch beyond the page the server counts no further: the total is then a lower bound.
  const totalCapped = list.data?.total_capped === true

  return (
    <Stack gap={6}>
      <Card title={t.filters}>
        <CollectibleFiltersForm
          side={side}
          filters={query.filters}
          sort={query.sort}
          onApply={(filters, sort) => {
            clearSelection()
            go({ ...query, filters, sort, current: 1 })
          }}
        />
      </Card>
      <Card
        title={t.listTitle}
        extra={
          <Stack direction="horizontal" gap={3} align="center" wrap>
            {side === 'platform' && (
              <>
                <MintAction businessType={businessType} />
                <CsvBatchAction businessType={businessType} kind="mint" />
                <CsvBatchAction businessType={businessType} kind="transfer" />
              </>
            )}
            <ExportCsvButton
              businessType={businessType}
              side={side}
              request={request}
              total={total}
              totalCapped={totalCapped}
            />
          </Stack>
        }
      >
        <Stack gap={4}>
          {selected.size > 0 && (
            <Stack direction="horizontal" gap={3} align="center" wrap>
              <span role="status">{t.selected.replace('{count}', String(selected.size))}</span>
              <SelectionActions
                selected={[...selected.values()]}
                businessType={businessType}
                side={side}
                onDone={clearSelection}
              />
              <Button size="sm" variant="link" onClick={clearSelection}>
                {t.clearSelection}
              </Button>
            </Stack>
          )}
          {list.isError ? (
            <LoadFailure error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
          ) : (
            <CollectiblesTable
              screen={screen}
              rows={list.data?.list ?? []}
              loading={list.isFetching}
              emptyText={hasFilters(query.filters) ? t.emptyFiltered : t.emptyList}
              selectedKeys={[...selected.keys()]}
              onSelectionChange={select}
              virtual={isVirtualPage(query.size)}
            />
          )}
          <Stack direction="horizontal" justify="end">
            <Pagination
              total={total}
              current={query.current}
              pageSize={query.size}
              pageSizeOptions={LIST_PAGE_SIZES}
              showTotal
              totalText={totalCapped ? t.totalAtLeast.replace('{total}', String(total)) : undefined}
              showSizeChanger
              showQuickJumper
              disabled={list.isFetching}
              onChange={(current, size) => go({ ...query, current: size === query.size ? current : 1, size })}
            />
          </Stack>
        </Stack>
      </Card>
    </Stack>
  )
}
