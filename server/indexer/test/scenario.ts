import { CONTRACT, type FakeNode, type ScriptedAction } from './fake-node'

/**
 * One history of the collectibles contract, block by block: accounts under each other, fee rules, points
 * created and handed down, single- and multi-copy collectibles minted, moved, approved, frozen and burned.
 * `expected` is what the contract's tables hold after it (worked out from ddc.contract.ts by hand).
 */

const op = 'operator1'
const platform = 'platform1'
const alice = 'consumer1'
const bob = 'consumer2'

const act = (name: string, params: Record<string, unknown>, extra: Partial<ScriptedAction> = {}): ScriptedAction => ({
  name,
  params,
  ...extra,
})

export function writeScenario(node: FakeNode): void {
  node.addBlock([
    {
      actions: [
        act('init', {}, { actor: CONTRACT }),
        act('operatoradd', {
          sender: CONTRACT,
          account: op,
          account_name: 'Operator',
          account_did: 'did:op',
          leader_did: '',
        }),
        act('setfee', { sender: CONTRACT, business_type: 1, func_name: 'mint', value: '10' }),
        act('setfee', { sender: CONTRACT, business_type: 1, func_name: 'transfer', value: '3' }),
        act('setfee', { sender: CONTRACT, business_type: 1, func_name: 'batchtrans', value: '4' }),
        act('setfee', { sender: CONTRACT, business_type: 2, func_name: 'transfer', value: '2' }),
      ],
    },
  ])
  node.addBlock([
    {
      actions: [
        act('operatoradd', {
          sender: op,
          account: platform,
          account_name: '星河数藏',
          account_did: '',
          leader_did: '',
        }),
        act('operatoradd', {
          sender: platform,
          account: alice,
          account_name: 'Alice',
          account_did: '',
          leader_did: '',
        }),
        act('operatoradd', { sender: platform, account: bob, account_name: 'Bob', account_did: '', leader_did: '' }),
      ],
    },
  ])
  node.addBlock()
  node.addBlock([
    { actions: [act('selfrecharge', { sender: op, value: '1000000' })] },
    { actions: [act('recharge', { from: op, to: platform, value: '5000', memo: 'top up' })] },
    { actions: [act('recharge', { from: platform, to: alice, value: '100', memo: 'gift' })] },
  ])
  node.addBlock([
    {
      actions: [
        act('mint', {
          sender: platform,
          to: alice,
          amount: '1',
          nft_uri: 'ipfs://one',
          business_type: 1,
          memo: 'first',
        }),
      ],
    },
    {
      actions: [
        act(
          'mint',
          { sender: platform, to: platform, amount: '50', nft_uri: 'ipfs://many', business_type: 2, memo: 'copies' },
          { hexOnly: true, returnValue: '2' },
        ),
      ],
    },
  ])
  node.addBlock([
    {
      actions: [
        act('mintbatch', {
          sender: platform,
          to: alice,
          amounts: ['1', '1'],
          nft_uris: ['ipfs://three', 'ipfs://four'],
          business_type: 1,
          memo: 'pair',
        }),
        act('transfer', { sender: alice, from: alice, to: bob, nft_id: '1', amount: '1', memo: '', business_type: 1 }),
      ],
    },
  ])
  node.addBlock([
    {
      actions: [
        act('transfer', {
          sender: platform,
          from: platform,
          to: alice,
          nft_id: '2',
          amount: '20',
          memo: '',
          business_type: 2,
        }),
      ],
    },
    { actions: [act('approve', { sender: alice, to: platform, nft_id: '3', business_type: 1 })] },
  ])
  node.addBlock([
    {
      actions: [
        act('batchtrans', {
          sender: alice,
          from: alice,
          to: bob,
          nft_ids: ['3', '4'],
          amounts: ['1', '1'],
          memo: '',
          business_type: 1,
        }),
      ],
    },
    { actions: [act('freeze', { sender: platform, nft_id: '4', business_type: 1 })] },
  ])
  node.addBlock([
    { actions: [act('burn', { sender: alice, owner: alice, nft_id: '2', business_type: 2 })] },
    {
      actions: [act('updateaccsta', { sender: op, account: bob, state: 2, change_platform_state: true })],
    },
    { actions: [act('deletefee', { sender: CONTRACT, business_type: 1, func_name: 'transfer' })] },
  ])
  node.addBlock()
}

export const expected = {
  blocks: 10,
  balances: {
    [op]: '995000',
    // 5000 − 100 handed to Alice − 10 (mint, type 1) − 2 (transfer, type 2)
    [platform]: '4888',
    // 100 − 3 (transfer) − 2 × 4 (batchtrans)
    [alice]: '89',
    [CONTRACT]: '23',
  },
  /** nft_id → holders and amounts, supply, state */
  holdings: [
    { nft_id: '1', owner: bob, amount: '1', supply: '1', state: 1, approved: '' },
    { nft_id: '2', owner: platform, amount: '30', supply: '30', state: 1, approved: '' },
    { nft_id: '3', owner: bob, amount: '1', supply: '1', state: 1, approved: '' },
    { nft_id: '4', owner: bob, amount: '1', supply: '1', state: 2, approved: '' },
  ],
  feeRules: [
    { business_type: 1, func_name: 'batchtrans', value: '4' },
    { business_type: 1, func_name: 'mint', value: '10' },
    { business_type: 2, func_name: 'transfer', value: '2' },
  ],
}
