import { forwardRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import type { ControlSize } from '../../tokens'
import { useDesignSystemStrings } from '../../provider'
import { ChevronDownGlyph, ChevronUpGlyph } from '../../internal/glyphs'
import { InputBox } from '../Input/Input'
import { useFormFieldControl } from '../FormField/form-field-context'
import {
  addDecimal,
  clampDecimal,
  compareDecimal,
  isDecimal,
  isPartialDecimal,
  negateDecimal,
  normalizeDecimal,
  numberToDecimal,
} from './decimal'

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
>

export interface NumberInputProps extends NativeInputProps {
  /**
   * The value as a decimal string ("" when empty), so numbers beyond 2^53 and long decimals stay exact.
   * Controlled when set.
   */
  value?: string
  /** Initial value when uncontrolled. */
  defaultValue?: string
  /** Called with the new string value on typing (partial entries such as "1." included), stepping and blur. */
  onChange?: (value: string) => void
  /** Lowest allowed value; a string keeps big values exact. Negative input is refused when min ≥ 0. */
  min?: number | string
  /** Highest allowed value; a string keeps big values exact. */
  max?: number | string
  /** Amount added by the buttons and the arrow keys. Decimals are refused when step and min/max are whole numbers, unless `allowDecimal`. */
  step?: number | string
  /** Accept decimals even with a whole-number step. */
  allowDecimal?: boolean
  /** Height and text size, matching Button sizes. */
  size?: ControlSize
  /** Marks the value as wrong: red border and `aria-invalid`. */
  invalid?: boolean
}

const Field = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Steppers = styled.span`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  margin-inline-end: -${({ theme }) => theme.space[3]};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
`

const StepButton = styled.button`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`

const hasFraction = (text: string | undefined) => text !== undefined && text.includes('.')

/**
 * A numeric field with increase/decrease buttons; ArrowUp/ArrowDown step, Home/End jump to min/max.
 * The value stays a string so big integers (token ids, amounts in smallest units) are never rounded.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    value,
    defaultValue = '',
    onChange,
    min,
    max,
    step = 1,
    allowDecimal,
    size = 'md',
    invalid,
    disabled,
    readOnly,
    id,
    className,
    style,
    onKeyDown,
    onBlur,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
    ...rest
  },
  ref,
) {
  const strings = useDesignSystemStrings()
  const control = useFormFieldControl({
    id,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
  })
  const [innerValue, setInnerValue] = useState(defaultValue)
  const current = value ?? innerValue

  const minText = min === undefined ? undefined : numberToDecimal(min)
  const maxText = max === undefined ? undefined : numberToDecimal(max)
  const stepText = numberToDecimal(step)
  const allowNegative = minText === undefined || compareDecimal(minText, '0') < 0
  const allowFraction = allowDecimal ?? (hasFraction(stepText) || hasFraction(minText) || hasFraction(maxText))
  const interactive = !disabled && !readOnly

  const commit = (next: string) => {
    if (value === undefined) setInnerValue(next)
    if (next !== current) onChange?.(next)
  }

  const normalized = normalizeDecimal(current)

  const stepBy = (direction: 1 | -1) => {
    const delta = direction === 1 ? stepText : negateDecimal(stepText)
    // From an empty field the first step lands on min (or on one step from zero).
    const moved = normalized === '' ? (minText ?? delta) : addDecimal(normalized, delta)
    commit(clampDecimal(moved, minText, maxText))
  }

  const atMax = maxText !== undefined && normalized !== '' && compareDecimal(normalized, maxText) >= 0
  const atMin = minText !== undefined && normalized !== '' && compareDecimal(normalized, minText) <= 0

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || !interactive) return
    const actions: Record<string, (() => void) | undefined> = {
      ArrowUp: () => stepBy(1),
      ArrowDown: () => stepBy(-1),
      Home: minText === undefined ? undefined : () => commit(minText),
      End: maxText === undefined ? undefined : () => commit(maxText),
    }
    const action = actions[event.key]
    if (action) {
      event.preventDefault()
      action()
    }
  }

  return (
    <InputBox
      className={className}
      style={style}
      $size={size}
      data-invalid={control['aria-invalid']}
      data-disabled={disabled || undefined}
    >
      <Field
        ref={ref}
        type="text"
        inputMode={allowFraction ? 'decimal' : 'numeric'}
        role="spinbutton"
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        aria-valuemin={minText === undefined ? undefined : Number(minText)}
        aria-valuemax={maxText === undefined ? undefined : Number(maxText)}
        aria-valuenow={isDecimal(normalized) ? Number(normalized) : undefined}
        // The exact text, since aria-valuenow is a float and may round big values.
        aria-valuetext={current || undefined}
        {...control}
        {...rest}
        value={current}
        onChange={(event) => {
          const next = event.target.value.trim()
          if (isPartialDecimal(next, allowNegative, allowFraction)) commit(next)
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          const finished = normalizeDecimal(current)
          commit(finished === '' ? '' : clampDecimal(finished, minText, maxText))
          onBlur?.(event)
        }}
      />
      <Steppers>
        <StepButton
          type="button"
          tabIndex={-1}
          aria-label={strings.increase}
          disabled={!interactive || atMax}
          // Keep focus where it is: the buttons are for the mouse, the keyboard has the arrows.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => stepBy(1)}
        >
          <ChevronUpGlyph />
        </StepButton>
        <StepButton
          type="button"
          tabIndex={-1}
          aria-label={strings.decrease}
          disabled={!interactive || atMin}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => stepBy(-1)}
        >
          <ChevronDownGlyph />
        </StepButton>
      </Steppers>
    </InputBox>
  )
})
