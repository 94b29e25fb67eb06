import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { useFormFieldControl } from '../FormField/form-field-context'

export type SwitchSize = 'sm' | 'md'

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'children' | 'type' | 'role' | 'defaultChecked' | 'onChange'
> {
  /** Controlled state. */
  checked?: boolean
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean
  /** Called with the new state when the user flips it. */
  onCheckedChange?: (checked: boolean) => void
  /** Text beside the switch; clicking it flips the switch. Without it, give an `aria-label`. */
  label?: ReactNode
  /** `sm` fits table rows, `md` fits forms. */
  size?: SwitchSize
  /** Marks the switch as wrong (`aria-invalid`). */
  invalid?: boolean
}

const trackSize: Record<SwitchSize, { width: number; height: number }> = {
  sm: { width: 28, height: 16 },
  md: { width: 40, height: 22 },
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
`

const Track = styled.button<{ $size: SwitchSize }>`
  position: relative;
  flex: none;
  width: ${({ $size }) => trackSize[$size].width}px;
  height: ${({ $size }) => trackSize[$size].height}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.duration.normal};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

const Thumb = styled.span<{ $size: SwitchSize }>`
  display: block;
  width: ${({ $size }) => trackSize[$size].height - 4}px;
  height: ${({ $size }) => trackSize[$size].height - 4}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: translateX(2px);
  transition: transform ${({ theme }) => theme.duration.normal};
  &[data-state='checked'] {
    transform: translateX(${({ $size }) => trackSize[$size].width - trackSize[$size].height + 2}px);
  }
`

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`

/**
 * An on/off switch for settings that take effect at once: a button with the switch role (Space and
 * Enter flip it), light enough for the theme switch every page shows.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    size = 'md',
    id,
    className,
    style,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    checked,
    defaultChecked = false,
    onCheckedChange,
    onClick,
    ...rest
  },
  ref,
) {
  const generatedId = useId()
  const control = useFormFieldControl({ id, invalid, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid })
  const switchId = control.id ?? `switch${generatedId}`
  const [innerChecked, setInnerChecked] = useState(defaultChecked)
  const on = checked ?? innerChecked
  const state = on ? 'checked' : 'unchecked'
  return (
    <Wrapper className={className} style={style} data-disabled={disabled || undefined}>
      <Track
        ref={ref}
        type="button"
        role="switch"
        aria-checked={on}
        data-state={state}
        $size={size}
        disabled={disabled}
        {...control}
        id={switchId}
        {...rest}
        onClick={(event) => {
          onClick?.(event)
          if (event.defaultPrevented) return
          if (checked === undefined) setInnerChecked(!on)
          onCheckedChange?.(!on)
        }}
      >
        <Thumb $size={size} data-state={state} />
      </Track>
      {label !== undefined && <Label htmlFor={switchId}>{label}</Label>}
    </Wrapper>
  )
})
