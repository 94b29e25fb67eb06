import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { MultisigProposal } from '@/api/multisig'
import { ProposalCard } from './ProposalCard'
import { storyText } from '@/test/story-text'
import { multisigCatalogue } from '../messages'

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)
const level = (actor: string) => ({ actor, permission: 'active' })
const SETFEE = '10d235f428b5504a01046d696e740c00000000000000'

const open: MultisigProposal = {
  proposer: 'ddcoperator1',
  proposal_name: 'feemint12',
  status: 'open',
  requested: [level('ddcoperator2'), level('ddcplatform1')],
  provided: [{ level: level('ddcoperator1'), time: '2026-11-23 09:00:00', valid: true }],
  actions: [{ account: 'ddccontract', name: 'setfee', authorization: [level('ddcfeeboard1')], data: SETFEE }],
  expiration: '2026-11-24 08:00:00',
  proposed_time: '2026-11-23 08:00:00',
  closed_by: null,
  closed_time: null,
  history: [
    { kind: 'proposed', actor: 'ddcoperator1', tx_hash: 'a1'.repeat(32), create_time: '2026-11-23 08:00:00' },
    { kind: 'approved', actor: 'ddcoperator1', tx_hash: 'b2'.repeat(32), create_time: '2026-11-23 09:00:00' },
  ],
}

const authority = {
  threshold: 2,
  accounts: ['ddcoperator1', 'ddcoperator2', 'ddcplatform1'].map((actor) => ({ permission: level(actor), weight: 1 })),
}
const decoded = [
  {
    account: 'ddccontract',
    name: 'setfee',
    authorization: [level('ddcfeeboard1')],
    data: { sender: 'ddcfeeboard1', business_type: 1, func_name: 'mint', value: '12' },
  },
]

const meta = {
  title: 'Features/Multisig/ProposalCard',
  component: ProposalCard,
  args: {
    proposal: open,
    nowMs: NOW,
    account: 'ddcoperator2',
    decodedActions: decoded,
    authority,
    onOperation: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ProposalCard>

export default meta
type Story = StoryObj<typeof meta>

/** Open: one approval of the two needed, a countdown, the decoded setfee, the history; the signer may approve. */
export const Open: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('multisig.statusOpen'), { selector: 'span' })).toBeVisible()
    await expect(canvas.getByText(t('已批准 1 / 需要 2'))).toBeVisible()
    await expect(canvas.getByText('20:00:00')).toBeVisible()
    await expect(canvas.getByText(/ddccontract::setfee/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('multisig.approve') })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: t('取消提案') })).toBeDisabled()
  },
}

/** Approving asks first, then runs the step. */
export const ConfirmApprove: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await userEvent.click(canvas.getByRole('button', { name: t('multisig.approve') }))
    const dialog = within(document.body).getByRole('alertdialog', { name: t('确认批准该提案？') })
    await expect(within(dialog).getByText(t('提案 ddcoperator1/feemint12，操作账户 ddcoperator2'))).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: t('确定') }))
    await expect(args.onOperation).toHaveBeenCalledWith('approve')
  },
}

/** The signer already approved: it may withdraw the approval; the proposer may cancel. */
export const ApprovedByMe: Story = {
  args: { account: 'ddcoperator1' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByRole('button', { name: t('multisig.unapprove') })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: t('取消提案') })).toBeEnabled()
  },
}

/** Without the chain's authority nor the ABI: progress against the requested list, raw data shown. */
export const WithoutChain: Story = {
  args: { authority: undefined, decodedActions: undefined },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已批准 1 / 请求 3'))).toBeVisible()
    await expect(canvas.getByText(SETFEE)).toBeVisible()
  },
}

/** Past its expiry: approve and execute are disabled, anyone may still cancel. */
export const Expired: Story = {
  args: { nowMs: Date.UTC(2026, 10, 24, 9, 0, 0) },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已于 2026-11-24 08:00:00 过期'))).toBeVisible()
    await expect(canvas.getByText(t('提案已过期，不能再批准或执行'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('multisig.approve') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('取消提案') })).toBeEnabled()
  },
}

/** Executed: kept by the indexer after the chain erased it; no step left. */
export const Executed: Story = {
  args: {
    proposal: {
      ...open,
      status: 'executed',
      requested: [level('ddcplatform1')],
      provided: [
        { level: level('ddcoperator1'), time: '2026-11-23 09:00:00', valid: true },
        { level: level('ddcoperator2'), time: '2026-11-23 10:00:00', valid: true },
      ],
      closed_by: 'ddcoperator2',
      closed_time: '2026-11-23 10:01:00',
      history: [
        ...open.history,
        { kind: 'approved', actor: 'ddcoperator2', tx_hash: 'c3'.repeat(32), create_time: '2026-11-23 10:00:00' },
        { kind: 'executed', actor: 'ddcoperator2', tx_hash: 'd4'.repeat(32), create_time: '2026-11-23 10:01:00' },
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已执行'), { selector: 'span' })).toBeVisible()
    await expect(canvas.getByText(t('由 ddcoperator2 于 2026-11-23 10:01:00'))).toBeVisible()
    await expect(canvas.getByText(t('已批准 2 / 需要 2'))).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t('multisig.exec') })).toBeNull()
  },
}

