/**
 * The collectible ids a transaction minted, read from the push result's action traces
 * (`return_value_hex_data`, little-endian as the ABI packs it): `mint` returns the new id (u64);
 * `mintbatch` returns the first id of the batch (u64), the others following consecutively.
 */
interface ActionTraceLike {
  receiver?: unknown
  act?: { account?: unknown; name?: unknown }
  return_value_hex_data?: unknown
}

interface SentAction {
  account: string
  name: string
  data: Record<string, unknown>
}

function readU64(hex: string): bigint | undefined {
  if (!/^[0-9a-fA-F]{16}$/.test(hex)) return undefined
  let value = 0n
  for (let index = 14; index >= 0; index -= 2)
    value = (value << 8n) | BigInt(Number.parseInt(hex.slice(index, index + 2), 16))
  return value
}

/** Ids minted by the contract's `mint` and `mintbatch` actions of this transaction, in order. */
export function mintedNftIds(actionTraces: unknown, sentActions: SentAction[]): string[] {
  if (!Array.isArray(actionTraces)) return []
  const mintActions = sentActions.filter((action) => action.name === 'mint' || action.name === 'mintbatch')
  const ids: string[] = []
  let mintIndex = 0
  for (const trace of actionTraces as ActionTraceLike[]) {
    const sent = mintActions[mintIndex]
    // Only the contract's own execution of the action (not the notifications it sends) returns the ids.
    if (!sent || trace.act?.account !== sent.account || trace.receiver !== sent.account || trace.act.name !== sent.name)
      continue
    mintIndex += 1
    const first = typeof trace.return_value_hex_data === 'string' ? readU64(trace.return_value_hex_data) : undefined
    if (first === undefined) continue
    const count = sent.name === 'mintbatch' && Array.isArray(sent.data.nft_uris) ? sent.data.nft_uris.length : 1
    for (let offset = 0; offset < count; offset += 1) ids.push((first + BigInt(offset)).toString())
  }
  return ids
}
