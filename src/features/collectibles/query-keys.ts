/**
 * The collectibles feature's TanStack Query keys. Every read of collectibles (lists, details, holders,
 * approvals, provenance) starts with `collectiblesQueryRoot`, so an operation that changed the chain refreshes
 * them all with one `invalidateQueries({ queryKey: collectiblesQueryRoot })` once its transaction is indexed.
 */
export const collectiblesQueryRoot = ['collectibles'] as const
