export { FormField, type FormFieldProps } from './FormField'
export { useFormFieldControl, type FormFieldControlProps, type FormFieldControlInput } from './form-field-context'
