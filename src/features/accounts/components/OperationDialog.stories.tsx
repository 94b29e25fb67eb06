import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import { AccountType, ActiveState, Role } from '@/api/primitives'
import type {
  ChainOperationAccount,
  ReadChainKeyInput,
  ReadChainKeyOutput,
  WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import { changeAccountState } from '../operations/account-actions'
import { accountOperationMachine } from '../operations/account-operation'
import { OperationDialog } from './OperationDialog'

/** The account operation dialog in each state, its chain side replaced (no chain in Storybook). */

const TX = 'a'.repeat(64)
const target = { account: 'useralpha111', operator_state: ActiveState.Enabled, platform_state: ActiveState.Enabled }
const operation = changeAccountState(target, Role.Operator, ActiveState.Frozen)
const operator: ChainOperationAccount = { account: 'ddcoperator1', type: AccountType.Custodial, role: Role.Operator }

function machineWith(outcome: 'done' | 'failed' | 'notIndexed' | 'pending') {
  return accountOperationMachine(operation, () => Promise.reject(new Error('no chain in stories'))).provide({
    actors: {
      readChainKey: fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async () => ({ status: 'present' })),
      sendTransaction: fromPromise(async () => {
        if (outcome === 'failed') throw Object.assign(new Error('frozen'), { code: 'accountFrozen' })
        if (outcome === 'pending') await new Promise(() => undefined)
        return { transactionId: TX }
      }),
      waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
        if (outcome === 'done') {
          sendBack({ type: 'indexing.included' })
          sendBack({ type: 'indexing.indexed' })
        }
      }),
    },
    delays: { indexingTimeout: 50 },
  })
}

const meta = {
  title: 'Accounts/OperationDialog',
  component: OperationDialog,
  args: {
    operation,
    account: operator,
    chainTarget: () => Promise.reject(new Error('no chain in stories')),
    title: '冻结链账户 useralpha111',
    preview: <p>将发送 2 个状态变更：运营方级别、平台方级别</p>,
    onFinished: fn(),
    machine: machineWith('done'),
  },
} satisfies Meta<typeof OperationDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

/** What will change and what it costs, before anything is signed. */
export const Confirming: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await waitFor(() => expect(within(dialog).getByText('本次操作消耗积分：0')).toBeVisible(), { timeout: 10_000 })
    await waitFor(() => expect(within(dialog).getByText('将发送 2 个状态变更：运营方级别、平台方级别')).toBeVisible(), {
      timeout: 10_000,
    })
  },
}

/** Confirmed, sent, indexed: the transaction id is shown. */
export const Done: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await userEvent.click(await within(dialog).findByRole('button', { name: '确认' }, { timeout: 10_000 }))
    // The dialog's body changes step by step: visible once the last step is on screen.
    await waitFor(() => expect(within(dialog).getByText('操作成功')).toBeVisible(), { timeout: 10_000 })
    await waitFor(() => expect(within(dialog).getByText(TX)).toBeVisible(), { timeout: 10_000 })
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0] as HTMLElement)
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', transactionId: TX }))
  },
}

/** Sent, waiting for the block and the indexer. */
export const Sending: Story = {
  args: { machine: machineWith('pending') },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await userEvent.click(await within(dialog).findByRole('button', { name: '确认' }, { timeout: 10_000 }))
    await waitFor(() => expect(within(dialog).getByText('正在发送交易…')).toBeVisible(), { timeout: 10_000 })
  },
}

/** The chain refuses: its catalogue message. */
export const ChainRefused: Story = {
  args: { machine: machineWith('failed') },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await userEvent.click(await within(dialog).findByRole('button', { name: '确认' }, { timeout: 10_000 }))
    await waitFor(() => expect(within(dialog).getByText('账户已冻结')).toBeVisible(), { timeout: 10_000 })
  },
}

/** Sent but the indexer has not answered in time. */
export const SentNotIndexed: Story = {
  args: { machine: machineWith('notIndexed') },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await userEvent.click(await within(dialog).findByRole('button', { name: '确认' }, { timeout: 10_000 }))
    await waitFor(
      () => expect(within(dialog).getByText('交易已发送上链，尚未完成索引，请稍后刷新查看')).toBeVisible(),
      { timeout: 10_000 },
    )
  },
}

/** Spec §5: freezing is refused to anyone but the operator and the platform, before any key is touched. */
export const RoleRefused: Story = {
  args: { account: { account: 'useralpha111', type: AccountType.Custodial, role: 0 } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await waitFor(() => expect(within(dialog).getByText('仅运营方或平台方可进行此操作')).toBeVisible(), {
      timeout: 10_000,
    })
  },
}

/** Non-custodial accounts cannot sign in the console. */
export const NonCustodial: Story = {
  args: { account: { account: 'ddcoperator1', type: AccountType.NonCustodial, role: Role.Operator } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '冻结链账户 useralpha111' })
    await waitFor(() => expect(within(dialog).getByText('当前链账户为非托管模式,无法进行链上操作')).toBeVisible(), {
      timeout: 10_000,
    })
  },
}
