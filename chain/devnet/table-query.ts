import { Name, Serializer, UInt64, type ABI } from '@greymass/eosio'
import { nameToBigInt, SecondaryKeyConverter, type Blockchain, type TableStore } from '@proton/vert'
import { ChainError } from './errors.ts'

/** The body of `/v1/chain/get_table_rows` as eosjs and nodeos define it. */
export interface TableRowsQuery {
  code: string
  scope: string
  table: string
  json?: boolean
  lower_bound?: string
  upper_bound?: string
  index_position?: string | number
  key_type?: string
  limit?: number
  reverse?: boolean
  show_payer?: boolean
}

export interface TableRowsResult {
  rows: unknown[]
  more: boolean
  next_key: string
}

const UINT64_MAX = (1n << 64n) - 1n
const UINT128_MAX = (1n << 128n) - 1n

/**
 * Scope and i64 bounds convert like nodeos's convert_to_type<uint64_t>: a number, else a name,
 * else a symbol ("4,SYS") or a symbol code ("SYS").
 */
export function toUint64(text: string, what: string): bigint {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return BigInt(trimmed)
  if (/^[a-z1-5.]{0,13}$/.test(trimmed)) return BigInt(Name.from(trimmed).value.toString())
  const symbol = /^(\d+),([A-Z]{1,7})$/.exec(trimmed)
  if (symbol) return symbolCode(symbol[2] ?? '') * 256n + BigInt(symbol[1] ?? '0')
  if (/^[A-Z]{1,7}$/.test(trimmed)) return symbolCode(trimmed)
  throw new ChainError(
    'contract_table_query_exception',
    `Could not convert ${what} string '${text}' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)`,
  )
}

function symbolCode(code: string): bigint {
  let value = 0n
  for (let index = code.length - 1; index >= 0; index -= 1) value = (value << 8n) | BigInt(code.charCodeAt(index))
  return value
}

type KeyKind = 'i64' | 'i128' | 'i256' | 'float64'

function keyKind(keyType: string): KeyKind {
  switch (keyType) {
    case '':
    case 'i64':
    case 'name':
      return 'i64'
    case 'i128':
      return 'i128'
    case 'i256':
    case 'sha256':
    case 'ripemd160':
      return 'i256'
    case 'float64':
      return 'float64'
    default:
      throw new ChainError('contract_table_query_exception', `Unsupported secondary index type: ${keyType}`)
  }
}

/** nodeos's index_position words: primary/first/1, secondary/second/2, tertiary/third/3, … */
function indexNumber(position: string | number | undefined): number {
  const text = String(position ?? '').toLowerCase()
  if (text === '' || text === 'first' || text === 'primary' || text === 'one') return 0
  if (text.startsWith('sec') || text === 'two') return 1
  if (text.startsWith('ter') || text.startsWith('th')) return 2
  if (text.startsWith('fou')) return 3
  if (text.startsWith('fi')) return 4
  if (text.startsWith('six')) return 5
  if (text.startsWith('sev')) return 6
  if (text.startsWith('eig')) return 7
  if (text.startsWith('nin')) return 8
  if (text.startsWith('ten')) return 9
  const number = Number(text)
  if (!Number.isInteger(number))
    throw new ChainError('contract_table_query_exception', `Invalid index_position: ${text}`)
  return number < 2 ? 0 : number - 1
}

type SecondaryValue = bigint | number | Buffer

function parseBound(kind: KeyKind, text: string, isUpper: boolean): SecondaryValue {
  switch (kind) {
    case 'i64':
      return text === '' ? (isUpper ? UINT64_MAX : 0n) : toUint64(text, isUpper ? 'upper_bound' : 'lower_bound')
    case 'i128':
      return text === '' ? (isUpper ? UINT128_MAX : 0n) : BigInt(text)
    case 'float64':
      return text === '' ? (isUpper ? Number.MAX_VALUE : -Number.MAX_VALUE) : Number(text)
    case 'i256': {
      if (text === '') return Buffer.alloc(32, isUpper ? 0xff : 0)
      const hex = text.replace(/^0x/, '').padStart(64, '0')
      return SecondaryKeyConverter.checksum256.from(Buffer.from(hex, 'hex') as never) as unknown as Buffer
    }
  }
}

function compareValues(a: SecondaryValue, b: SecondaryValue): number {
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return Buffer.compare(a, b)
  return a < b ? -1 : a > b ? 1 : 0
}

