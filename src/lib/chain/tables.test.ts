import { describe, expect, it } from 'vitest'
import { createChainClient } from './client'
import { normalizeTableLimit } from './tables'

describe('table reads', () => {
  it('reads 20 rows when the limit is 0 or less', () => {
    expect(normalizeTableLimit(0)).toBe(20)
    expect(normalizeTableLimit(-5)).toBe(20)
    expect(normalizeTableLimit(undefined)).toBe(20)
    expect(normalizeTableLimit(Number.NaN)).toBe(20)
    expect(normalizeTableLimit(7)).toBe(7)
  })

  it('sends get_table_rows with the contract as code and scope and the normalised limit', async () => {
    const bodies: unknown[] = []
    const fetch = async (url: string, init?: RequestInit): Promise<Response> => {
      expect(url).toBe('http://node.test/v1/chain/get_table_rows')
      bodies.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ rows: [{ account: 'alice', points: 12 }], more: false, next_key: '' }))
    }
    const client = createChainClient({ rpcUrl: 'http://node.test/', contractAccount: 'ddccontract', fetch })
    const result = await client.readBalances({ limit: 0 })
    expect(result.rows).toEqual([{ account: 'alice', points: '12' }])
    expect(bodies[0]).toMatchObject({
      json: true,
      code: 'ddccontract',
      scope: 'ddccontract',
      table: 's21balance',
      limit: 20,
    })
    expect(await client.readPoints('alice')).toBe('12')
    expect(bodies[1]).toMatchObject({ lower_bound: 'alice', upper_bound: 'alice', limit: 1 })
  })

  it('normalises account, nft and fee rows from nodes that print numbers, strings or 0/1', async () => {
    const rows: Record<string, unknown[]> = {
      s21account: [
        {
          account: 'bob',
          role: '2',
          is_manager: 0,
          operator_state: 1,
          platform_state: 2,
          leader: 'op',
          account_did: 'd',
          leader_did: 'l',
          account_name: 'Bob',
          operator_name: 'Op',
        },
      ],
      nfts: [
        {
          nft_id: '18446744073709551615',
          business_type: 1,
          creator: 'p',
          owner: 'bob',
          supply: 1,
          nft_uri: 'u',
          memo: 'm',
          frozen: 1,
          approved: '',
        },
      ],
      feerules: [{ business_type: 1, func_fee: [{ key: 'mint', fee: 5 }] }],
    }
    const fetch = async (_url: string, init?: RequestInit): Promise<Response> => {
      const { table } = JSON.parse(String(init?.body)) as { table: string }
      return new Response(JSON.stringify({ rows: rows[table] ?? [], more: false, next_key: '' }))
    }
    const client = createChainClient({ rpcUrl: 'http://node.test', contractAccount: 'ddccontract', fetch })
    expect((await client.readAccounts()).rows[0]).toMatchObject({
      account: 'bob',
      role: 2,
      is_manager: false,
      platform_state: 2,
    })
    expect((await client.readNfts()).rows[0]).toMatchObject({
      nft_id: '18446744073709551615',
      supply: '1',
      frozen: true,
    })
    expect((await client.readFeeRules()).rows[0]).toEqual({ business_type: 1, func_fee: [{ key: 'mint', fee: '5' }] })
    expect(await client.readAccount('carol')).toBeNull()
  })
  it('reads cross-platform approvals and the contract config, an absent config as the contract defaults', async () => {
    const tables: Record<string, unknown[]> = {
      crossappr: [{ id: 3, from: 'plat1', to: 'plat2', approved: 1 }],
      config: [],
    }
    const fetch = async (_url: string, init?: RequestInit): Promise<Response> => {
      const { table } = JSON.parse(String(init?.body)) as { table: string }
      return new Response(JSON.stringify({ rows: tables[table] ?? [], more: false, next_key: '' }))
    }
    const client = createChainClient({ rpcUrl: 'http://node.test', contractAccount: 'ddccontract', fetch })
    expect((await client.readCrossApprovals()).rows).toEqual([{ id: '3', from: 'plat1', to: 'plat2', approved: true }])
    expect(await client.readContractConfig()).toEqual({ is_platform_open: true })
    tables.config = [{ is_platform_open: 0, next_nft_id: 5, initialized: 1 }]
    expect(await client.readContractConfig()).toEqual({ is_platform_open: false })
  })
})
