import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { handlerGroups } from '@mocks/handlers'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { ManagedAccount } from '@/api/permission'
import type { ChainClient } from '@/lib/chain'
import { AccountType, ActiveState, Role } from '@/api/primitives'
import { Button } from '@/design-system'
import type {
  ChainOperationAccount,
  ReadChainKeyInput,
  ReadChainKeyOutput,
  WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import { StoryRouter } from '@/test/StoryRouter'
import { UntilDialogEnds } from '@/test/UntilDialogEnds'
import { approveApplication, changeAccountState, createAccountDirectly } from '../operations/account-actions'
import { accountOperationMachine, type AccountOperation } from '../operations/account-operation'
import { chainPartDoneFor, forgetChainPartDone } from '../operations/chain-part-done'
import { FreezeDialog, ListWithOperation } from './operation-dialog-frames'
import { OperationDialog, type OperationDialogProps } from './OperationDialog'
import { pendingResetApplication } from '../operations/test-fixtures'
import { machineArgType } from '@/test/machine-arg-type'
import { storyText } from '@/test/story-text'
import { fillTemplate } from '@/lib/i18n/fill-template'
import { useI18n } from '../messages'

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
  argTypes: machineArgType,
  args: {
    operation,
    account: operator,
    chainTarget: () => Promise.reject(new Error('no chain in stories')),
    // Written in the story's locale by the render (FreezeDialog and the stories' own renders).
    title: '',
    preview: null,
    onFinished: fn(),
    machine: machineWith('done'),
  },
  // The dialog refreshes the accounts' queries when the operation ends.
  decorators: [
    (Story) => (
      <StoryRouter>
        <Story />
      </StoryRouter>
    ),
  ],
  // Once the dialog ends, the canvas says how instead of going blank.
  render: (args) => (
    <UntilDialogEnds
      dialog={(ended) => (
        <FreezeDialog
          {...args}
          targetAccount={target.account}
          onFinished={(output) => {
            args.onFinished(output)
            ended(output.status)
          }}
        />
      )}
    />
  ),
} satisfies Meta<typeof OperationDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)
const wait = { timeout: 10_000 }
/** The story's catalogue lookup and the freeze dialog once it is open. */
async function freezeDialog(globals: Record<string, unknown>) {
  const t = await storyText(globals)
  return {
    t,
    dialog: await body().findByRole('dialog', { name: t('冻结链账户 {account}', { account: 'useralpha111' }) }),
  }
}

