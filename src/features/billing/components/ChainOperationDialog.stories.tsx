import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import { AccountType, BusinessType, Role } from '@/api/primitives'
import {
  chainOperationMachine,
  type CheckPointsOutput,
  type ReadChainKeyOutput,
  type WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { PassphraseOutput } from '@/lib/chain-operation/passphrase.machine'
import { StoryRouter } from '@/test/StoryRouter'
import { UntilDialogEnds } from '@/test/UntilDialogEnds'
import { ChainOperationDialog, type ChainOperationDialogProps } from './ChainOperationDialog'
import { machineArgType } from '@/test/machine-arg-type'
import { storyText } from '@/test/story-text'
import { billingCatalogue, useI18n } from '../messages'

type PointsAnswer = 'enough' | 'short' | 'failOnce'
type SendAnswer = 'ok' | 'frozen'
type IndexAnswer = 'indexed' | 'includedOnly'

/** The machine with stand-in actors: no key storage, no server, no chain. */
function standInMachine(points: PointsAnswer, send: SendAnswer, index: IndexAnswer, indexingTimeout = 3000) {
  let pointsAsked = 0
  return chainOperationMachine.provide({
    delays: { indexingTimeout },
    actors: {
      readChainKey: fromPromise(async (): Promise<ReadChainKeyOutput> => ({ status: 'present' })),
      passphrase: fromPromise(async (): Promise<PassphraseOutput> => ({ outcome: 'verified' })),
      checkPoints: fromPromise(async (): Promise<CheckPointsOutput> => {
        pointsAsked += 1
        if (points === 'failOnce' && pointsAsked === 1) throw new Error('network')
        return points === 'short' ? { enough: false, missing: '40' } : { enough: true }
      }),
      estimateFee: fromPromise(async () => ({ points: '10' })),
      sendTransaction: fromPromise(async () => {
        if (send === 'frozen') throw Object.assign(new Error('frozen'), { code: 'accountFrozen' })
        return { transactionId: 'a'.repeat(64) }
      }),
      waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
        const timer = setTimeout(() => {
          sendBack({ type: 'indexing.included' })
          if (index === 'indexed') sendBack({ type: 'indexing.indexed' })
        }, 200)
        return () => clearTimeout(timer)
      }),
    },
  })
}

/** The distribution's dialog as its form opens it: the title and the summary's labels in the story's locale. */
function DistributionDialog(props: ChainOperationDialogProps) {
  const t = useI18n().messages.billing
  const summary = [
    { key: 'to', label: t.recipient, value: 'ddcuser11111' },
    { key: 'value', label: t.pointsMoved, value: '100' },
  ]
  return <ChainOperationDialog {...props} title={t.operation.distribution} summary={summary} />
}

const meta = {
  title: 'Pages/Billing/ChainOperationDialog',
  component: ChainOperationDialog,
  argTypes: machineArgType,
  args: {
    // Written in the story's locale by DistributionDialog.
    title: '',
    machine: standInMachine('enough', 'ok', 'indexed'),
    input: {
      operation: 'distribution',
      method: 'recharge',
      businessType: BusinessType.SingleCopy,
      account: { account: 'ddcplatform1', type: AccountType.Custodial, role: Role.Platform },
    },
    payload: { kind: 'distribution', to: 'ddcuser11111', value: '100', memo: '' },
    summary: [],
    onClose: fn(),
  },
  // Once the dialog ends, the canvas says how instead of going blank.
  render: (args) => (
    <StoryRouter path="/charging/distribution">
      <UntilDialogEnds
        dialog={(ended) => (
          <DistributionDialog
            {...args}
            onClose={(output) => {
              args.onClose(output)
              ended(output.status)
            }}
          />
        )}
      />
    </StoryRouter>
  ),
} satisfies Meta<typeof ChainOperationDialog>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }
const body = () => within(document.body)

/** Checks passed: what will happen and the fee, nothing signed until confirmed; cancel ends it. */
export const FeePreview: Story = {
  play: async ({ args, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('本次操作消耗积分'))).toBeVisible(), slow)
    await expect(within(dialog).getByText('10')).toBeVisible()
    await expect(within(dialog).getByText('ddcuser11111')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: t('取消') }))
    await expect(args.onClose).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }))
    await expect(await body().findByText('dialog closed: cancelled')).toBeVisible()
  },
}

/** Confirmed: signed, sent, included and indexed: '上链成功'. */
export const Success: Story = {
  play: async ({ args, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await within(dialog).findByText(t('上链成功'), {}, slow)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: t('完成') }))
    await expect(args.onClose).toHaveBeenCalledWith(expect.objectContaining({ status: 'done' }))
    await expect(await body().findByText('dialog closed: done')).toBeVisible()
  },
}

/** While the indexer catches up: the progress, no cancel. */
export const WaitingForIndex: Story = {
  args: { machine: standInMachine('enough', 'ok', 'includedOnly', 600_000) },
  play: async ({ globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await within(dialog).findByText(t.re('已打包进区块'), {}, slow)).toBeVisible()
    await expect(within(dialog).getByRole('progressbar', { name: t('上链进度') })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: t('取消') })).toBeDisabled()
  },
}

/** Sent but not indexed within 3 s: said so, not a failure. */
export const SentNotIndexed: Story = {
  args: { machine: standInMachine('enough', 'ok', 'includedOnly') },
  play: async ({ globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await expect(
      await within(dialog).findByText(t('交易已发送上链，尚未完成索引，请稍后刷新查看'), {}, slow),
    ).toBeVisible()
  },
}

/** Not enough points: stopped before signing, with the points missing and the way to recharge. */
export const InsufficientPoints: Story = {
  args: { machine: standInMachine('short', 'ok', 'indexed') },
  play: async ({ globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('积分不足，无法进行链上操作'))).toBeVisible(), slow)
    await expect(within(dialog).getByText(t('还差 40 积分'))).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: t('去充值') })).toHaveAttribute('href', '/charging/recharge')
    await expect(within(dialog).queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

/** The points query failed: '积分查询失败，请重试', asked again after 3 s, then on to the fee preview. */
export const PointsQueryRetried: Story = {
  args: { machine: standInMachine('failOnce', 'ok', 'indexed') },
  play: async ({ globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    // The dialog fades in: wait for the message to be shown, not only present.
    await waitFor(() => expect(within(dialog).getByText(t('积分查询失败，请重试'))).toBeVisible(), slow)
    await expect(within(dialog).getByText(t('3秒后自动重试'))).toBeVisible()
    await expect(await within(dialog).findByText(t('本次操作消耗积分'), {}, slow)).toBeVisible()
  },
}

/** The chain refused: its catalogue message. */
export const ChainError: Story = {
  args: { machine: standInMachine('enough', 'frozen', 'indexed') },
  play: async ({ globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    // Asserted as one retried step: the failure view re-renders as the machine settles (a found node can empty).
    await waitFor(() => expect(within(dialog).getByText(t('账户已冻结'))).toBeVisible(), slow)
  },
}
