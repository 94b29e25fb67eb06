/**
 * Stories only: the collectible operations against a gateway and chain steps of the story's choosing (there
 * is no chain in Storybook); the mock backend answers fee rules and `checkTransaction`.
 */
import { useState, type ReactNode } from 'react'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { ManagedCollectible } from '@/api/nft'
import { ActiveState, BusinessType } from '@/api/primitives'
import type {
  CheckPointsInput,
  CheckPointsOutput,
  ReadChainKeyInput,
  IndexingEvent,
  OperationActorInput,
  ReadChainKeyOutput,
  SendTransactionOutput,
  WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { PassphraseInput, PassphraseOutput } from '@/lib/chain-operation/passphrase.machine'
import { StoryRouter } from '@/test/StoryRouter'
import { OperationEnvironmentProvider } from './operation-environment'
import type { OperationGateway } from './operation-gateway'
import { requestOf, type OperationActors } from './operation-machine'

const never = <T,>() => new Promise<T>(() => undefined)

export interface StoryChain {
  /** The id `send` answers: one the mock backend knows, so its deal link resolves. */
  transactionId: string
  /** The key is unlocked (default) or the passphrase dialog is needed (it then never answers). */
  key?: 'present' | 'absent'
  /** The points check: enough (default), or not, with the points missing. */
  points?: 'enough' | { missing: string }
  /** The on-chain refusal the precheck answers, as a `chainErrors` code. */
  refuse?: string
  /** `pending`: signing never ends; a code: the chain's failure. */
  send?: 'ok' | 'pending' | { code: string }
  /** How far the indexer gets: indexed (default), included only, or nothing. */
  indexing?: 'indexed' | 'included' | 'none'
  /** What the sent transaction changes in the mock backend, as the indexer would record it. */
  onSent?: () => void
}

export function storyEnvironment(chain: StoryChain): { gateway: OperationGateway; actors: OperationActors } {
  const gateway: OperationGateway = {
    precheck: async () => {
      if (chain.refuse) throw Object.assign(new Error(chain.refuse), { code: chain.refuse })
    },
    send: async () => {
      if (chain.send === 'pending') return never()
      if (typeof chain.send === 'object') throw Object.assign(new Error(chain.send.code), { code: chain.send.code })
      chain.onSent?.()
      return { transactionId: chain.transactionId }
    },
  }
  const actors: OperationActors = {
    readChainKey: fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async () => ({ status: chain.key ?? 'present' })),
    passphrase: fromPromise<PassphraseOutput, PassphraseInput>(() => never()),
    checkPoints: fromPromise<CheckPointsOutput, CheckPointsInput>(async () =>
      typeof chain.points === 'object' ? { enough: false, missing: chain.points.missing } : { enough: true },
    ),
    sendTransaction: fromPromise<SendTransactionOutput, OperationActorInput>(({ input }) =>
      gateway.send(requestOf(input.payload), { account: input.account, privateKey: '' }),
    ),
    waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
      const indexing = chain.indexing ?? 'indexed'
      if (indexing === 'none') return
      sendBack({ type: 'indexing.included' } satisfies IndexingEvent)
      if (indexing === 'indexed') sendBack({ type: 'indexing.indexed' } satisfies IndexingEvent)
    }),
  }
  return { gateway, actors }
}

export function StoryFrame({ chain, children }: { chain: StoryChain; children: ReactNode }) {
  const [environment] = useState(() => storyEnvironment(chain))
  return (
    <StoryRouter path="/details-721">
      <OperationEnvironmentProvider value={environment}>
        <main>{children}</main>
      </OperationEnvironmentProvider>
    </StoryRouter>
  )
}

export function storyCollectible(patch: Partial<ManagedCollectible> = {}): ManagedCollectible {
  return {
    nft_id: '1001',
    erc_info_id: '1001',
    chain_info_id: '1',
    chain_type: 'Antelope',
    business_type: BusinessType.SingleCopy,
    supply: '1',
    nft_uri: 'ipfs://story/1001',
    nft_memo: '',
    owner: 'ddcplatform1',
    create_time: '2026-11-23 10:00:00',
    state: ActiveState.Enabled,
    approved: '',
    amount: '1',
    tx_hash: 'a'.repeat(64),
    ...patch,
  }
}
