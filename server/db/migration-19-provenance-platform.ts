/**
 * Issue 20 item 8: statistics count a collectible's operations for the platform that minted it, from its
 * mint row, not from the holdings (a burn deletes the holding, and the collectible lost its platform).
 * The indexer writes `platform` on each mint row; this fills the rows written before, from the holdings
 * while they exist, otherwise as the indexer decides it (`AccountApplier.platformOf` on the sender: a
 * platform's consumer counts for its platform, any other account for itself).
 */
export const migration19 = {
  version: 19,
  name: 'each mint provenance row keeps the platform that minted it',
  up: `
    alter table provenance add column platform text;
    update provenance set platform = holdings.platform
      from (select nft_id, max(platform) as platform from collectibles group by nft_id) holdings
      where holdings.nft_id = provenance.nft_id and provenance.action_name in ('mint', 'mintbatch');
    update provenance set platform = coalesce(
        (select sender.leader from indexed_accounts sender
          join indexed_accounts leader on leader.account = sender.leader
          where sender.account = provenance.sender and sender.role = 3 and leader.role = 2),
        provenance.sender)
      where platform is null and action_name in ('mint', 'mintbatch');
    create index provenance_mint_platform on provenance(nft_id, platform) where action_name in ('mint', 'mintbatch');
  `,
} as const
