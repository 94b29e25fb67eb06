/** Stories and tests only: the mock store's collectibles as each demo role sees them. */
import { DEMO_LOGINS, getStore } from '@mocks/handlers'
import type { BusinessType } from '@/api/primitives'

type CollectiblesSide = 'platform' | 'operator'

/** The demo platform's own collectibles (side 'platform') or everyone's (side 'operator'), newest first. */
export function collectiblesOf(side: CollectiblesSide, businessType: BusinessType) {
  const store = getStore()
  const all = store.collectibles.filter((nft) => nft.business_type === businessType)
  const inScope =
    side === 'operator'
      ? all
      : (() => {
          const user = store.users.find((candidate) => candidate.user_name === DEMO_LOGINS.platform.user_name)
          const account = store.accounts.find((candidate) => candidate.perm_accounts_id === user?.current_account_id)
          return all.filter((nft) => nft.platform === account?.platform)
        })()
  return [...inScope].sort((a, b) => (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : 0))
}

/** A holding of the scope with the most provenance records (and, for multi-copy, several holders if any). */
export function richestHolding(side: CollectiblesSide, businessType: BusinessType) {
  const store = getStore()
  const rows = collectiblesOf(side, businessType)
  const score = (nftId: string) =>
    store.transfers.filter((record) => record.nft_id === nftId).length * 10 +
    rows.filter((row) => row.nft_id === nftId).length
  const best = [...rows].sort((a, b) => score(b.nft_id) - score(a.nft_id))[0]
  if (!best) throw new Error('the fixtures have no collectible in this scope')
  return {
    holding: best,
    holders: rows.filter((row) => row.nft_id === best.nft_id),
    history: store.transfers.filter((record) => record.nft_id === best.nft_id),
    approvals: store.approvals.filter((approval) => approval.nft_id === best.nft_id),
  }
}
