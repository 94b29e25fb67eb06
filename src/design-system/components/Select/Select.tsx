import { forwardRef, useState, type ReactNode } from 'react'
import { Select as RadixSelect } from 'radix-ui'
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
import { CheckGlyph, ChevronDownGlyph } from '../../internal/glyphs'
import { useFormFieldControl } from '../FormField/form-field-context'

export interface SelectOption {
  /** The value reported by onChange; must not be the empty string (that means "nothing selected"). */
  value: string
  /** What the user sees, in the list and in the closed box. */
  label: ReactNode
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
  /** Name of the hidden native select, for plain HTML form submission. */
  name?: string
  /** Cannot be opened. */
  disabled?: boolean
  /** Height and text size, matching Button sizes. */
  size?: ControlSize
  /** Marks the value as wrong: red border and `aria-invalid` (a surrounding FormField with an error sets it too). */
  invalid?: boolean
  /** Id of the trigger; inside a FormField set it on the field instead. */
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

const Trigger = styled(RadixSelect.Trigger)<{ $size: ControlSize }>`
  ${controlBox}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  ${({ $size }) => controlFontSize($size)}
  font-family: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible,
  &[data-state='open'] {
    ${controlFocus}
  }
  &[aria-invalid='true'] {
    ${controlInvalid}
  }
  &:disabled {
    ${controlDisabled}
  }
  &[data-placeholder] > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`

const Chevron = styled(RadixSelect.Icon)`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Content = styled(RadixSelect.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: var(--radix-select-trigger-width);
  max-height: min(320px, var(--radix-select-content-available-height));
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
`

const Viewport = styled(RadixSelect.Viewport)`
  padding: ${({ theme }) => theme.space[1]};
`

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.bgSubtle};
  }
  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

const Indicator = styled(RadixSelect.ItemIndicator)`
  display: inline-flex;
`

/**
 * A single-choice dropdown (Radix Select): keyboard navigable, typeahead, portalled list.
 * Works uncontrolled, or controlled with `value`/`onChange` (e.g. a react-hook-form Controller).
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
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
  // Radix is always given a value, so switching between "nothing" and a value never flips it
  // between uncontrolled and controlled.
  const [innerValue, setInnerValue] = useState(defaultValue)
  const current = value ?? innerValue

  return (
    <RadixSelect.Root
      value={current}
      onValueChange={(next) => {
        if (value === undefined) setInnerValue(next)
        onChange?.(next)
      }}
      name={name}
      disabled={disabled}
    >
      <Trigger ref={ref} className={className} $size={size} onBlur={onBlur} {...control} {...labelling}>
        <RadixSelect.Value placeholder={placeholder ?? strings.selectPlaceholder} />
        <Chevron>
          <ChevronDownGlyph />
        </Chevron>
      </Trigger>
      <RadixSelect.Portal>
        <Content position="popper" sideOffset={4}>
          <Viewport>
            {options.map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <Indicator>
                  <CheckGlyph />
                </Indicator>
              </Item>
            ))}
          </Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  )
})
