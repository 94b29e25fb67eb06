import { fromPromise, type PromiseActorLogic } from 'xstate'

/**
 * Thrown by a machine's default implementation when the screen forgot to `.provide()` the real one.
 * Machines declare their side effects in `setup()` without importing the modules that perform them, so a
 * forgotten implementation must fail loudly instead of silently doing nothing.
 */
export class MissingImplementationError extends Error {
  constructor(readonly implementation: string) {
    super(`No implementation provided for "${implementation}": pass it with machine.provide()`)
    this.name = 'MissingImplementationError'
  }
}

/** A promise actor placeholder with the given input and output types; it rejects until provided. */
export function promisePlaceholder<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new MissingImplementationError(name)
  })
}

/** An action placeholder: throws so that a missing implementation stops the actor visibly. */
export function actionPlaceholder<TParams>(name: string): (args: unknown, params: TParams) => void {
  return () => {
    throw new MissingImplementationError(name)
  }
}
