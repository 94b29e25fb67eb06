import { useState } from 'react'
import { type DateInput, FilterBar, FormField, Input, Select, type SelectOption } from '@/design-system'
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
  /**
   * The date range's field and check (the design system's DateInput and isApiDate); none = no date range. Given
   * by the screens with dates, so the others load neither.
   */
  dates?: { Field: typeof DateInput; isDate: (value: string) => boolean }
  onSearch: (filters: RecordFilterValues) => void
}

/** The filter bar of a records screen: account, type, date range; Search and Reset. */
export function RecordFilters({ withAccount, types, typeLabel, dates, onSearch }: RecordFiltersProps) {
  const { messages } = useI18n()
  const t = messages.billing
  const [values, setValues] = useState<RecordFilterValues>(noFilters)
  // A date still being typed is judged on Search, not at every keystroke.
  const [checked, setChecked] = useState(false)
  const reversed = isDateRangeReversed(values)
  // Typed text that is not a whole real date: the form says so instead of searching without it.
  const unreadable = (value: string) => value !== '' && dates?.isDate(value) === false
  const set = (field: keyof RecordFilterValues) => (value: string) => setValues((old) => ({ ...old, [field]: value }))

  const submit = () => {
    setChecked(true)
    if (reversed || unreadable(values.start) || unreadable(values.end)) return
    onSearch({ ...values, account: values.account.trim() })
  }
  const reset = () => {
    setValues(noFilters)
    setChecked(false)
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
      {dates && (
        <>
          <FormField label={t.startDate} error={checked && unreadable(values.start) ? t.dateInvalid : undefined}>
            <dates.Field value={values.start} onChange={set('start')} />
          </FormField>
          <FormField
            label={t.endDate}
            error={checked && unreadable(values.end) ? t.dateInvalid : reversed ? t.dateOrder : undefined}
          >
            <dates.Field value={values.end} onChange={set('end')} />
          </FormField>
        </>
      )}
    </FilterBar>
  )
}
