import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, Path, Resolver, UseFormRegister } from 'react-hook-form'
import type { FormBinding, FormEngineProps } from './form-engine'

// lazy() drops the engine's type parameter; its props are the form's own.
const FormEngine = lazy(() => import('./form-engine')) as unknown as <Values extends FieldValues>(
  props: FormEngineProps<Values>,
) => ReactNode

export interface DeferredForm<Values extends FieldValues> {
  /** A field input's props: react-hook-form's registration once loaded, its name (a plain input) before. */
  field: (name: Path<Values>) => ReturnType<UseFormRegister<Values>> | { name: Path<Values> }
  /** Each field's first message (none before the first submit). */
  errors: Partial<Record<Path<Values>, string>>
  /** The form element's handlers. */
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; onFocus: () => void }
  /** Rendered anywhere in the form: react-hook-form, once the form asked for it. */
  engine: ReactNode
  /** Puts these values in the fields and clears their messages (after a send; nothing to do before one). */
  reset: (values: DefaultValues<Values>) => void
  /** Puts a field back to empty and clears its message (nothing to do before the library has loaded). */
  resetField: (name: Path<Values>) => void
  /** Shows a message on a field, e.g. the server's refusal of what was sent; `focus` moves focus to it. */
  setError: (name: Path<Values>, message: string, options?: { focus?: boolean }) => void
  /** Checks and sends the form as its submit button does (e.g. another page of results). */
  submit: () => void
}

/**
 * A react-hook-form form whose library (13 KiB gzip) loads with the first focus in the form or its first
 * submit, not with the page: a page that only shows its form downloads none of it. Before it loads, the inputs
 * are plain uncontrolled inputs; react-hook-form then registers the same elements (nothing remounts, nothing
 * typed is lost), and a submit made before it arrived is checked and sent once it has.
 */
export function useDeferredForm<Values extends FieldValues>(
  resolver: Resolver<Values>,
  onValid: (values: Values) => void,
  onFocus?: () => void,
): DeferredForm<Values> {
  const [wanted, setWanted] = useState(false)
  const [binding, setBinding] = useState<FormBinding<Values> | null>(null)
  const submitWaiting = useRef(false)
  const latestOnValid = useRef(onValid)
  const latestOnFocus = useRef(onFocus)
  useEffect(() => {
    latestOnValid.current = onValid
    latestOnFocus.current = onFocus
  })
  // After the render that registered the inputs: their values are react-hook-form's now.
  useEffect(() => {
    if (!binding || !submitWaiting.current) return
    submitWaiting.current = false
    void binding.handleSubmit((values) => latestOnValid.current(values))()
  }, [binding])
  const onBinding = useCallback((next: FormBinding<Values>) => setBinding(next), [])
  /** Checks and sends now once the library is there; before, once it has loaded (the effect above). */
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (binding) {
      void binding.handleSubmit((values) => latestOnValid.current(values))(event)
      return
    }
    event?.preventDefault()
    submitWaiting.current = true
    setWanted(true)
  }
  return {
    field: (name) => (binding ? binding.register(name) : { name }),
    errors: binding?.errors ?? {},
    formProps: {
      onSubmit: submit,
      onFocus: () => {
        setWanted(true)
        latestOnFocus.current?.()
      },
    },
    reset: (values) => binding?.reset(values),
    resetField: (name) => binding?.resetField(name),
    setError: (name, message, options) =>
      binding?.setError(name, { message }, { shouldFocus: options?.focus ?? false }),
    submit: () => submit(),
    engine: wanted ? (
      <Suspense fallback={null}>
        <FormEngine resolver={resolver} onBinding={onBinding} />
      </Suspense>
    ) : null,
  }
}
