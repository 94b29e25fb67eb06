import { forwardRef, useState } from 'react'
import styled from 'styled-components'
import type { ControlSize } from '../../tokens'
import { useDesignSystemStrings } from '../../provider'
import {
  controlBox,
  controlDisabled,
  controlFocus,
  controlFontSize,
  controlInvalid,
} from '../../internal/control-styles'
import { ChevronDownGlyph } from '../../internal/glyphs'
import { useFormFieldControl } from '../FormField/form-field-context'

export interface SelectOption {
  /** The value reported by onChange; must not be the empty string (that means "nothing selected"). */
  value: string
  /** What the user sees, in the list and in the closed box (a native option shows text only). */
  label: string
  /** Shown but not selectable. */
  disabled?: boolean
}

export interface SelectProps {
  /** The choices, in display order. */
  options: readonly SelectOption[]
  /** Selected value, "" for none. Controlled when set (react-hook-form: pass `field.value`). */
  value?: string
  /** Initial value when uncontrolled. */
  defaultValue?: string
  /** Called with the chosen value (react-hook-form: pass `field.onChange`). */
  onChange?: (value: string) => void
  /** Called when the box loses focus (react-hook-form: pass `field.onBlur`). */
  onBlur?: () => void
  /** Shown while nothing is selected; defaults to the locale's "please select". */
  placeholder?: string
  /** Name of the select, for plain HTML form submission. */
  name?: string
  /** Cannot be opened. */
  disabled?: boolean
  /** Height and text size, matching Button sizes. */
  size?: ControlSize
  /** Marks the value as wrong: red border and `aria-invalid` (a surrounding FormField with an error sets it too). */
  invalid?: boolean
  /** Id of the select; inside a FormField set it on the field instead. */
  id?: string
  /** Accessible name when there is no FormField or other label. */
  'aria-label'?: string
  /** Id(s) of the element(s) naming the select. */
  'aria-labelledby'?: string
  /** Id(s) of extra descriptions. */
  'aria-describedby'?: string
  /** Extra class name for layout. */
  className?: string
}

const Box = styled.span`
  position: relative;
  display: inline-flex;
  width: 100%;
`

const NativeSelect = styled.select<{ $size: ControlSize }>`
  ${controlBox}
  appearance: none;
  width: 100%;
  height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  padding-inline-end: ${({ theme }) => `calc(${theme.space[3]} + 16px)`};
  ${({ $size }) => controlFontSize($size)}
  font-family: inherit;
  text-overflow: ellipsis;
  cursor: pointer;
  &:focus-visible {
    ${controlFocus}
  }
  &[aria-invalid='true'] {
    ${controlInvalid}
  }
  &:disabled {
    ${controlDisabled}
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The open list is drawn by the browser: give it the theme's colours, or dark text lands on it. */
  & option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

const Chevron = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`

/**
 * A single-choice dropdown on the browser's own select: the platform's list on phones, keyboard and
 * screen-reader support built in, and no popup library to download. Works uncontrolled, or controlled
 * with `value`/`onChange` (e.g. a react-hook-form Controller).
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue = '',
    onChange,
    onBlur,
    placeholder,
    name,
    disabled,
    size = 'md',
    invalid,
    id,
    className,
    'aria-describedby': describedBy,
    ...labelling
  },
  ref,
) {
  const strings = useDesignSystemStrings()
  const control = useFormFieldControl({ id, invalid, 'aria-describedby': describedBy })
  // The select is always controlled here, so switching between "nothing" and a value never flips it
  // between uncontrolled and controlled.
  const [innerValue, setInnerValue] = useState(defaultValue)
  const current = value ?? innerValue

  return (
    <Box className={className}>
      <NativeSelect
        ref={ref}
        $size={size}
        name={name}
        disabled={disabled}
        value={current}
        data-placeholder={current === '' ? '' : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (value === undefined) setInnerValue(next)
          onChange?.(next)
        }}
        onBlur={onBlur}
        {...control}
        {...labelling}
      >
        {/* "Nothing chosen" shows the placeholder; the user cannot choose it back. */}
        <option value="" disabled>
          {placeholder ?? strings.selectPlaceholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <Chevron aria-hidden="true">
        <ChevronDownGlyph />
      </Chevron>
    </Box>
  )
})