/** What will change and what it costs, before anything is signed. */
export const Confirming: Story = {
  play: async ({ globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await waitFor(() => expect(within(dialog).getByText(t('本次操作消耗积分：0'))).toBeVisible(), wait)
    const levels = `${t('运营方级别')}${t('、')}${t('平台方级别')}`
    const preview = t('将发送 {count} 个状态变更：{levels}', { count: 2, levels })
    await waitFor(() => expect(within(dialog).getByText(preview)).toBeVisible(), wait)
  },
}

/** Confirmed, sent, indexed: the transaction id is shown. */
export const Done: Story = {
  play: async ({ args, globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    // The dialog's body changes step by step: visible once the last step is on screen.
    await waitFor(() => expect(within(dialog).getByText(t('操作成功'))).toBeVisible(), wait)
    await waitFor(() => expect(within(dialog).getByText(TX)).toBeVisible(), wait)
    await userEvent.click(within(dialog).getAllByRole('button', { name: t('关闭') })[0] as HTMLElement)
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', transactionId: TX }))
    await expect(await body().findByText('dialog closed: done')).toBeVisible()
  },
}

/** Sent, waiting for the block and the indexer. */
export const Sending: Story = {
  args: { machine: machineWith('pending') },
  play: async ({ globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    await waitFor(() => expect(within(dialog).getByText(t('正在发送交易…'))).toBeVisible(), wait)
  },
}

/** The chain refuses: its catalogue message. */
export const ChainRefused: Story = {
  args: { machine: machineWith('failed') },
  play: async ({ globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    await waitFor(() => expect(within(dialog).getByText(t('账户已冻结'))).toBeVisible(), wait)
  },
}

/** Sent but the indexer has not answered in time. */
export const SentNotIndexed: Story = {
  args: { machine: machineWith('notIndexed') },
  play: async ({ globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    await waitFor(
      () => expect(within(dialog).getByText(t('交易已发送上链，尚未完成索引，请稍后刷新查看'))).toBeVisible(),
      wait,
    )
  },
}

/** Spec §5: freezing is refused to anyone but the operator and the platform, before any key is touched. */
export const RoleRefused: Story = {
  args: { account: { account: 'useralpha111', type: AccountType.Custodial, role: 0 } },
  play: async ({ globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await waitFor(() => expect(within(dialog).getByText(t('仅运营方或平台方可进行此操作'))).toBeVisible(), wait)
  },
}

/** Non-custodial accounts cannot sign in the console. */
export const NonCustodial: Story = {
  args: { account: { account: 'ddcoperator1', type: AccountType.NonCustodial, role: Role.Operator } },
  play: async ({ globals }) => {
    const { t, dialog } = await freezeDialog(globals)
    await waitFor(
      () => expect(within(dialog).getByText(t('当前链账户为非托管模式,无法进行链上操作'))).toBeVisible(),
      wait,
    )
  },
}

/** The indexer of the story below: late, it has the new account only after the dialog's wait is over. */
const lateIndexer = { late: false, askedSinceLate: 0, indexed: false }
const NEW_ACCOUNT = 'newacct11111'
const listedAccount = (account: string, id: string): ManagedAccount => ({
  perm_accounts_id: id,
  account,
  user_name: account,
  type: AccountType.Custodial,
  role: Role.Platform,
  operator_state: ActiveState.Enabled,
  platform_state: ActiveState.Enabled,
  public_key: `EOS${'6'.repeat(50)}`,
  bussiness_name: '示例平台',
  chain_type: 'devnet',
  balance: '0',
  collectible_count: 0,
  create_time: '2026-11-23 10:00:00',
})
const answer = (data: unknown) => HttpResponse.json({ error_code: 0, message: '', data })
const createOperation = createAccountDirectly({
  name: NEW_ACCOUNT,
  publicKey: `EOS${'6'.repeat(50)}`,
  displayName: NEW_ACCOUNT,
})

/**
 * Created, but the indexer is slower than the dialog's wait: the dialog says so, and once the indexer has
 * the account (the first follow-up answers "not yet") the list shows it without a reload.
 */
export const CreatedAccountIndexedLate: Story = {
  args: {
    operation: createOperation,
    machine: accountOperationMachine(createOperation, () => Promise.reject(new Error('no chain in stories'))).provide({
      actors: {
        readChainKey: fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async () => ({ status: 'present' })),
        sendTransaction: fromPromise(async () => ({ transactionId: TX })),
      },
      delays: { indexingTimeout: 300 },
    }),
  },
  beforeEach: () => {
    Object.assign(lateIndexer, { late: false, askedSinceLate: 0, indexed: false })
  },
  parameters: {
    msw: {
      handlers: {
        system: [
          http.get('*/api/v1/chain/checkTransaction', ({ request }) => {
            const id = new URL(request.url).searchParams.get('id') ?? TX
            if (lateIndexer.late) lateIndexer.askedSinceLate += 1
            lateIndexer.indexed = lateIndexer.askedSinceLate >= 2
            const indexed = lateIndexer.indexed
            return answer({
              id,
              indexed,
              block_num: indexed ? '9' : null,
              block_id: indexed ? id : null,
              irreversible: indexed,
            })
          }),
          ...handlerGroups.system,
        ],
        permission: [
          http.get('*/api/v1/permission/accountList', () => {
            const list = [listedAccount('useralpha111', '1')]
            if (lateIndexer.indexed) list.unshift(listedAccount(NEW_ACCOUNT, '2'))
            return answer({ list, total: list.length })
          }),
          ...handlerGroups.permission,
        ],
      },
    },
  },
  render: (args) => <ListWithOperation {...args} targetAccount={NEW_ACCOUNT} />,
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals)
    await canvas.findByRole('link', { name: 'useralpha111' }, { timeout: 15_000 })
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.createAccount') }))
    const dialog = await body().findByRole('dialog', { name: t('accounts.createAccount') })
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    await waitFor(
      () => expect(within(dialog).getByText(t('交易已发送上链，尚未完成索引，请稍后刷新查看'))).toBeVisible(),
      wait,
    )
    lateIndexer.late = true
    await userEvent.click(within(dialog).getAllByRole('button', { name: t('关闭') })[0] as HTMLElement)
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'sentNotIndexed' }))
    await expect(await canvas.findByRole('link', { name: NEW_ACCOUNT }, { timeout: 15_000 })).toBeVisible()
    await expect(lateIndexer.askedSinceLate).toBeGreaterThanOrEqual(2)
  },
}

