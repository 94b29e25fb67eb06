import { useEffect } from 'react'
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormHandleSubmit,
  type UseFormRegister,
  type UseFormReset,
  type UseFormResetField,
  type UseFormSetError,
} from 'react-hook-form'

/** What react-hook-form gives a deferred form (deferred-form.tsx) once it has loaded. */
export interface FormBinding<Values extends FieldValues> {
  register: UseFormRegister<Values>
  handleSubmit: UseFormHandleSubmit<Values>
  reset: UseFormReset<Values>
  resetField: UseFormResetField<Values>
  setError: UseFormSetError<Values>
  /** Each field's first message. */
  errors: Partial<Record<Path<Values>, string>>
}

export interface FormEngineProps<Values extends FieldValues> {
  resolver: Resolver<Values>
  onBinding: (binding: FormBinding<Values>) => void
}

/**
 * react-hook-form behind a deferred form: renders nothing, hands the form its registration, its submit and
 * each field's first message. It takes no default values: a field's registration reads what its input
 * already holds, so nothing typed (or filled in by the browser) before it loaded is lost.
 */
export default function FormEngine<Values extends FieldValues>({ resolver, onBinding }: FormEngineProps<Values>) {
  const { register, handleSubmit, reset, resetField, setError, formState } = useForm<Values>({ resolver })
  // Read during render: react-hook-form re-renders this component only for the form state it saw read.
  const messages = JSON.stringify(
    Object.fromEntries(Object.entries(formState.errors).map(([name, error]) => [name, error?.message ?? ''])),
  )
  useEffect(() => {
    onBinding({
      register,
      handleSubmit,
      reset,
      resetField,
      setError,
      errors: JSON.parse(messages) as FormBinding<Values>['errors'],
    })
  }, [messages, register, handleSubmit, reset, resetField, setError, onBinding])
  return null
}
