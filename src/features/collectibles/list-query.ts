import {
  MANAGED_LIST_MAX_PAGE_SIZE,
  type ManagedListRequest,
  type ManagedListSortField,
  type SortOrder,
} from '@/api/nft'
import type { CollectiblesSide } from './operations'

/**
 * A list's filters, order and page as the URL keeps them (so Back from a details page, a reload or a shared
 * link shows the same list), and the request the server filters, sorts and pages by.
 */
export interface CollectibleFilters {
  nft_id: string
  owner: string
  nft_uri: string
  /** '' all, '1' enabled, '2' frozen. */
  state: '' | '1' | '2'
  /** Creation dates `YYYY-MM-DD`; the server covers the first day from 00:00:00 and the last until 23:59:59. */
  start_time: string
  end_time: string
  /** Operator only: the minting platform's account. */
  platform: string
}

export const SORT_CHOICES = ['create_time:desc', 'create_time:asc', 'nft_id:asc', 'nft_id:desc'] as const
export type SortChoice = (typeof SORT_CHOICES)[number]

export interface ListQuery {
  filters: CollectibleFilters
  sort: SortChoice
  current: number
  size: number
}

/** Spec §9: page 1, size 10; the size changer offers these. */
export const DEFAULT_PAGE_SIZE = 10
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100]
/**
 * A collectible list also offers 10,000 rows at once (issue 12 item 8: a platform with 100,000 collectibles
 * scrolls through them), rendered by the virtual table.
 */
export const LIST_PAGE_SIZES: readonly number[] = [...PAGE_SIZES, MANAGED_LIST_MAX_PAGE_SIZE]
/** Pages larger than the spec's sizes render only the rows in view. */
export function isVirtualPage(size: number): boolean {
  return size > 100
}

export const emptyFilters: CollectibleFilters = {
  nft_id: '',
  owner: '',
  nft_uri: '',
  state: '',
  start_time: '',
  end_time: '',
  platform: '',
}

const filterKeys = Object.keys(emptyFilters) as (keyof CollectibleFilters)[]
const datePattern = /^\d{4}-\d{2}-\d{2}$/

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null
  const value = Number(text)
  return value >= 1 ? value : null
}

/** Reads the list's query string; anything missing or malformed falls back to the defaults. */
export function readListQuery(params: URLSearchParams, side: CollectiblesSide): ListQuery {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100)
  const state = text('state')
  const date = (key: string) => (datePattern.test(text(key)) ? text(key) : '')
  const sort = text('sort')
  const size = positiveInteger(params.get('size'))
  return {
    filters: {
      nft_id: text('nft_id'),
      owner: text('owner'),
      nft_uri: text('nft_uri'),
      state: state === '1' || state === '2' ? state : '',
      start_time: date('start_time'),
      end_time: date('end_time'),
      platform: side === 'operator' ? text('platform') : '',
    },
    sort: (SORT_CHOICES as readonly string[]).includes(sort) ? (sort as SortChoice) : 'create_time:desc',
    current: positiveInteger(params.get('current')) ?? 1,
    size: size !== null && LIST_PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  }
}

/** The query string of a list (defaults left out to keep links short). */
export function listQueryString(query: ListQuery): string {
  const params = new URLSearchParams()
  for (const key of filterKeys) if (query.filters[key]) params.set(key, query.filters[key])
  if (query.sort !== 'create_time:desc') params.set('sort', query.sort)
  if (query.current !== 1) params.set('current', String(query.current))
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size))
  return params.toString()
}

/** Whether two filter sets ask for the same rows. */
export function sameFilters(a: CollectibleFilters, b: CollectibleFilters): boolean {
  return filterKeys.every((key) => a[key] === b[key])
}

export function hasFilters(filters: CollectibleFilters): boolean {
  return filterKeys.some((key) => filters[key] !== '')
}

/** The server request of the list's filters and order; paging comes from the query or from the export. */
export function listRequest(query: ListQuery): Omit<ManagedListRequest, 'current' | 'size'> {
  const [sort, order] = query.sort.split(':') as [ManagedListSortField, SortOrder]
  const { state, ...texts } = query.filters
  const request: Omit<ManagedListRequest, 'current' | 'size'> = { sort, order }
  for (const [key, value] of Object.entries(texts) as [Exclude<keyof CollectibleFilters, 'state'>, string][])
    if (value !== '') request[key] = value
  if (state !== '') request.state = state
  return request
}
