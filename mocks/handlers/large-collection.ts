import { ActiveState, BusinessType, Role } from '@/api/primitives'
import { endpoints } from '@/api/endpoints'
import { managedListTotal } from '@/api/nft'
import { route, type MockRoute } from '../http/define-route'
import { contains, inRange, requireSession } from '../http/views'
import type { CollectibleRecord } from '../store/types'

/**
 * A platform with a very large collection (issue 12 item 8: 100,000 collectibles), for the list's scale
 * benchmarks and tests. Rows are made when a page asks for them, not held: a row is a function of its
 * position, so an unfiltered page costs its own size, whatever the collection's.
 */
export interface LargeCollection {
  businessType: BusinessType
  /** The minting platform (its scope) and the holder of every copy. */
  platform: string
  owner: string
  count: number
}

const FIRST_NUMBER = 7_000_000_000_000
const FIRST_TIME = Date.UTC(2026, 0, 1)

function timeText(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * The row at `position` (0 is the newest). Numbers and times both grow with age, one second apart, so every
 * order the list offers is the position order or its reverse. One in 50 is frozen, a third have "art" URIs.
 */
export function largeCollectionRow(collection: LargeCollection, position: number): CollectibleRecord {
  const serial = collection.count - position
  const multiCopy = collection.businessType === BusinessType.MultiCopy
  return {
    nft_id: String(FIRST_NUMBER + serial),
    erc_info_id: String(FIRST_NUMBER + serial),
    chain_info_id: '1',
    chain_type: 'ddc',
    business_type: collection.businessType,
    supply: multiCopy ? '10' : '1',
    nft_uri: `https://assets.example/${serial % 3 === 0 ? 'art' : 'music'}/${serial}.png`,
    nft_memo: `bulk ${serial}`,
    owner: collection.owner,
    create_time: timeText(FIRST_TIME + serial * 1000),
    state: serial % 50 === 0 ? ActiveState.Frozen : ActiveState.Enabled,
    approved: '',
    amount: multiCopy ? '10' : '1',
    tx_hash: serial.toString(16).padStart(64, '0'),
    platform: collection.platform,
  }
}

function listEndpoint(businessType: BusinessType) {
  return businessType === BusinessType.SingleCopy ? endpoints.getNft721List : endpoints.getNft1155List
}

/**
 * The managed list of `collection`'s business type answered from the collection alone (put in front of the
 * group's handlers). Only the collection's platform and the operator see it; filters scan it row by row.
 */
export function largeCollectionListRoute(collection: LargeCollection): MockRoute {
  return route(listEndpoint(collection.businessType), ({ input, session }) => {
    const live = requireSession(session)
    const visible = live.role === Role.Operator || live.account?.platform === collection.platform
    const start = (input.current - 1) * input.size
    // Newest first (by time, or by number descending) is position order.
    const reversed = (input.order ?? 'desc') === 'asc'
    const positionAt = (index: number) => (reversed ? collection.count - 1 - index : index)
    const filtered =
      input.nft_id !== undefined ||
      input.nft_id_exact !== undefined ||
      input.owner !== undefined ||
      input.nft_uri !== undefined ||
      input.state !== undefined ||
      input.platform !== undefined ||
      input.start_time !== undefined ||
      input.end_time !== undefined
    if (!visible) return { list: [], total: 0 }
    if (!filtered) {
      const end = Math.min(collection.count, start + input.size)
      const list = Array.from({ length: Math.max(0, end - start) }, (_, offset) =>
        largeCollectionRow(collection, positionAt(start + offset)),
      )
      return { list, ...managedListTotal(collection.count, input) }
    }
    const matching: CollectibleRecord[] = []
    for (let index = 0; index < collection.count; index += 1) {
      const row = largeCollectionRow(collection, positionAt(index))
      if (
        contains(row.nft_id, input.nft_id) &&
        (!input.nft_id_exact || row.nft_id === input.nft_id_exact) &&
        contains(row.owner, input.owner) &&
        contains(row.nft_uri, input.nft_uri) &&
        (input.state === undefined || String(row.state) === input.state) &&
        (!input.platform || row.platform === input.platform) &&
        inRange(row.create_time, input.start_time, input.end_time)
      )
        matching.push(row)
    }
    return { list: matching.slice(start, start + input.size), ...managedListTotal(matching.length, input) }
  })
}
