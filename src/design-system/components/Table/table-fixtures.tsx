import { AddressText } from '../AddressText'
import { DateTime } from '../DateTime'
import { StatusBadge } from '../StatusBadge'
import { Tag } from '../Tag'
import type { TableColumn } from './Table'

/** The product's business types (docs/glossary.md), copied: the design system may not import src/api. */
const SampleBusinessType = { SingleCopy: 1, MultiCopy: 2 } as const
type SampleBusinessType = (typeof SampleBusinessType)[keyof typeof SampleBusinessType]

/** A collectible row like the search results, for stories, tests and the benchmark. */
export interface SampleCollectible {
  nftId: string
  owner: string
  businessType: SampleBusinessType
  supply: number
  frozen: boolean
  createTime: string
}

const owners = ['platform1234', 'useraccount1', 'operator1111', 'a2b3c4d5e1f2', 'collector.a1']

export function sampleCollectibles(count: number): SampleCollectible[] {
  return Array.from({ length: count }, (_, index) => ({
    nftId: String(100_000 + index),
    owner: owners[index % owners.length] ?? 'useraccount1',
    businessType: index % 3 === 0 ? SampleBusinessType.MultiCopy : SampleBusinessType.SingleCopy,
    supply: index % 3 === 0 ? (index % 50) + 2 : 1,
    frozen: index % 7 === 3,
    createTime: `2024-03-${String((index % 28) + 1).padStart(2, '0')} 1${index % 10}:${String(index % 60).padStart(2, '0')}:00`,
  }))
}

export const sampleColumns: TableColumn<SampleCollectible>[] = [
  { key: 'nftId', title: '藏品编号', width: 120 },
  { key: 'owner', title: '链账户地址', render: (row) => <AddressText value={row.owner} /> },
  {
    key: 'businessType',
    title: '藏品类型',
    width: 110,
    render: (row) => <Tag tone="info">{row.businessType === SampleBusinessType.SingleCopy ? '单版本' : '多版本'}</Tag>,
  },
  { key: 'supply', title: '发行量', width: 90, align: 'right' },
  {
    key: 'state',
    title: '状态',
    width: 100,
    render: (row) => <StatusBadge tone={row.frozen ? 'frozen' : 'success'}>{row.frozen ? '冻结' : '正常'}</StatusBadge>,
  },
  { key: 'createTime', title: '创建时间', width: 180, render: (row) => <DateTime value={row.createTime} /> },
]
