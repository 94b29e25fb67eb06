/**
 * The console's one passphrase dialog (spec §2 "A password dialog asks for the chain account passphrase
 * when needed"): any screen asks for the passphrase with `requestPassphrase(account)`; the dialog mounted
 * once by the app shows the pending request and settles it. Requests queue: one dialog at a time.
 *
 * The chain-operation machine's `passphrase` child can be provided as
 * `fromPromise(({ input }) => requestPassphrase(input.account))`: it answers the same output.
 */

/** Same shape as the passphrase machine's output. */
export type PassphrasePromptOutcome = { outcome: 'verified' } | { outcome: 'dismissed' }

export interface PassphraseRequest {
  /** Distinguishes requests, so a dialog never settles a newer one by mistake. */
  id: number
  /** The chain account whose key is to be unlocked. */
  account: string
}

interface PendingRequest extends PassphraseRequest {
  settle: (outcome: PassphrasePromptOutcome) => void
}

let queue: PendingRequest[] = []
let nextId = 1
let declined = false
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of [...listeners]) listener()
}

/** Opens the dialog for `account` and resolves when the user verified the passphrase or closed the dialog. */
export function requestPassphrase(account: string): Promise<PassphrasePromptOutcome> {
  return new Promise((resolve) => {
    queue = [...queue, { id: nextId++, account, settle: resolve }]
    emit()
  })
}

/** The request the dialog shows now, or null. The same object until it changes (for useSyncExternalStore). */
export function currentPassphraseRequest(): PassphraseRequest | null {
  return queue[0] ?? null
}

/** Settles the request with this id (ignored when it is no longer pending). */
export function settlePassphraseRequest(id: number, outcome: PassphrasePromptOutcome): void {
  const request = queue.find((candidate) => candidate.id === id)
  if (!request) return
  queue = queue.filter((candidate) => candidate.id !== id)
  request.settle(outcome)
  emit()
}

export function subscribePassphraseRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Spec §8: after the user closed the dialog, chain operations say '…刷新页面后可继续输入' instead of asking
 * again; the flag lives for this page load only (a reload clears module state).
 */
export function rememberPassphraseDeclined(): void {
  declined = true
}

export function wasPassphraseDeclined(): boolean {
  return declined
}

/** Forgets pending requests and the declined flag (logout, tests). Pending callers get `dismissed`. */
export function resetPassphrasePrompts(): void {
  const pending = queue
  queue = []
  declined = false
  for (const request of pending) request.settle({ outcome: 'dismissed' })
  emit()
}
