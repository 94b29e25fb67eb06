import { useState, type ReactNode } from 'react'

export interface UntilDialogEndsProps {
  /** The dialog, given the function to call with how it ended (e.g. 'cancelled'). */
  dialog: (ended: (outcome: string) => void) => ReactNode
}

/**
 * Stories only: the dialog until it reports its end, then that report in its place. A story whose play
 * closes the dialog ends on what the caller was told, not on an empty canvas.
 */
export function UntilDialogEnds({ dialog }: UntilDialogEndsProps) {
  const [outcome, setOutcome] = useState<string | null>(null)
  return outcome === null ? dialog(setOutcome) : <p role="status">{`dialog closed: ${outcome}`}</p>
}
