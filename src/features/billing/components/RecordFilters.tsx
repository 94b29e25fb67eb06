import { useState } from 'react'
import { FilterBar, FormField, Input, Select, type SelectOption } from '@/design-system'
import { useI18n } from '../messages'
import { isDateRangeReversed } from '../date-range'

/** What a records screen filters by; empty strings are "any". */
export interface RecordFilterValues {
  account: string
  type: string
  start: string
  end: string
}

export const noFilters: RecordFilterValues = { account: '', type: '', start: '', end: '' }

export interface RecordFiltersProps {
  /** Shows the account field (records of several accounts). */
  withAccount?: boolean
  /** The type choices; none = no type field. */
  types?: readonly SelectOption[]
  typeLabel?: string
  /** Shows the date range (default true). */
  withDates?: boolean
  onSearch: (filters: RecordFilterValues) => void
}

/** The filter bar of a records screen: account, type, date range; Search and Reset. */
export function RecordFilters({ withAccount, types, typeLabel, withDates = true, onSearch }: RecordFiltersProps) {
  const { messages } = useI18n()
  const t = messages.billing
  const [values, setValues] = useState<RecordFilterValues>(noFilters)
  const reversed = isDateRangeReversed(values)
  const set = (field: keyof RecordFilterValues) => (value: string) => setValues((old) => ({ ...old, [field]: value }))

  const submit = () => {
    if (reversed) return
    onSearch({ ...values, account: values.account.trim() })
  }
  const reset = () => {
    setValues(noFilters)
    onSearch(noFilters)
  }

  return (
    <FilterBar aria-label={t.filters} submitLabel={t.search} resetLabel={t.reset} onSubmit={submit} onReset={reset}>
      {withAccount && (
        <FormField label={t.account}>
          <Input
            value={values.account}
            maxLength={100}
            placeholder={t.accountPlaceholder}
            onChange={(event) => set('account')(event.target.value)}
          />
        </FormField>
      )}
      {types && (
        <FormField label={typeLabel ?? t.type}>
          <Select options={[{ value: '', label: t.allTypes }, ...types]} value={values.type} onChange={set('type')} />
        </FormField>
      )}
      {withDates && (
        <>
          <FormField label={t.startDate}>
            <Input type="date" value={values.start} onChange={(event) => set('start')(event.target.value)} />
          </FormField>
          <FormField label={t.endDate} error={reversed ? t.dateOrder : undefined}>
            <Input
              type="date"
              value={values.end}
              invalid={reversed}
              onChange={(event) => set('end')(event.target.value)}
            />
          </FormField>
        </>
      )}
    </FilterBar>
  )
}
