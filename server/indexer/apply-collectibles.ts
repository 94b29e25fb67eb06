import type { Insertable } from 'kysely'
import { ActiveState, BusinessType } from '@/api/primitives'
import type { Database } from '../db/schema'
import type { AccountApplier } from './apply-accounts'
import { big, num, str, strings, type ApplyScope, type TxContext } from './apply-context'
import type { PointsApplier } from './apply-points'
import type { ChainAction } from './chain-source'

/** A u64 return value: a decimal, or 8 little-endian bytes in hex as nodeos reports it. */
function returnedId(returnValue: string | null): bigint | null {
  if (returnValue === null || returnValue === '') return null
  if (/^\d+$/.test(returnValue) && returnValue.length !== 16) return BigInt(returnValue)
  if (/^[0-9a-f]{16}$/i.test(returnValue)) return Buffer.from(returnValue, 'hex').readBigUInt64LE(0)
  return null
}

/** One line of a collectible's provenance: what an action did to one nft_id. */
export function recordProvenance(
  scope: ApplyScope,
  tx: TxContext,
  action: ChainAction,
  nftId: bigint | string,
  businessType: number,
  from: string,
  to: string,
  amount: bigint | string,
  platform: string | null = null,
): void {
  scope.pending.provenance.push({
    business_type: businessType,
    nft_id: String(nftId),
    tx_hash: tx.hash,
    create_time: tx.time,
    sender: str(action.params.sender),
    from_account: from,
    to_account: to,
    action_name: action.name,
    amount: String(amount),
    contract_name: scope.contract,
    raw_data: JSON.stringify(action.params),
    block_number: String(tx.block.number),
    block_hash: tx.block.id,
    actions: tx.actionsJson,
    platform,
  })
}

/** The collectible actions that create, move, freeze and burn holdings (mint, transfer, freeze, burn and their batches). */
export class CollectibleApplier {
  constructor(
    private readonly scope: ApplyScope,
    private readonly accounts: AccountApplier,
    private readonly points: PointsApplier,
    private nextNftId: bigint,
  ) {}

  get nextId(): bigint {
    return this.nextNftId
  }

  async mint(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const sender = str(p.sender)
    const to = str(p.to)
    const businessType = num(p.business_type)
    const batch = action.name === 'mintbatch'
    const amounts = batch ? strings(p.amounts).map(big) : [big(p.amount)]
    const uris = batch ? strings(p.nft_uris) : [str(p.nft_uri)]
    const first = returnedId(action.returnValue) ?? this.nextNftId
    const platform = await this.accounts.platformOf(sender)
    const rows: Insertable<Database['collectibles']>[] = amounts.map((amount, index) => ({
      nft_id: String(first + BigInt(index)),
      erc_info_id: String(first + BigInt(index)),
      chain_info_id: this.scope.chainInfoId,
      business_type: businessType,
      supply: String(amount),
      nft_uri: uris[index] ?? '',
      nft_memo: str(p.memo),
      owner: to,
      create_time: tx.time,
      amount: String(amount),
      tx_hash: tx.hash,
      platform,
    }))
    this.scope.pending.mints.push(...rows)
    amounts.forEach((amount, index) =>
      recordProvenance(this.scope, tx, action, first + BigInt(index), businessType, '', to, amount, platform),
    )
    this.nextNftId = first + BigInt(amounts.length)
    await this.points.charge(tx, sender, businessType, action.name, BigInt(amounts.length))
  }

  async transfer(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const from = str(p.from)
    const to = str(p.to)
    const businessType = num(p.business_type)
    const batch = action.name === 'batchtrans'
    const ids = batch ? strings(p.nft_ids) : [str(p.nft_id)]
    const amounts = batch ? strings(p.amounts).map(big) : [big(p.amount)]
    for (const [index, nftId] of ids.entries()) {
      const amount = amounts[index] ?? 0n
      if (businessType === BusinessType.SingleCopy) {
        this.scope.pending.changeByNft(nftId, { owner: to, approved: '' })
      } else {
        await this.moveCopies(nftId, from, to, amount)
      }
      recordProvenance(this.scope, tx, action, nftId, businessType, from, to, amount)
    }
    await this.points.charge(tx, str(p.sender), businessType, action.name, BigInt(ids.length))
  }

  /** Multi-copy: the holder's row loses `amount` (and goes at zero); the recipient's row gains it. */
  private async moveCopies(nftId: string, from: string, to: string, amount: bigint): Promise<void> {
    const { trx, chainInfoId, pending } = this.scope
    await pending.flushCollectibles()
    const holding = await trx
      .selectFrom('collectibles')
      .selectAll()
      .where('chain_info_id', '=', chainInfoId)
      .where('nft_id', '=', nftId)
      .where('owner', '=', from)
      .executeTakeFirst()
    if (!holding) return
    const left = BigInt(holding.amount) - amount
    if (left <= 0n) await trx.deleteFrom('collectibles').where('id', '=', holding.id).execute()
    else
      await trx
        .updateTable('collectibles')
        .set({ amount: String(left) })
        .where('id', '=', holding.id)
        .execute()
    const { id: _id, ...fields } = holding
    await trx
      .insertInto('collectibles')
      .values({ ...fields, owner: to, amount: String(amount), approved: '' })
      .onConflict((conflict) =>
        conflict
          .columns(['chain_info_id', 'nft_id', 'owner'])
          .doUpdateSet((eb) => ({ amount: eb('collectibles.amount', '+', eb.ref('excluded.amount')) })),
      )
      .execute()
  }

  async freeze(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    const businessType = num(p.business_type)
    const nftId = str(p.nft_id)
    this.scope.pending.changeByNft(nftId, {
      state: action.name === 'freeze' ? ActiveState.Frozen : ActiveState.Enabled,
    })
    recordProvenance(this.scope, tx, action, nftId, businessType, '', '', 0n)
    await this.points.charge(tx, str(p.sender), businessType, action.name, 1n)
  }

  async burn(tx: TxContext, action: ChainAction): Promise<void> {
    const { trx, chainInfoId, pending } = this.scope
    await pending.flushCollectibles()
    const p = action.params
    const owner = str(p.owner)
    const businessType = num(p.business_type)
    const ids = action.name === 'burnbatch' ? strings(p.nft_ids) : [str(p.nft_id)]
    for (const nftId of ids) {
      const burned = await trx
        .deleteFrom('collectibles')
        .where('chain_info_id', '=', chainInfoId)
        .where('nft_id', '=', nftId)
        .where('owner', '=', owner)
        .returning('amount')
        .executeTakeFirst()
      const amount = burned ? BigInt(burned.amount) : 0n
      if (businessType === BusinessType.MultiCopy && amount > 0n)
        await trx
          .updateTable('collectibles')
          .set((eb) => ({ supply: eb('supply', '-', String(amount)) }))
          .where('chain_info_id', '=', chainInfoId)
          .where('nft_id', '=', nftId)
          .execute()
      recordProvenance(this.scope, tx, action, nftId, businessType, owner, '', amount)
    }
    await this.points.charge(tx, str(p.sender), businessType, action.name, BigInt(ids.length))
  }

  /** seturi: the collectible's new URI on every row of its nft_id. */
  async setUri(tx: TxContext, action: ChainAction): Promise<void> {
    const p = action.params
    this.scope.pending.changeByNft(str(p.nft_id), { nft_uri: str(p.nft_uri) })
    await this.points.charge(tx, str(p.sender), num(p.business_type), 'seturi', 1n)
  }
}
