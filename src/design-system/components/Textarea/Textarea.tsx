import { forwardRef, useState, type TextareaHTMLAttributes } from 'react'
import styled from 'styled-components'
import { controlBox, controlDisabled, controlFocus, controlInvalid } from '../../internal/control-styles'
import { useFormFieldControl } from '../FormField/form-field-context'

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the value as wrong: red border and `aria-invalid` (a surrounding FormField with an error sets it too). */
  invalid?: boolean
  /** Shows "count / maxLength" (or just the count) under the box. */
  showCount?: boolean
  /** Lets the user drag the box taller. */
  resizable?: boolean
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`

const Box = styled.textarea<{ $resizable: boolean }>`
  ${controlBox}
  display: block;
  width: 100%;
  min-height: calc(${({ theme }) => theme.controlHeight.md} * 2);
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  resize: ${({ $resizable }) => ($resizable ? 'vertical' : 'none')};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    ${controlFocus}
  }
  &[aria-invalid='true'] {
    ${controlInvalid}
  }
  &:disabled {
    ${controlDisabled}
  }
`

const Count = styled.span`
  justify-self: end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

/** A multi-line text field. Inside a FormField it links itself to the label, help and error. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    invalid,
    showCount = false,
    resizable = true,
    rows = 4,
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
    className,
    style,
    onChange,
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
  // Counted locally so the count also works uncontrolled (e.g. with react-hook-form's register).
  const [length, setLength] = useState(() => String(rest.value ?? rest.defaultValue ?? '').length)
  const shownLength = rest.value !== undefined ? String(rest.value).length : length
  return (
    <Wrapper className={className} style={style}>
      <Box
        ref={ref}
        rows={rows}
        $resizable={resizable}
        {...control}
        {...rest}
        onChange={(event) => {
          setLength(event.target.value.length)
          onChange?.(event)
        }}
      />
      {showCount && (
        <Count aria-hidden="true">
          {rest.maxLength !== undefined ? `${shownLength} / ${rest.maxLength}` : shownLength}
        </Count>
      )}
    </Wrapper>
  )
})
