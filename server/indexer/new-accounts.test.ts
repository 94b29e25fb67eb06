import { describe, expect, it } from 'vitest'
import { Serialize } from 'eosjs'
import { generateKeys } from '@/lib/chain/keys'
import { newAccountRows } from './new-accounts'
import { decodeNewAccount, newAccountAbiType } from './newaccount-abi'

describe('newaccount rows', () => {
  it('keeps each executed eosio::newaccount with its creator and owner and active keys, nothing else', () => {
    const authority = (key: string) => ({ threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] })
    const action = (account: string, name: string, receiver: string, params: Record<string, unknown>) => ({
      account,
      name,
      receiver,
      authorization: [{ actor: 'platform1', permission: 'owner' }],
      params,
      returnValue: null,
    })
    const params = {
      creator: 'platform1',
      name: 'newname1111',
      owner: authority('EOS_OWNER'),
      active: authority('EOS_ACTIVE'),
    }
    const rows = newAccountRows(
      {
        id: 'a'.repeat(64),
        actions: [
          action('eosio', 'newaccount', 'eosio', params),
          // A notification's copy and other actions are not creations.
          action('eosio', 'newaccount', 'platform1', params),
          action('eosio', 'buyrambytes', 'eosio', { payer: 'platform1' }),
          // Parameters the node did not decode: nothing to prove with.
          action('eosio', 'newaccount', 'eosio', {}),
        ],
      },
      { number: 42, id: 'b'.repeat(64), previousId: '', timestamp: '2026-11-26T10:00:00.000', transactions: [] },
      new Date('2026-11-26T10:00:00Z'),
      '1',
    )
    expect(rows).toEqual([
      {
        account: 'newname1111',
        chain_info_id: '1',
        creator: 'platform1',
        owner_keys: '["EOS_OWNER"]',
        active_keys: '["EOS_ACTIVE"]',
        tx_hash: 'a'.repeat(64),
        block_number: '42',
        block_time: new Date('2026-11-26T10:00:00Z'),
      },
    ])
  })
})

describe('newaccount data sent as hex', () => {
  it('decodes the creator, the name and the keys of both authorities', () => {
    const key = generateKeys().publicKey
    const authority = {
      threshold: 1,
      keys: [{ key, weight: 1 }],
      accounts: [{ permission: { actor: 'platform1', permission: 'owner' }, weight: 1 }],
      waits: [],
    }
    const buffer = new Serialize.SerialBuffer({ textEncoder: new TextEncoder(), textDecoder: new TextDecoder() })
    newAccountAbiType()?.serialize(buffer, {
      creator: 'platform1',
      name: 'hexname11111',
      owner: authority,
      active: authority,
    })
    const decoded = decodeNewAccount(Serialize.arrayToHex(buffer.asUint8Array()))
    expect(decoded).toMatchObject({ creator: 'platform1', name: 'hexname11111' })
    const rows = newAccountRows(
      {
        id: 'c'.repeat(64),
        actions: [
          {
            account: 'eosio',
            name: 'newaccount',
            receiver: 'eosio',
            authorization: [],
            params: decoded,
            returnValue: null,
          },
        ],
      },
      { number: 1, id: '', previousId: '', timestamp: '', transactions: [] },
      new Date(),
      '1',
    )
    const [row] = rows
    expect(row?.account).toBe('hexname11111')
    expect(JSON.parse(row?.owner_keys ?? '[]')).toHaveLength(1)
    expect(decodeNewAccount('zz')).toEqual({})
  })
})