function formatKey(kind: KeyKind, value: SecondaryValue, keyType: string): string {
  if (kind === 'i256' && Buffer.isBuffer(value)) {
    const raw = Buffer.alloc(32)
    SecondaryKeyConverter.checksum256.to(raw as never, value as never)
    return raw.toString('hex')
  }
  if (kind === 'i128')
    return `0x${BigInt(value as bigint)
      .toString(16)
      .padStart(32, '0')}`
  if (keyType === 'name' && typeof value === 'bigint') return Name.from(UInt64.from(value.toString())).toString()
  return String(value)
}

interface IndexEntry {
  primaryKey: bigint
  key: SecondaryValue
}

interface SecondaryStore {
  secondary: {
    lowerbound: (key: {
      tableId: number
      primaryKey: bigint
      secondaryKey: SecondaryValue
    }) => { primaryKey: bigint; secondaryKey: SecondaryValue; tableId: number } | undefined
    next: (key: {
      tableId: number
      primaryKey: bigint
      secondaryKey: SecondaryValue
    }) => { primaryKey: bigint; secondaryKey: SecondaryValue; tableId: number } | undefined
  }
}

function secondaryStore(store: TableStore, kind: KeyKind): SecondaryStore {
  const stores: Record<KeyKind, unknown> = {
    i64: store.idx64,
    i128: store.idx128,
    i256: store.idx256,
    float64: store.idxDouble,
  }
  return stores[kind] as SecondaryStore
}

/**
 * nodeos's get_table_rows over VeRT's table store: bounds are inclusive, rows come in index
 * order (or reversed), `more`/`next_key` say where the next page starts.
 */
export function getTableRows(bc: Blockchain, abi: ABI | undefined, query: TableRowsQuery): TableRowsResult {
  const code = Name.from(query.code).toString()
  const tableName = Name.from(query.table)
  const tableValue = BigInt(tableName.value.toString())
  if ((tableValue & ~0xfn) !== tableValue) {
    throw new ChainError('contract_table_query_exception', `Unsupported table name: ${tableName.toString()}`)
  }
  const tableType = abi?.tables.find((table) => table.name === tableName.toString())?.type
  if (query.json !== false && !tableType) {
    throw new ChainError('contract_table_query_exception', `Table ${tableName.toString()} is not specified in the ABI`)
  }
  const scope = toUint64(query.scope ?? '', 'scope')
  const codeValue = nameToBigInt(Name.from(code))
  const index = indexNumber(query.index_position)
  const keyType = index === 0 ? (query.key_type === 'name' ? 'name' : 'i64') : (query.key_type ?? 'i64')
  const kind = index === 0 ? 'i64' : keyKind(keyType)
  const lower = parseBound(kind, query.lower_bound ?? '', false)
  const upper = parseBound(kind, query.upper_bound ?? '', true)
  const limit = query.limit === undefined || query.limit === null ? 10 : Number(query.limit)

  const primaryTable = bc.store.findTable(codeValue, scope, tableValue)
  const entries: IndexEntry[] = []
  if (primaryTable && compareValues(lower, upper) <= 0) {
    if (index === 0) {
      let row = primaryTable.lowerbound(lower as bigint)
      while (row && row.primaryKey <= (upper as bigint)) {
        entries.push({ primaryKey: row.primaryKey, key: row.primaryKey })
        row = primaryTable.next(row.primaryKey)
      }
    } else {
      const indexTable = bc.store.findTable(codeValue, scope, tableValue | BigInt(index - 1))
      if (indexTable) {
        const store = secondaryStore(bc.store, kind)
        let item = store.secondary.lowerbound({ tableId: indexTable.id, primaryKey: 0n, secondaryKey: lower })
        while (item && item.tableId === indexTable.id && compareValues(item.secondaryKey, upper) <= 0) {
          entries.push({ primaryKey: item.primaryKey, key: item.secondaryKey })
          item = store.secondary.next(item)
        }
      }
    }
  }
  if (query.reverse) entries.reverse()

  const page = limit > 0 ? entries.slice(0, limit) : entries.slice(0, 0)
  const rows = page.map(({ primaryKey }) => {
    const row = primaryTable?.get(primaryKey)
    if (!row) return null
    const data =
      query.json === false || !tableType || !abi
        ? Buffer.from(row.value).toString('hex')
        : Serializer.objectify(Serializer.decode({ abi, type: tableType, data: row.value }))
    return query.show_payer ? { data, payer: Name.from(UInt64.from(row.payer.toString())).toString() } : data
  })
  const following = entries[page.length]
  return {
    rows,
    more: following !== undefined,
    next_key: following === undefined ? '' : formatKey(kind, following.key, keyType),
  }
}
