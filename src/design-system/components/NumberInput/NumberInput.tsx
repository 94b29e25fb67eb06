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
  negateDecimal,
  normalizeDecimal,
  numberToDecimal,
} from './decimal'
import { numberProblem } from './number-problem'

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
  /** Called with the text as typed (never rewritten: the form says what is wrong with it) and on stepping. */
  onChange?: (value: string) => void
  /** Lowest allowed value; a string keeps big values exact. A typed value below it is marked invalid, never changed. */
  min?: number | string
  /** Highest allowed value; a string keeps big values exact. A typed value above it is marked invalid, never changed. */
  max?: number | string
  /** Amount added by the buttons and the arrow keys. Decimals are invalid when step and min/max are whole numbers, unless `allowDecimal`. */
  step?: number | string
  /** Accept decimals even with a whole-number step. */
  allowDecimal?: boolean
  /** Height and text size, matching Button sizes. */
  size?: ControlSize
  /** Marks the value as wrong: red border and `aria-invalid` (also set by itself for a value outside the rule). */
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
  /* Not "& + &": styled-components writes that with the component's own class on both sides, one rule per
     theme with the same selector, so the theme whose rule came last coloured the line in both themes. */
  &:not(:first-child) {
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
 * The value stays a string so big integers (token ids, amounts in smallest units) are never rounded, and
 * what is typed stays as typed (issue 20 item 5): a value outside the rule is marked invalid, and the form
 * says why (`numberProblem`), instead of being filtered or clamped silently.
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
  const [innerValue, setInnerValue] = useState(defaultValue)
  const current = value ?? innerValue

  const minText = min === undefined ? undefined : numberToDecimal(min)
  const maxText = max === undefined ? undefined : numberToDecimal(max)
  const stepText = numberToDecimal(step)
  const allowFraction = allowDecimal ?? (hasFraction(stepText) || hasFraction(minText) || hasFraction(maxText))
  const interactive = !disabled && !readOnly
  const outsideRule = numberProblem(current, { min: minText, max: maxText, allowDecimal: allowFraction }) !== null
  const control = useFormFieldControl({
    id,
    invalid: invalid || outsideRule,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
  })

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
        onChange={(event) => commit(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={onBlur}
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
