/**
 * Approvals whose chain part went through but whose review the server then refused, by application id, with
 * the transaction id. Approving the same application again tells the server only: the chain part is not
 * sent twice (a second newaccount would be refused; a second updateauth would be a needless transaction).
 * Kept for the browser tab's life; after a reload the approval is signed again.
 */
const chainPartDone = new Map<string, string>()

export function rememberChainPartDone(applyId: string, transactionId: string): void {
  chainPartDone.set(applyId, transactionId)
}

/** The transaction of an approval whose server step is still owed, if any. */
export function chainPartDoneFor(applyId: string): string | undefined {
  return chainPartDone.get(applyId)
}

export function forgetChainPartDone(applyId: string): void {
  chainPartDone.delete(applyId)
}
