/**
 * A cheap shape check for Antelope (EOSIO) private keys: legacy WIF (`5H…`/`5J…`/`5K…`, 51 base58
 * characters) or the `PVT_K1_`/`PVT_R1_` form. It does not verify the checksum (the chain layer does);
 * it only lets the legacy decryption reject a wrong password whose output happens to be valid UTF-8.
 */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const LEGACY_WIF = new RegExp(`^5[HJK]${BASE58}{49}$`)
const PREFIXED = new RegExp(`^PVT_(?:K1|R1)_${BASE58}{45,55}$`)

export function looksLikePrivateKey(text: string): boolean {
  return LEGACY_WIF.test(text) || PREFIXED.test(text)
}