export const Cancelled: Story = {
  args: {
    proposal: {
      ...open,
      status: 'cancelled',
      closed_by: 'ddcoperator1',
      closed_time: '2026-11-23 09:30:00',
      history: [
        ...open.history,
        { kind: 'cancelled', actor: 'ddcoperator1', tx_hash: 'e5'.repeat(32), create_time: '2026-11-23 09:30:00' },
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已取消'), { selector: 'span' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t('multisig.approve') })).toBeNull()
  },
}

/** ddcoperator2 approved, then invalidated itself: its approval is shown voided, in the history with its tx id. */
const voided: MultisigProposal = {
  ...open,
  requested: [level('ddcplatform1')],
  provided: [
    { level: level('ddcoperator1'), time: '2026-11-23 09:00:00', valid: true },
    { level: level('ddcoperator2'), time: '2026-11-23 10:00:00', valid: false },
  ],
  history: [
    ...open.history,
    { kind: 'approved', actor: 'ddcoperator2', tx_hash: 'c3'.repeat(32), create_time: '2026-11-23 10:00:00' },
    { kind: 'invalidated', actor: 'ddcoperator2', tx_hash: 'f7'.repeat(32), create_time: '2026-11-23 11:00:00' },
  ],
}

/** A voided approval is shown as such and listed in the history with the invalidation's transaction. */
export const InvalidatedApproval: Story = {
  args: { proposal: voided, account: 'ddcplatform1' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(`ddcoperator2@active · ${t('已作废')}`)).toBeVisible()
    await expect(canvas.getByText(`ddcoperator1@active · ${t('已批准')}`)).toBeVisible()
    await expect(canvas.getByText(t('1 个批准已作废，不计入进度'))).toBeVisible()
    const invalidation = canvas.getByText('f7'.repeat(32))
    await expect(invalidation.closest('li')).toHaveTextContent(
      `2026-11-23 11:00:00 · ${t('作废全部批准')} · ddcoperator2`,
    )
  },
}

/** Two approvals given, one voided: 1 of 2 counts, so exec is disabled and says why. */
export const ThresholdNotReachedAfterInvalidation: Story = {
  args: { proposal: voided, account: 'ddcplatform1' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已批准 1 / 需要 2'))).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: t('批准进度') })).toHaveAttribute('aria-valuenow', '1')
    await expect(canvas.getByText(t('有效批准尚未达到门槛，暂不能执行'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('multisig.approve') })).toBeEnabled()
  },
}

/** The signer's own approval was voided: it may withdraw it (then approve again). */
export const MyApprovalVoided: Story = {
  args: { proposal: voided, account: 'ddcoperator2' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('你的批准已作废，不再计入；撤销批准后可重新批准'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('multisig.unapprove') })).toBeEnabled()
  },
}

/** Valid approvals reach the threshold: exec is offered (the chain still decides). */
export const ThresholdReached: Story = {
  args: {
    proposal: { ...voided, provided: voided.provided.map((approval) => ({ ...approval, valid: true })) },
    account: 'ddcplatform1',
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已批准 2 / 需要 2'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('multisig.exec') })).toBeEnabled()
    await expect(canvas.queryByText(t('有效批准尚未达到门槛，暂不能执行'))).toBeNull()
  },
}

/** Enough approvals, but the threshold could not be read from the chain: exec stays disabled and says why. */
export const ThresholdUnknown: Story = {
  args: {
    proposal: { ...voided, provided: voided.provided.map((approval) => ({ ...approval, valid: true })) },
    account: 'ddcplatform1',
    authority: undefined,
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByText(t('已批准 2 / 请求 3'))).toBeVisible()
    await expect(canvas.getByText(t('无法读取链上的执行门槛，暂不能执行'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
  },
}

/** The threshold is still being read: exec waits, without claiming the chain could not be read. */
export const ThresholdReading: Story = {
  args: { authority: undefined, authorityPending: true },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, multisigCatalogue)
    await expect(canvas.getByRole('button', { name: t('multisig.exec') })).toBeDisabled()
    await expect(canvas.queryByText(t('无法读取链上的执行门槛，暂不能执行'))).toBeNull()
  },
}
