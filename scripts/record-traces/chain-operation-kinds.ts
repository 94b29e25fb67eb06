// One successful trace per kind of chain operation (the mint ones are in chain-operation.ts): what each sends,
// as the collectibles screens start it (`operation` = the fee function, business type 1 single, 2 multi-copy).
import type { AnyActorRef } from 'xstate'
import type { ChainOperationInput } from '../../src/lib/chain-operation/chain-operation.machine'
import { chainOperation, chainOps } from './chain-operation'
import { settle, type Scenario } from './harness'

const platform = { account: 'platform1111', type: 2, role: 2 } as const
const operator = { account: 'operator1111', type: 2, role: 1 } as const

const run = (payload: Record<string, unknown>) => async (actor: AnyActorRef) => {
  actor.send({ type: 'operation.start', payload })
  await settle()
  actor.send({ type: 'operation.confirm' })
  await settle()
}

interface Kind {
  name: string
  description: string
  input: ChainOperationInput
  payload: Record<string, unknown>
}

const kinds: Kind[] = [
  {
    name: 'transfer',
    description: 'Transfer a single-copy collectible (转移)',
    input: { operation: 'transfer', method: 'transfer', businessType: 1, account: platform },
    payload: { nft_id: '1001', to: 'user11111111', memo: '' },
  },
  {
    name: 'transfer-1155',
    description: 'Transfer 3 copies of a multi-copy collectible (转移, 1155)',
    input: { operation: 'transfer', method: 'transfer', businessType: 2, account: platform },
    payload: { nft_id: '2001', to: 'user11111111', amount: '3', memo: '' },
  },
  {
    name: 'batch-transfer',
    description: 'Batch transfer of two collectibles in one transaction (批量转移)',
    input: { operation: 'batchtrans', method: 'batchtrans', businessType: 1, account: platform },
    payload: { nft_ids: ['1001', '1002'], to: 'user11111111', memo: '' },
  },
  {
    name: 'burn',
    description: 'Burn a collectible (销毁)',
    input: { operation: 'burn', method: 'burn', businessType: 1, account: platform },
    payload: { nft_id: '1001' },
  },
  {
    name: 'approve',
    description: 'Approve another account for one collectible (授权)',
    input: { operation: 'approve', method: 'approve', businessType: 1, account: platform },
    payload: { nft_id: '1001', to: 'user22222222' },
  },
  {
    name: 'unfreeze',
    description: 'Unfreeze an account by the operator (解冻)',
    input: { operation: 'unfreeze', method: 'unfreeze', businessType: 1, account: operator },
    payload: { account: 'user11111111', state: 1, change_platform_state: false },
  },
]

export const chainOperationKindScenarios: Scenario[] = kinds.map((kind) => ({
  file: `${chainOps}/chain-operation.${kind.name}.json`,
  description: kind.description,
  machine: chainOperation({}),
  input: kind.input,
  drive: run(kind.payload),
}))
