import { forwardRef, useState, type KeyboardEvent } from 'react'
import { useDesignSystem } from '../../provider/DesignSystemProvider'
import { Input, type InputProps } from '../Input'
import { addDays, apiDay, datePattern, formatDateValue, isApiDate, readDateText } from './date-format'

export interface DateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The date as the API writes it (`2026-11-27`), '' for none, or text that is not a date yet (shown as typed). */
  value: string
  /**
   * Called on every edit: the API date when the text is a whole real date, '' when emptied, else the text as
   * typed (check it with `isApiDate` before sending; the field's FormField shows the form's error).
   */
  onChange: (value: string) => void
}

/**
 * A date typed in the console's locale (`2026-11-27` in Chinese, `11/27/2026` in English) whatever the browser's
 * language, unlike `<input type="date">`. Its value is always the API's `YYYY-MM-DD`; arrow keys step the day.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, onKeyDown, placeholder, ...rest },
  ref,
) {
  const { locale } = useDesignSystem()
  const [typed, setTyped] = useState<string>()
  const read = (text: string) => readDateText(text, locale) ?? (text.trim() === '' ? '' : text)
  // The user's own text while it still gives the value; else the value in the locale's form (after Reset, a link,
  // a new locale).
  const text = typed !== undefined && read(typed) === value ? typed : formatDateValue(value, locale)

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    event.preventDefault()
    setTyped(undefined)
    onChange(isApiDate(value) ? addDays(value, event.key === 'ArrowUp' ? 1 : -1) : apiDay(new Date()))
  }

  // The placeholder is the format hint (read with the empty field); the form's error names the format again.
  return (
    <Input
      ref={ref}
      {...rest}
      value={text}
      placeholder={placeholder ?? datePattern(locale)}
      autoComplete="off"
      onChange={(event) => {
        setTyped(event.target.value)
        onChange(read(event.target.value))
      }}
      onKeyDown={step}
      onBlur={(event) => {
        // A date typed loosely (`1/5/2026`) is written back in the locale's own form.
        if (isApiDate(value)) setTyped(undefined)
        onBlur?.(event)
      }}
    />
  )
})
