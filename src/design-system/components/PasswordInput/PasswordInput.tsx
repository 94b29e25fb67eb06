import { forwardRef, useState } from 'react'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { EyeGlyph, EyeOffGlyph } from '../../internal/glyphs'
import { Input, type InputProps } from '../Input/Input'

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean
  /** Called when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void
}

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  margin-inline-end: -${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    cursor: not-allowed;
  }
`

/** A password field with a button that shows or hides what was typed. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { defaultVisible = false, onVisibleChange, disabled, autoComplete = 'current-password', ...rest },
  ref,
) {
  const strings = useDesignSystemStrings()
  const [visible, setVisible] = useState(defaultVisible)
  return (
    <Input
      ref={ref}
      type={visible ? 'text' : 'password'}
      disabled={disabled}
      autoComplete={autoComplete}
      // Browsers must not offer to correct or capitalise a secret.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      {...rest}
      suffix={
        <ToggleButton
          type="button"
          disabled={disabled}
          aria-label={visible ? strings.hidePassword : strings.showPassword}
          onClick={() => {
            setVisible(!visible)
            onVisibleChange?.(!visible)
          }}
        >
          {visible ? <EyeOffGlyph /> : <EyeGlyph />}
        </ToggleButton>
      }
    />
  )
})
