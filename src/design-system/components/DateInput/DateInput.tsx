import { forwardRef, useId, useState, type KeyboardEvent } from 'react'
import { VisuallyHidden } from 'radix-ui'
import { useDesignSystem } from '../../provider/DesignSystemProvider'
import { Input, type InputProps } from '../Input'
import { addDays, datePattern, formatDateValue, isApiDate, parseDateText } from './date-format'

export interface DateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The date as the API writes it (`2026-11-27`), '' for none, or text that is not a date yet (shown as typed). */
  value: string
  /**
   * Called on every edit: the API date when the text is a whole real date, '' when emptied, else the text as
   * typed (check it with `isApiDate` before sending; the field's FormField shows the form's error).
   */
  onChange: (value: string) => void
}

function today(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/**
 * A date typed in the console's locale (`2026-11-27` in Chinese, `11/27/2026` in English) whatever the browser's
 * language, unlike `<input type="date">`. Its value is always the API's `YYYY-MM-DD`; arrow keys step the day.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, onKeyDown, placeholder, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { locale, strings } = useDesignSystem()
  const hintId = `date-hint${useId()}`
  const [text, setText] = useState(() => formatDateValue(value, locale))
  const [shown, setShown] = useState({ value, locale })
  // A value set from outside (Reset, a link) or a new locale rewrites the text; the user's own edits keep theirs.
  if (shown.value !== value || shown.locale !== locale) {
    const own = parseDateText(text, shown.locale) ?? (text.trim() === '' ? '' : text)
    setShown({ value, locale })
    if (own !== value || shown.locale !== locale) setText(formatDateValue(value, locale))
  }

  const change = (next: string) => {
    setText(next)
    const parsed = parseDateText(next, locale)
    onChange(parsed ?? (next.trim() === '' ? '' : next))
  }

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    const next = isApiDate(value) ? addDays(value, event.key === 'ArrowUp' ? 1 : -1) : today()
    setText(formatDateValue(next, locale))
    onChange(next)
  }

  return (
    <>
      <Input
        ref={ref}
        {...rest}
        value={text}
        placeholder={placeholder ?? datePattern(locale)}
        autoComplete="off"
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
        onChange={(event) => change(event.target.value)}
        onKeyDown={step}
        onBlur={(event) => {
          // A date typed loosely (`1/5/2026`) is written back in the locale's own form.
          if (isApiDate(value)) setText(formatDateValue(value, locale))
          onBlur?.(event)
        }}
      />
      <VisuallyHidden.Root id={hintId}>{strings.dateHint(datePattern(locale))}</VisuallyHidden.Root>
    </>
  )
})