/** A key-reset application (spec §4 "reset a forgotten key"). */
const resetApplication = pendingResetApplication()
/** The story's chain: counts the updateauth transactions it was asked to send. */
const resetChain = { sent: 0 }
const fakeResetClient: Partial<ChainClient> = {
  resetAccountKey: async () => {
    resetChain.sent += 1
    return { transactionId: TX }
  },
}
/** The server's review: refused the first time, recorded the second. */
const resetReviews = { calls: 0 }

/** The real operation's send against the story's chain (the signing and indexer steps replaced). */
function machineRunning(operation: AccountOperation) {
  return accountOperationMachine(operation, () => Promise.reject(new Error('no chain in stories'))).provide({
    actors: {
      readChainKey: fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async () => ({ status: 'present' })),
      sendTransaction: fromPromise(async () => ({
        transactionId: await operation.send(fakeResetClient as ChainClient),
      })),
      waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
        sendBack({ type: 'indexing.indexed' })
      }),
    },
  })
}

/** Opened from a button each time, as the detail page does (a new operation and machine per opening). */
function ResetFromButton(props: OperationDialogProps) {
  const [open, setOpen] = useState(false)
  const operation = approveApplication(resetApplication)
  const t = useI18n().messages.accounts
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.resetKey}</Button>
      {open && (
        <OperationDialog
          {...props}
          operation={operation}
          machine={machineRunning(operation)}
          title={t.resetKey}
          preview={
            <>
              <p>{fillTemplate(t.approveResetHint, { account: 'useralpha111' })}</p>
              {chainPartDoneFor(resetApplication.apply_id) && <p>{t.serverStepOnly}</p>}
            </>
          }
          onFinished={(output) => {
            setOpen(false)
            props.onFinished(output)
          }}
        />
      )}
    </>
  )
}

/**
 * A key reset whose updateauth the chain accepts but whose review the server refuses: the spec's partial-failure
 * message. Trying again tells the server only: no second updateauth is sent.
 */
export const ResetServerFailedThenRetried: Story = {
  beforeEach: () => {
    resetChain.sent = 0
    resetReviews.calls = 0
    forgetChainPartDone(resetApplication.apply_id)
  },
  parameters: {
    msw: {
      handlers: {
        permission: [
          http.post('*/api/1.0/app/user_apply/review', () => {
            resetReviews.calls += 1
            return resetReviews.calls === 1
              ? HttpResponse.json({ error_code: 500, message: 'database unavailable', data: null }, { status: 500 })
              : answer({ ...resetApplication, state: 'approved', reviewer: 'ddcoperator1' })
          }),
          ...handlerGroups.permission,
        ],
      },
    },
  },
  render: (args) => <ResetFromButton {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals)
    await userEvent.click(canvas.getByRole('button', { name: t('accounts.resetKey') }))
    let dialog = await body().findByRole('dialog', { name: t('accounts.resetKey') })
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    await waitFor(
      () => expect(within(dialog).getByText(t('链上密码重置成功，但服务器调用失败，请联系管理员'))).toBeVisible(),
      wait,
    )
    await expect(resetChain.sent).toBe(1)
    await userEvent.click(within(dialog).getAllByRole('button', { name: t('关闭') })[0] as HTMLElement)
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }))

    await userEvent.click(canvas.getByRole('button', { name: t('accounts.resetKey') }))
    dialog = await body().findByRole('dialog', { name: t('accounts.resetKey') })
    await waitFor(() => expect(within(dialog).getByText(t('链上部分已完成，本次只通知服务器。'))).toBeVisible(), wait)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认') }, wait))
    await waitFor(() => expect(within(dialog).getByText(t('操作成功'))).toBeVisible(), wait)
    await expect(resetChain.sent).toBe(1)
    await expect(resetReviews.calls).toBe(2)
  },
}
