import { useState } from 'react'
import { DateInput, FilterBar, FormField, Input, Select } from '@/design-system'
import { useI18n } from '../messages'
import type { CollectiblesSide } from '../operations'
import { filterProblems } from '../filter-problems'
import { emptyFilters, sameFilters, SORT_CHOICES, type CollectibleFilters, type SortChoice } from '../list-query'

export interface CollectibleFiltersFormProps {
  side: CollectiblesSide
  filters: CollectibleFilters
  sort: SortChoice
  /** Filters are applied on 查询 (or Enter in any field); the order as soon as it is chosen, with what is typed. */
  onApply: (filters: CollectibleFilters, sort: SortChoice) => void
}

/**
 * The list's filters (number, owner, URI text, frozen or not, creation date range; the operator also by
 * platform) and its order. A date range whose start is after its end, or a malformed platform account, is
 * refused here with a message by the field, before the server is asked.
 */
export function CollectibleFiltersForm({ side, filters, sort, onApply }: CollectibleFiltersFormProps) {
  const t = useI18n().messages.collectibles
  const [draft, setDraft] = useState(filters)
  const [shown, setShown] = useState(filters)
  const [checked, setChecked] = useState(false)
  // What this form applied last: when that query arrives, the user may already be typing the next one.
  const [applied, setApplied] = useState<CollectibleFilters | null>(null)
  // A new list query from outside (Back, a link) replaces what was typed; a new order or page keeps it.
  if (shown !== filters) {
    setShown(filters)
    setApplied(null)
    if (!sameFilters(shown, filters) && !(applied && sameFilters(applied, filters))) {
      setDraft(filters)
      setChecked(false)
    }
  }
  const problems = checked ? filterProblems(draft) : {}
  const set = (key: keyof CollectibleFilters) => (value: string) => setDraft({ ...draft, [key]: value })

  /** Applies what is typed with `order`; with a refused field, only a new order (the typing stays). */
  function apply(order: SortChoice) {
    setChecked(true)
    if (Object.keys(filterProblems(draft)).length > 0) {
      if (order !== sort) onApply(filters, order)
      return
    }
    setApplied(draft)
    onApply(draft, order)
  }

  function reset() {
    setDraft(emptyFilters)
    setChecked(false)
    setApplied(emptyFilters)
    onApply(emptyFilters, sort)
  }

  const sortLabels: Record<SortChoice, string> = {
    'create_time:desc': t.sortNewest,
    'create_time:asc': t.sortOldest,
    'nft_id:asc': t.sortNumberAsc,
    'nft_id:desc': t.sortNumberDesc,
  }

  return (
    <FilterBar
      aria-label={t.filters}
      submitLabel={t.query}
      resetLabel={t.reset}
      onSubmit={() => apply(sort)}
      onReset={reset}
    >
      <FormField label={t.nftId}>
        <Input
          value={draft.nft_id}
          inputMode="numeric"
          placeholder={t.nftIdPlaceholder}
          maxLength={64}
          onChange={(event) => set('nft_id')(event.target.value)}
        />
      </FormField>
      <FormField label={t.owner}>
        <Input
          value={draft.owner}
          placeholder={t.ownerPlaceholder}
          maxLength={13}
          onChange={(event) => set('owner')(event.target.value)}
        />
      </FormField>
      <FormField label={t.nftUri}>
        <Input
          value={draft.nft_uri}
          placeholder={t.nftUriPlaceholder}
          maxLength={100}
          onChange={(event) => set('nft_uri')(event.target.value)}
        />
      </FormField>
      <FormField label={t.state}>
        <Select
          value={draft.state === '' ? 'all' : draft.state}
          options={[
            { value: 'all', label: t.stateAll },
            { value: '1', label: t.enabled },
            { value: '2', label: t.frozen },
          ]}
          onChange={(value) => set('state')(value === 'all' ? '' : value)}
        />
      </FormField>
      <FormField label={t.createdFrom} error={problems.start_time ? t[problems.start_time] : undefined}>
        <DateInput value={draft.start_time} onChange={set('start_time')} />
      </FormField>
      <FormField label={t.createdTo} error={problems.end_time ? t[problems.end_time] : undefined}>
        <DateInput value={draft.end_time} onChange={set('end_time')} />
      </FormField>
      {side === 'operator' && (
        <FormField label={t.platform} error={problems.platform ? t[problems.platform] : undefined}>
          <Input
            value={draft.platform}
            placeholder={t.platformPlaceholder}
            maxLength={13}
            onChange={(event) => set('platform')(event.target.value.trim())}
          />
        </FormField>
      )}
      <FormField label={t.sort}>
        <Select
          value={sort}
          options={SORT_CHOICES.map((choice) => ({ value: choice, label: sortLabels[choice] }))}
          onChange={(value) => apply(value as SortChoice)}
        />
      </FormField>
    </FilterBar>
  )
}
