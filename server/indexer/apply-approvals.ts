import { BusinessType } from '@/api/primitives'
import { num, str, strings, type ApplyScope, type TxContext } from './apply-context'
import { recordProvenance } from './apply-collectibles'
import type { PointsApplier } from './apply-points'
import type { ChainAction } from './chain-source'

/** The approval actions: approve, approvebatch, delapproval and approvalall, and the approvals history they write. */
export class ApprovalApplier {
  constructor(
    private readonly scope: ApplyScope,
    private readonly points: PointsApplier,
  ) {}

  async approve(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const sender = str(p.sender)
    const to = str(p.to)
    const businessType = num(p.business_type)
    const ids = action.name === 'approvebatch' ? strings(p.nft_ids) : [str(p.nft_id)]
    for (const nftId of ids) {
      await this.setApproved(nftId, businessType, sender, to)
      this.scope.pending.approvalRows.push({
        nft_id: nftId,
        business_type: businessType,
        owner: sender,
        to_account: to,
        approved: true,
        tx_hash: tx.hash,
        create_time: tx.time,
      })
      recordProvenance(this.scope, tx, action, nftId, businessType, sender, to, 0n)
    }
    await this.points.charge(tx, sender, businessType, action.name, BigInt(ids.length))
  }

  /** approvalall changes no row the console lists; the contract still charges its fee. */
  async approveAll(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    await this.points.charge(tx, str(p.sender), num(p.business_type), 'approvalall', 1n)
  }

  /** Single-copy: the collectible's approved account; multi-copy: that of the owner's copies. */
  private async setApproved(nftId: string, businessType: number, owner: string, to: string): Promise<void> {
    const { trx, chainInfoId, pending } = this.scope
    if (businessType === BusinessType.SingleCopy) return pending.changeByNft(nftId, { approved: to })
    await pending.flushCollectibles()
    await trx
      .updateTable('collectibles')
      .set({ approved: to })
      .where('chain_info_id', '=', chainInfoId)
      .where('nft_id', '=', nftId)
      .where('owner', '=', owner)
      .execute()
  }

  async deleteApproval(tx: TxContext, action: ChainAction): Promise<void> {
    const { trx, chainInfoId, pending } = this.scope
    await pending.flushCollectibles()
    const p = action.params
    const sender = str(p.sender)
    const businessType = num(p.business_type)
    const nftId = str(p.nft_id)
    const previous = await trx
      .selectFrom('collectibles')
      .select('approved')
      .where('chain_info_id', '=', chainInfoId)
      .where('nft_id', '=', nftId)
      .where('owner', '=', sender)
      .executeTakeFirst()
    await this.setApproved(nftId, businessType, sender, '')
    pending.approvalRows.push({
      nft_id: nftId,
      business_type: businessType,
      owner: sender,
      to_account: previous?.approved ?? '',
      approved: false,
      tx_hash: tx.hash,
      create_time: tx.time,
    })
    await this.points.charge(tx, sender, businessType, 'delapproval', 1n)
  }
}
