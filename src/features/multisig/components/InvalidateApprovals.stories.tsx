import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import { AccountType, Role } from '@/api/primitives'
import {
  chainOperationMachine,
  type ChainOperationAccount,
  type FeePreview,
  type OperationActorInput,
  type ReadChainKeyInput,
  type ReadChainKeyOutput,
  type WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import { chainOperationActors } from '@/lib/chain-operation/chain-operation.actors'
import { StoryRouter } from '@/test/StoryRouter'
import { UntilDialogEnds } from '@/test/UntilDialogEnds'
import { InvalidateApprovalsButton } from './InvalidateApprovals'
import { InvalidateApprovalsDialog } from './InvalidateApprovalsDialog'
import { machineArgType } from '@/test/machine-arg-type'
import { storyText, type StoryText } from '@/test/story-text'
import { multisigCatalogue } from '../messages'

/** "作废我的全部批准" in each state, its chain side replaced (no chain in Storybook). */

const TX = 'd9'.repeat(32)
const manager: ChainOperationAccount = { account: 'ddcoperator2', type: AccountType.Custodial, role: Role.Operator }

function machineWith(outcome: 'done' | 'refused') {
  return chainOperationMachine.provide({
    actors: {
      ...chainOperationActors,
      readChainKey: fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async () => ({ status: 'present' })),
      estimateFee: fromPromise<FeePreview, OperationActorInput>(async () => ({ points: '0' })),
      sendTransaction: fromPromise(async () => {
        if (outcome === 'refused') throw Object.assign(new Error('refused'), { code: 'missingAuthority' })
        return { transactionId: TX }
      }),
      waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
        sendBack({ type: 'indexing.included' })
        sendBack({ type: 'indexing.indexed' })
      }),
    },
  })
}

const meta = {
  title: 'Features/Multisig/InvalidateApprovals',
  component: InvalidateApprovalsDialog,
  argTypes: machineArgType,
  args: { account: manager, machine: machineWith('done'), onEnd: fn() },
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
        <InvalidateApprovalsDialog
          {...args}
          onEnd={(output) => {
            args.onEnd(output)
            ended(output.status)
          }}
        />
      )}
    />
  ),
} satisfies Meta<typeof InvalidateApprovalsDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)
const slow = { timeout: 10_000 }
/** What the confirmation says is voided, in the story's locale. */
const detail = (t: StoryText) => t('multisig.invalidateDetail', { account: manager.account })

/** The confirmation says what is voided (every approval on every open proposal) and that it costs no points. */
export const Confirming: Story = {
  play: async ({ args, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('作废我的全部批准') }, slow)
    await waitFor(() => expect(within(dialog).getByText(detail(t))).toBeVisible(), slow)
    await expect(within(dialog).getByText(t('多签操作不消耗积分'))).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: t('确认并签名') })).toBeEnabled()
    await expect(args.onEnd).not.toHaveBeenCalled()
  },
}

/** Confirmed, sent, indexed: the transaction id is shown, and closing reports it. */
export const Done: Story = {
  play: async ({ args, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('作废我的全部批准') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await waitFor(() => expect(within(dialog).getByText(t('已作废该账户的全部批准'))).toBeVisible(), slow)
    await waitFor(() => expect(within(dialog).getByText(TX)).toBeVisible(), slow)
    await userEvent.click(within(dialog).getAllByRole('button', { name: t('关闭') })[0] as HTMLElement)
    await expect(args.onEnd).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', transactionId: TX }))
    await expect(await body().findByText('dialog closed: done')).toBeVisible()
  },
}

/** Cancelled at the confirmation: nothing is signed. */
export const Cancelled: Story = {
  play: async ({ args, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('作废我的全部批准') }, slow)
    await waitFor(() => expect(within(dialog).getByText(detail(t))).toBeVisible(), slow)
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: t('multisig.operationCancel') })[0] as HTMLElement,
    )
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' })))
    await expect(await body().findByText('dialog closed: cancelled')).toBeVisible()
  },
}

/** The chain refuses: its catalogue message. */
export const ChainRefused: Story = {
  args: { machine: machineWith('refused') },
  play: async ({ globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('作废我的全部批准') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await waitFor(() => expect(within(dialog).getByText(t('没有操作权限'))).toBeVisible(), slow)
  },
}

/** The page's button opens the dialog; it closes when the operation ends. */
export const FromTheButton: Story = {
  render: (args) => (
    <InvalidateApprovalsButton
      account={args.account}
      chain={{ account: 'ddcoperator2', chain_type: 'devnet', chain_rpc: 'http://node.test' }}
      machine={args.machine}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await userEvent.click(canvas.getByRole('button', { name: t('作废我的全部批准') }))
    const dialog = await body().findByRole('dialog', { name: t('作废我的全部批准') }, slow)
    await waitFor(() => expect(within(dialog).getByText(detail(t))).toBeVisible(), slow)
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: t('multisig.operationCancel') })[0] as HTMLElement,
    )
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('作废我的全部批准') })).toBeNull(), slow)
  },
}
