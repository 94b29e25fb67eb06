import { describe, expect, it } from 'vitest'
import { BusinessType } from '@/api/primitives'
import type { Collectible } from '@/api/nft'
import { zhCN } from '@/lib/i18n'
import { enUS } from '@/lib/i18n/en-US'
import { zhCN as searchZhCN } from '../messages/zh-CN'
import { enUS as searchEnUS } from '../messages/en-US'
import type { Messages } from '../messages'
import { certificateFields } from './certificate-fields'

const collectible: Collectible = {
  nft_id: '1000000000003',
  erc_info_id: '7',
  chain_info_id: '1',
  chain_type: 'devnet',
  business_type: BusinessType.MultiCopy,
  supply: '12345',
  nft_uri: 'ipfs://example',
  nft_memo: '',
  owner: 'platform1111',
  create_time: '2026-11-20 08:00:00',
}
const mint = { tx_hash: 'ab'.repeat(32), block_number: '123456' }
const madeAt = new Date(2026, 10, 26, 15, 4, 5)

function valueOf(fields: { label: string; value: string }[], label: string): string | undefined {
  return fields.find((field) => field.label === label)?.value
}

describe('certificate fields', () => {
  it('write the date and the supply as Chinese does in zh-CN', () => {
    const messages = { ...zhCN, ...searchZhCN } as Messages
    const fields = certificateFields(collectible, mint, messages, 'zh-CN', madeAt)
    expect(valueOf(fields, '证书生成时间')).toBe('2026年11月26日 15:04:05')
    expect(valueOf(fields, '发行数量')).toBe('12,345')
    expect(valueOf(fields, '藏品类型')).toBe('多份藏品')
  })

  it('write them as English does in en-US', () => {
    const messages = { ...enUS, ...searchEnUS } as unknown as Messages
    const fields = certificateFields(collectible, mint, messages, 'en-US', madeAt)
    const issued = valueOf(fields, searchEnUS.collectionSearch.issuedAt) ?? ''
    expect(issued).toMatch(/^November 26, 2026 at 3:04:05\sPM$/)
    expect(issued).not.toContain('2026/11/26')
    expect(valueOf(fields, searchEnUS.collectionSearch.supply)).toBe('12,345')
  })

  it('keep identifiers, hashes and block numbers as they are, past 2^53 too', () => {
    const messages = { ...enUS, ...searchEnUS } as unknown as Messages
    const big = { ...collectible, nft_id: '18446744073709551615', supply: '18446744073709551615' }
    const fields = certificateFields(big, mint, messages, 'en-US', madeAt)
    expect(valueOf(fields, searchEnUS.collectionSearch.nftId)).toBe('18446744073709551615')
    expect(valueOf(fields, searchEnUS.collectionSearch.supply)).toBe('18,446,744,073,709,551,615')
    expect(valueOf(fields, searchEnUS.collectionSearch.mintBlock)).toBe('123456')
  })
})
