import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import type { ControlSize } from '../../tokens'
import {
  controlBox,
  controlDisabled,
  controlFocus,
  controlFontSize,
  controlInvalid,
} from '../../internal/control-styles'
import { useFormFieldControl } from '../FormField/form-field-context'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  /** Height and text size, matching Button sizes. */
  size?: ControlSize
  /** Marks the value as wrong: red border and `aria-invalid` (a surrounding FormField with an error sets it too). */
  invalid?: boolean
  /** Content inside the box before the text, such as an icon or a unit. */
  prefix?: ReactNode
  /** Content inside the box after the text, such as a unit or a small button. */
  suffix?: ReactNode
}

// min-width 0: beside a captcha or a button it shrinks to what the row leaves, down to a phone's width.
export const InputBox = styled.span<{ $size: ControlSize }>`
  ${controlBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-width: 0;
  height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[3])};
  ${({ $size }) => controlFontSize($size)}
  &:focus-within {
    ${controlFocus}
  }
  &[data-invalid] {
    ${controlInvalid}
  }
  &[data-disabled] {
    ${controlDisabled}
  }
`

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
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`

export const Affix = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`

/** A single-line text field. Inside a FormField it links itself to the label, help and error. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    size = 'md',
    invalid,
    prefix,
    suffix,
    className,
    style,
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
    disabled,
    ...rest
  },
  ref,
) {
  const control = useFormFieldControl({
    id,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
  })
  return (
    <InputBox
      className={className}
      style={style}
      $size={size}
      data-invalid={control['aria-invalid']}
      data-disabled={disabled || undefined}
    >
      {prefix !== undefined && <Affix>{prefix}</Affix>}
      <Field ref={ref} disabled={disabled} {...control} {...rest} />
      {suffix !== undefined && <Affix>{suffix}</Affix>}
    </InputBox>
  )
})
