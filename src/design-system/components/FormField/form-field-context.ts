import { createContext, useContext } from 'react'

/** What a FormField tells the control inside it, so label, help and error reach assistive technology. */
export interface FormFieldContextValue {
  /** The id the field's label points at. */
  controlId: string
  /** Ids of the error and help texts currently shown, space-separated, or undefined. */
  describedBy: string | undefined
  invalid: boolean
  required: boolean
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null)

/** The props a control reads from its own props and the surrounding FormField. */
export interface FormFieldControlInput {
  id?: string
  invalid?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'
  'aria-required'?: boolean | 'true' | 'false'
}

export interface FormFieldControlProps {
  id: string | undefined
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

/**
 * Merges a control's own accessibility props with those of the FormField around it (if any).
 * The field's id wins so its label keeps pointing at the control; `aria-required` (not `required`)
 * avoids the browser's own validation bubbles taking over from the form's messages.
 */
export function useFormFieldControl(props: FormFieldControlInput): FormFieldControlProps {
  const field = useContext(FormFieldContext)
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ')
  const invalid =
    props.invalid === true ||
    props['aria-invalid'] === true ||
    props['aria-invalid'] === 'true' ||
    field?.invalid === true
  const required = props['aria-required'] === true || props['aria-required'] === 'true' || field?.required === true
  return {
    id: field?.controlId ?? props.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  }
}
