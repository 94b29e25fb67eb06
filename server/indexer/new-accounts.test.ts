import { describe, expect, it } from 'vitest'
import { newAccountRows } from './new-accounts'

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
