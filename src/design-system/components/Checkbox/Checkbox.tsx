import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Checkbox as RadixCheckbox } from 'radix-ui'
import styled from 'styled-components'
import { CheckGlyph, MinusGlyph } from '../../internal/glyphs'
import { useFormFieldControl } from '../FormField/form-field-context'

type RadixCheckboxProps = ComponentPropsWithoutRef<typeof RadixCheckbox.Root>

export interface CheckboxProps extends Omit<
  RadixCheckboxProps,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'asChild' | 'children'
> {
  /**
   * Controlled state. `'indeterminate'` shows a dash and reads as "mixed": use it for a "select all"
   * box when only some rows are selected. Clicking it then checks it.
   */
  checked?: boolean | 'indeterminate'
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean
  /** Called with the new state: always a boolean, since users can only check or uncheck. */
  onCheckedChange?: (checked: boolean) => void
  /** Text beside the box; clicking it toggles the box. Without it, give an `aria-label`. */
  label?: ReactNode
  /** Marks the box as wrong (`aria-invalid`), e.g. an unaccepted agreement. */
  invalid?: boolean
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
`

const Box = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.duration.fast},
    border-color ${({ theme }) => theme.duration.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

const Indicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;
  & > [data-mark='mixed'] {
    display: none;
  }
  &[data-state='indeterminate'] > [data-mark='check'] {
    display: none;
  }
  &[data-state='indeterminate'] > [data-mark='mixed'] {
    display: inline-flex;
  }
`

const Mark = styled.span`
  display: inline-flex;
`

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  user-select: none;
  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

/** A checkbox (Radix Checkbox) with an optional clickable label and an indeterminate state. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    checked,
    defaultChecked,
    onCheckedChange,
    label,
    invalid,
    id,
    className,
    style,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
    disabled,
    ...rest
  },
  ref,
) {
  const generatedId = useId()
  const control = useFormFieldControl({
    id,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
  })
  const boxId = control.id ?? `checkbox${generatedId}`
  return (
    <Wrapper className={className} style={style} data-disabled={disabled || undefined}>
      <Box
        ref={ref}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        {...control}
        id={boxId}
        {...rest}
      >
        <Indicator>
          <Mark data-mark="check">
            <CheckGlyph />
          </Mark>
          <Mark data-mark="mixed">
            <MinusGlyph />
          </Mark>
        </Indicator>
      </Box>
      {label !== undefined && <Label htmlFor={boxId}>{label}</Label>}
    </Wrapper>
  )
})
