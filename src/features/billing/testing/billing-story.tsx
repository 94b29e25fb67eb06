/**
 * Stories only: a billing screen at its path for a signed-in demo user whose chain key is unlocked (so an
 * operation goes straight to its checks and fee preview, never to a chain).
 */
import type { ReactNode } from 'react'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type {
  CheckPointsOutput,
  ReadChainKeyOutput,
  WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import { readConsoleSession } from '@/lib/console-session'
import { keepChainKey } from '@/lib/chain-keys'
import { signInAs, type DemoUser } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { billingOperationMachine } from '../api/billing-operations'
import type { BillingMachineFactory } from '../components/billing-operation-environment'

export async function signInUnlocked(kind: DemoUser): Promise<void> {
  signInAs(kind)
  const session = readConsoleSession()
  if (session.status === 'ok' && session.session.account)
    await keepChainKey(session.session.account.account, PUBLISHED_DEV_PRIVATE_KEY)
}

export function BillingStory({ path, children }: { path: string; children: ReactNode }) {
  return (
    <StoryRouter path={path}>
      <main>{children}</main>
    </StoryRouter>
  )
}

/** The fee group (`feeHandlers`, the mock's) with `getSupply` answering this balance of the current account. */
export function feeWithBalance(balance: string, feeHandlers: readonly HttpHandler[]) {
  return [
    http.get('*/api/v1/fee/getSupply', () =>
      HttpResponse.json({
        error_code: 0,
        message: '',
        data: {
          account: 'ddcplatform1',
          role: 2,
          bussiness_name: '示例平台',
          balance,
          update_time: '2026-11-23 10:00:00',
        },
      }),
    ),
    ...feeHandlers,
  ]
}

/** The fee group with `getSupply` failing: with code 127 (no points account) or a server error. */
export function feeWithSupplyFailure(code: 127 | 500, feeHandlers: readonly HttpHandler[]) {
  return [
    http.get('*/api/v1/fee/getSupply', () =>
      HttpResponse.json(
        { error_code: code, message: code === 127 ? '积分账户不存在' : '服务器内部错误', data: null },
        { status: code === 127 ? 200 : 500 },
      ),
    ),
    ...feeHandlers,
  ]
}

export const slow = { timeout: 15_000 }

/**
 * The billing machine with its chain steps stood in (there is no chain in Storybook): the key is unlocked,
 * the points suffice, signing answers `transactionId` and the indexer has it at once. The form, its checks
 * and the dialog are the real ones.
 */
export function completingBillingMachine(transactionId: string): BillingMachineFactory {
  return (chain, operation) =>
    billingOperationMachine(chain, operation).provide({
      actors: {
        readChainKey: fromPromise(async (): Promise<ReadChainKeyOutput> => ({ status: 'present' })),
        checkPoints: fromPromise(async (): Promise<CheckPointsOutput> => ({ enough: true })),
        sendTransaction: fromPromise(async () => ({ transactionId })),
        waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
          sendBack({ type: 'indexing.included' })
          sendBack({ type: 'indexing.indexed' })
        }),
      },
    })
}
