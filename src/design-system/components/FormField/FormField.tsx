import { useId, useMemo, type ReactNode } from 'react'
import styled from 'styled-components'
import {
  FormFieldContext,
  useFormFieldControl,
  type FormFieldControlProps,
  type FormFieldContextValue,
} from './form-field-context'

export interface FormFieldProps {
  /** The field's label, linked to the control. */
  label: ReactNode
  /** Shows a required mark and sets `aria-required` on the control (validation stays the form's job). */
  required?: boolean
  /** Help text under the control, linked to it with `aria-describedby`. */
  help?: ReactNode
  /** Error text; when set the control is marked invalid and the text is announced (role=alert). */
  error?: ReactNode
  /** Id given to the control; generated when omitted. Set ids here, not on the control. */
  id?: string
  /** `vertical` puts the label above the control; `horizontal` puts it in a column on the left. */
  layout?: 'vertical' | 'horizontal'
  /** Width of the label column in the horizontal layout (CSS length). */
  labelWidth?: string
  /** The control. Design-system controls link themselves; pass a function to wire any other control. */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode)
  /** Extra class name for layout. */
  className?: string
}

const Field = styled.div<{ $layout: 'vertical' | 'horizontal'; $labelWidth: string }>`
  display: grid;
  gap: ${({ theme, $layout }) => ($layout === 'vertical' ? theme.space[1] : `${theme.space[1]} ${theme.space[3]}`)};
  grid-template-columns: ${({ $layout, $labelWidth }) => ($layout === 'vertical' ? 'minmax(0, 1fr)' : `${$labelWidth} minmax(0, 1fr)`)};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[5]};
`

const Label = styled.label<{ $layout: 'vertical' | 'horizontal' }>`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  ${({ $layout, theme }) => ($layout === 'horizontal' ? `text-align: right; padding-top: calc((${theme.controlHeight.md} - 1.5715em) / 2);` : '')}
`

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-end: ${({ theme }) => theme.space[1]};
`

const Body = styled.div<{ $layout: 'vertical' | 'horizontal' }>`
  min-width: 0;
  ${({ $layout }) => ($layout === 'horizontal' ? 'grid-column: 2;' : '')}
`

const Help = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  /* Never display:none: a hidden live region may not announce the error when it appears. */
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`

/** Calls a render-function child with the merged control props (a component, so it may use hooks). */
function ControlSlot({ render }: { render: (control: FormFieldControlProps) => ReactNode }) {
  return render(useFormFieldControl({}))
}

/**
 * A labelled form row: label (with required mark), control, help text and error text.
 * The control gets the id the label points at, `aria-describedby` naming the error and help,
 * and `aria-invalid` while there is an error.
 */
export function FormField({
  label,
  required = false,
  help,
  error,
  id,
  layout = 'vertical',
  labelWidth = '100px',
  children,
  className,
}: FormFieldProps) {
  const generatedId = useId()
  const controlId = id ?? `field${generatedId}`
  const helpId = `${controlId}-help`
  const errorId = `${controlId}-error`
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const hasHelp = help !== undefined && help !== null && help !== false && help !== ''

  const context = useMemo<FormFieldContextValue>(
    () => ({
      controlId,
      describedBy:
        [hasError ? errorId : undefined, hasHelp ? helpId : undefined].filter(Boolean).join(' ') || undefined,
      invalid: hasError,
      required,
    }),
    [controlId, errorId, helpId, hasError, hasHelp, required],
  )

  return (
    <FormFieldContext.Provider value={context}>
      <Field className={className} $layout={layout} $labelWidth={labelWidth}>
        <Label htmlFor={controlId} $layout={layout}>
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
          {label}
        </Label>
        <Body $layout={layout}>
          {typeof children === 'function' ? <ControlSlot render={children} /> : children}
          {/* The alert region stays mounted so a newly shown error is announced. */}
          <ErrorText id={errorId} role="alert">
            {hasError ? error : null}
          </ErrorText>
          {hasHelp && <Help id={helpId}>{help}</Help>}
        </Body>
      </Field>
    </FormFieldContext.Provider>
  )
}
