import { forwardRef, useEffect, useState, type KeyboardEvent } from 'react'
import { useDesignSystem } from '../../provider/DesignSystemProvider'
import { datePattern, formatDateValue, isApiDate, readDateText } from '../../internal/date-text'
import { Input, type InputProps } from '../Input'
import type * as DateFormat from './date-format'

export interface DateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The date as the API writes it (`2026-11-27`), '' for none, or text that is not a date yet (shown as typed). */
  value: string
  /**
   * Called on every edit: the API date when the text is a whole real date, '' when emptied, else the text as
   * typed (check it with `isApiDate` before sending; the field's FormField shows the form's error).
   */
  onChange: (value: string) => void
}

type Parsing = typeof DateFormat

// Loose typing (`1/5/2026`) and the arrow keys load with a field's first hover or focus: a page's first render
// carries only the locale's own form.
let parsing: Parsing | undefined
let loading: Promise<Parsing> | undefined

/** Loads what a date field needs once used (loose typing, the arrow keys); resolves when it is there. */
export function preloadDateInput(): Promise<Parsing> {
  loading ??= import('./date-format').then(
    (module) => (parsing = module),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * A date typed in the console's locale (`2026-11-27` in Chinese, `11/27/2026` in English) whatever the browser's
 * language, unlike `<input type="date">`. Its value is always the API's `YYYY-MM-DD`; arrow keys step the day.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, onKeyDown, onFocus, onPointerEnter, placeholder, ...rest },
  ref,
) {
  const { locale } = useDesignSystem()
  const [text, setText] = useState(() => formatDateValue(value, locale))
  const [shown, setShown] = useState({ value, locale })
  const [ready, setReady] = useState(parsing !== undefined)
  const read = (typed: string, from = locale) =>
    readDateText(typed, from) ?? parsing?.parseDateText(typed, from) ?? (typed.trim() === '' ? '' : typed)
  // A value set from outside (Reset, a link) or a new locale rewrites the text; the user's own edits keep theirs.
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale })
    if (read(text, shown.locale) !== value || shown.locale !== locale) setText(formatDateValue(value, locale))
  }

  const prepare = () => {
    if (!ready)
      preloadDateInput().then(
        () => setReady(true),
        () => undefined,
      )
  }
  // Text typed loosely before the parsing code arrived is read once it has.
  useEffect(() => {
    if (ready && read(text) !== value) onChange(read(text))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the parsing code arrives
  }, [ready])

  const change = (next: string) => {
    setText(next)
    onChange(read(next))
  }

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || !parsing || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    const next = isApiDate(value) ? parsing.addDays(value, event.key === 'ArrowUp' ? 1 : -1) : parsing.today()
    setText(formatDateValue(next, locale))
    onChange(next)
  }

  // The placeholder is the format hint (read with the empty field); the form's error names the format again.
  return (
    <Input
      ref={ref}
      {...rest}
      value={text}
      placeholder={placeholder ?? datePattern(locale)}
      autoComplete="off"
      onChange={(event) => change(event.target.value)}
      onKeyDown={step}
      onFocus={(event) => {
        prepare()
        onFocus?.(event)
      }}
      onPointerEnter={(event) => {
        prepare()
        onPointerEnter?.(event)
      }}
      onBlur={(event) => {
        // A date typed loosely (`1/5/2026`) is written back in the locale's own form.
        if (isApiDate(value)) setText(formatDateValue(value, locale))
        onBlur?.(event)
      }}
    />
  )
})
