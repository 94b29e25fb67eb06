import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A screen's server reads and actions as plain React state: the visitor page has no query client (its
 * library stays out of the page's download). Spec §9 asks for no caching and no retries anyway: a read is
 * fetched when it is first wanted and again on `refetch`; only the newest answer is kept.
 */
export interface RequestState<Data> {
  data: Data | undefined
  error: unknown
  /** No answer yet. */
  isPending: boolean
  /** A request is in flight (the first or a refetch); the last answer stays meanwhile. */
  isFetching: boolean
  isSuccess: boolean
  isError: boolean
  refetch: () => Promise<void>
}

interface ReadState<Data> {
  status: 'pending' | 'success' | 'error'
  data: Data | undefined
  error: unknown
  fetching: boolean
}

/** Reads once `enabled` (at once by default); the answer is kept for the component's life. */
export function useRequest<Data>(fetcher: () => Promise<Data>, enabled = true): RequestState<Data> {
  const [state, setState] = useState<ReadState<Data>>({
    status: 'pending',
    data: undefined,
    error: null,
    fetching: false,
  })
  const latest = useRef(0)
  const requested = useRef(false)

  const refetch = useCallback(async () => {
    latest.current += 1
    const request = latest.current
    setState((current) => ({ ...current, fetching: true }))
    try {
      const data = await fetcher()
      if (request === latest.current) setState({ status: 'success', data, error: null, fetching: false })
    } catch (error) {
      if (request === latest.current) setState((current) => ({ ...current, status: 'error', error, fetching: false }))
    }
  }, [fetcher])

  useEffect(() => {
    // Once: React's development double effect must not spend a second (single-use) captcha.
    if (!enabled || requested.current) return
    requested.current = true
    void refetch()
  }, [enabled, refetch])

  return {
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isFetching: state.fetching,
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    refetch,
  }
}

export interface ActionCallbacks<Input, Output> {
  onSuccess?: (output: Output, input: Input) => void
  onSettled?: (output: Output | undefined, error: unknown, input: Input) => void
}

type ActionStatus<Input, Output> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined }
  | { status: 'pending'; data: undefined; error: null; variables: Input }
  | { status: 'success'; data: Output; error: null; variables: Input }
  | { status: 'error'; data: undefined; error: unknown; variables: Input }

export type ActionState<Input, Output> = (
  | (ActionStatus<Input, Output> & { status: 'idle'; isPending: false; isSuccess: false; isError: false })
  | (ActionStatus<Input, Output> & { status: 'pending'; isPending: true; isSuccess: false; isError: false })
  | (ActionStatus<Input, Output> & { status: 'success'; isPending: false; isSuccess: true; isError: false })
  | (ActionStatus<Input, Output> & { status: 'error'; isPending: false; isSuccess: false; isError: true })
) & {
  /** Runs the action; the callbacks of the newest call only are called. */
  mutate: (input: Input, callbacks?: ActionCallbacks<Input, Output>) => void
  reset: () => void
}

const idle = { status: 'idle', data: undefined, error: null, variables: undefined } as const

/** A user action on the server (never repeated by itself): its state is the newest call's. */
export function useAction<Input, Output>(run: (input: Input) => Promise<Output>): ActionState<Input, Output> {
  const [state, setState] = useState<ActionStatus<Input, Output>>(idle)
  const latest = useRef(0)

  const mutate = useCallback(
    (input: Input, callbacks?: ActionCallbacks<Input, Output>) => {
      latest.current += 1
      const call = latest.current
      setState({ status: 'pending', data: undefined, error: null, variables: input })
      run(input).then(
        (output) => {
          if (call !== latest.current) return
          setState({ status: 'success', data: output, error: null, variables: input })
          callbacks?.onSuccess?.(output, input)
          callbacks?.onSettled?.(output, null, input)
        },
        (error: unknown) => {
          if (call !== latest.current) return
          setState({ status: 'error', data: undefined, error, variables: input })
          callbacks?.onSettled?.(undefined, error, input)
        },
      )
    },
    [run],
  )
  const reset = useCallback(() => {
    latest.current += 1
    setState(idle)
  }, [])

  const flags =
    state.status === 'idle'
      ? ({ ...state, isPending: false, isSuccess: false, isError: false } as const)
      : state.status === 'pending'
        ? ({ ...state, isPending: true, isSuccess: false, isError: false } as const)
        : state.status === 'success'
          ? ({ ...state, isPending: false, isSuccess: true, isError: false } as const)
          : ({ ...state, isPending: false, isSuccess: false, isError: true } as const)
  return { ...flags, mutate, reset }
}
