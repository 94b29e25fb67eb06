import type { Collectible } from '@/api/nft'
import type { Locale } from '@/lib/i18n'
import type { Messages } from '../messages'
import { businessTypeLabel } from '../labels'
import type { MintRecord } from './ownership-certificate'

/** A count as the locale writes it; a u64 string past 2^53 stays exact (BigInt). Anything else as given. */
function countIn(locale: Locale, value: string): string {
  return /^\d+$/.test(value) ? BigInt(value).toLocaleString(locale) : value
}

/**
 * The certificate's labelled fields in the shown language: the date and the supply follow the locale (the
 * tables keep the spec's `YYYY-MM-DD HH:mm:ss`; the certificate is a document for people). Identifiers,
 * hashes and block numbers are written as they are.
 */
export function certificateFields(
  collectible: Collectible,
  mint: MintRecord | null,
  messages: Messages,
  locale: Locale,
  now: Date,
): { label: string; value: string }[] {
  const t = messages.collectionSearch
  const issuedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium' }).format(now)
  return [
    { label: t.nftId, value: collectible.nft_id },
    { label: t.owner, value: collectible.owner },
    { label: t.businessType, value: businessTypeLabel(messages, collectible.business_type) },
    { label: t.supply, value: countIn(locale, collectible.supply) },
    { label: t.chainType, value: collectible.chain_type },
    { label: t.nftUri, value: collectible.nft_uri },
    { label: t.mintTx, value: mint?.tx_hash ?? '' },
    { label: t.mintBlock, value: mint?.block_number ?? '' },
    { label: t.issuedAt, value: issuedAt },
  ]
}
