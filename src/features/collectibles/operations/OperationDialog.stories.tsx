import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { getStore } from '@mocks/handlers'
import { BusinessType } from '@/api/primitives'
import { readConsoleSession } from '@/lib/console-session'
import { signInAs } from '@/test/story-session'
import { OperationDialog, type OperationDialogProps } from './OperationDialog'
import { StoryFrame, storyCollectible, type StoryChain } from './operation-story-kit'
import { storyText, type StoryText } from '@/test/story-text'
import { collectiblesCatalogue, useI18n, type Messages } from '../messages'

type Label = keyof Messages['collectibleOperations']
/** The dialog's title is its button's label, as the entry points give it, in the story's locale. */
type Args = Omit<OperationDialogProps, 'title'> & { label: Label; chain?: Omit<StoryChain, 'transactionId'> }

function TitledDialog({ label, ...props }: Omit<Args, 'chain'>) {
  const text = useI18n().messages.collectibleOperations
  return <OperationDialog {...props} title={text[label]} />
}

/** A transaction the mock backend knows (its provenance record is the deal page's). */
function knownTransaction(): { transactionId: string; businessType: BusinessType; historyId: string } {
  const record = getStore().transfers.find((candidate) => candidate.business_type === BusinessType.SingleCopy)
  if (!record) throw new Error('the mock store has no single-copy transfer')
  return { transactionId: record.tx_hash, businessType: record.business_type, historyId: record.history_id }
}

/** One operation's dialog at each step: form, fee preview, passphrase, sending, waiting, done, refusals, errors. */

const meta = {
  title: 'Collectibles/Operations/OperationDialog',
  component: TitledDialog,
  beforeEach: () => signInAs('platform'),
  args: {
    kind: 'transfer',
    businessType: BusinessType.SingleCopy,
    collectibles: [storyCollectible()],
    label: 'transfer',
    open: true,
    onOpenChange: fn(),
  },
  render: ({ chain, ...props }: Args) => (
    <StoryFrame chain={{ ...chain, transactionId: knownTransaction().transactionId }}>
      <TitledDialog {...props} />
    </StoryFrame>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

function dialog(name: string): HTMLElement {
  return screen.getByRole('dialog', { name })
}

async function submitTransfer(t: StoryText, to: string): Promise<HTMLElement> {
  const scope = within(await screen.findByRole('dialog', { name: t('collectibleOperations.transfer') }))
  await userEvent.type(scope.getByLabelText(t.re('接收方链账户')), to)
  // Keyboard only: Enter submits the form.
  await userEvent.keyboard('{Enter}')
  return dialog(t('collectibleOperations.transfer'))
}

function currentAccount(): string {
  const read = readConsoleSession()
  return read.status === 'ok' ? (read.session.account?.account ?? '') : ''
}

/** The mint form: rows of URI (and amount for multi-copy) for a `mintbatch`, added and removed. */
export const MintForm: Story = {
  args: { kind: 'mint', businessType: BusinessType.MultiCopy, collectibles: [], label: 'mint' },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await screen.findByRole('dialog', { name: t('collectibleOperations.mint') }))
    await expect(scope.getByLabelText(t.re('接收方链账户'))).toHaveFocus()
    await userEvent.click(scope.getByRole('button', { name: t('添加一行') }))
    await expect(scope.getByLabelText(new RegExp(`${t('第 {row} 行', { row: 2 })} ${t('资源标识符')}`))).toBeVisible()
    await expect(scope.getByLabelText(new RegExp(`${t('第 {row} 行', { row: 2 })} ${t('数量')}`))).toHaveValue('1')
    await userEvent.click(scope.getByRole('button', { name: t('删除第 2 行') }))
    await expect(scope.queryByLabelText(t.re('第 2 行'))).toBeNull()
  },
}

/** Empty URI, zero amount and a bad account name are refused in the form. */
export const MintRefusals: Story = {
  args: { kind: 'mint', businessType: BusinessType.MultiCopy, collectibles: [], label: 'mint' },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await screen.findByRole('dialog', { name: t('collectibleOperations.mint') }))
    await userEvent.type(scope.getByLabelText(t.re('接收方链账户')), 'Bad Name')
    await userEvent.clear(scope.getByLabelText(t.re('数量')))
    await userEvent.type(scope.getByLabelText(t.re('数量')), '0')
    await userEvent.click(scope.getByRole('button', { name: t('下一步') }))
    await expect(await scope.findByText(t('链账户名称只能为12位，由1-5和小写字母组成'))).toBeVisible()
    await expect(scope.getByText(t('请填写此项'))).toBeVisible()
    await expect(scope.getByText(t('数量须为正整数'))).toBeVisible()
  },
}

/** The fee (rule × count) is shown before anything is signed. */
export const FeePreview: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await expect(
      await scope.findByText(t.pattern('{rule} 积分 × {count} = {total} 积分', { count: 1 }), {}, slow),
    ).toBeVisible()
    await expect(scope.getByRole('button', { name: t('确认并签名') })).toHaveFocus()
  },
}

/** A batch's fee counts every collectible. */
export const FeePreviewBatch: Story = {
  args: {
    collectibles: [storyCollectible(), storyCollectible({ nft_id: '1002' }), storyCollectible({ nft_id: '1003' })],
    label: 'transferBatch',
  },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await screen.findByRole('dialog', { name: t('collectibleOperations.transferBatch') }))
    await userEvent.type(scope.getByLabelText(t.re('接收方链账户')), 'ddcuser11111')
    await userEvent.click(scope.getByRole('button', { name: t('下一步') }))
    await expect(
      await scope.findByText(t.pattern('{rule} 积分 × {count} = {total} 积分', { count: 3 }), {}, slow),
    ).toBeVisible()
  },
}

/** Not enough points: stopped before signing, with the points missing and the way to recharge. */
export const InsufficientPoints: Story = {
  args: { chain: { points: { missing: '30' } } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await expect(await scope.findByText(t('积分不足，无法进行链上操作'), {}, slow)).toBeVisible()
    await expect(scope.getByText(t('还差 30 积分'))).toBeVisible()
    await expect(scope.getByRole('link', { name: t('去充值') })).toHaveAttribute('href', '/charging/recharge')
    // Nothing can be signed from here.
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).not.toBeInTheDocument()
  },
}

/** The key is locked: the app's passphrase dialog is asked (it answers in the shell). */
export const PassphraseNeeded: Story = {
  args: { chain: { key: 'absent' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await expect(await scope.findByText(t('请在弹出的对话框中输入口令密码以解锁链账户私钥'), {}, slow)).toBeVisible()
  },
}

export const Sending: Story = {
  args: { chain: { send: 'pending' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await userEvent.click(await scope.findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await scope.findByText(t('正在签名并发送交易…'))).toBeVisible()
    await expect(scope.getByRole('progressbar', { name: t('上链进度') })).toBeVisible()
  },
}

/** In a block, not yet indexed: progress shows where it is. */
export const WaitingForIndex: Story = {
  args: { chain: { indexing: 'included' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await userEvent.click(await scope.findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await scope.findByText(t('已打包，等待索引…'))).toBeVisible()
  },
}

/** Sent, not indexed within the wait: said so, with the transaction id. */
export const SentNotIndexed: Story = {
  args: { chain: { indexing: 'none' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await userEvent.click(await scope.findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await scope.findByText(t('交易已发送上链，尚未完成索引，请稍后刷新查看'), {}, slow)).toBeVisible()
    await expect(scope.getByText(knownTransaction().transactionId)).toBeVisible()
  },
}

/** Indexed: success, the transaction id and the link to its deal page. */
export const Done: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await userEvent.click(await scope.findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await scope.findByText(t('上链成功'), {}, slow)).toBeVisible()
    const known = knownTransaction()
    await expect(scope.getByText(known.transactionId)).toBeVisible()
    const link = await scope.findByRole('link', { name: t('查看交易详情') }, slow)
    await expect(link).toHaveAttribute(
      'href',
      `/collection-search-deal?history_id=${known.historyId}&business_type=${known.businessType}`,
    )
  },
}

export const RefusedSameRecipient: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, currentAccount()))
    await expect(await scope.findByText(t('接收方不能是当前链账户'))).toBeVisible()
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

export const RefusedAboveHolding: Story = {
  args: { businessType: BusinessType.MultiCopy, collectibles: [storyCollectible({ amount: '5', supply: '10' })] },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await screen.findByRole('dialog', { name: t('collectibleOperations.transfer') }))
    await userEvent.type(scope.getByLabelText(t.re('接收方链账户')), 'ddcuser11111')
    await userEvent.clear(scope.getByLabelText(t.re('数量')))
    await userEvent.type(scope.getByLabelText(t.re('数量')), '6')
    await userEvent.click(scope.getByRole('button', { name: t('下一步') }))
    await expect(await scope.findByText(t('collectibleOperations.amountAboveHolding', { held: 5 }))).toBeVisible()
  },
}

export const RefusedFrozenCollectible: Story = {
  args: { collectibles: [storyCollectible({ state: 2 })] },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await expect(await scope.findByText(t('藏品已冻结，无法操作'))).toBeVisible()
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

/** Checked on chain before the fee is shown: nothing is signed. */
export const RefusedUnknownRecipient: Story = {
  args: { chain: { refuse: 'accountNotFound' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'nosuchacc1'))
    await expect(await scope.findByText(t('账户不存在'), {}, slow)).toBeVisible()
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

export const RefusedFrozenAccount: Story = {
  args: { chain: { refuse: 'accountFrozen' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await expect(await scope.findByText(t('账户已冻结'), {}, slow)).toBeVisible()
  },
}

export const RefusedCrossPlatform: Story = {
  args: { chain: { refuse: 'crossPlatformDenied' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser21111'))
    await expect(await scope.findByText(t('跨平台操作未获授权'), {}, slow)).toBeVisible()
  },
}

/** The chain's refusal after confirm, in the UI's language. */
export const ChainError: Story = {
  args: { chain: { send: { code: 'notOwner' } } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = within(await submitTransfer(t, 'ddcuser11111'))
    await userEvent.click(await scope.findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await scope.findByText(t('非藏品持有者，无法操作'), {}, slow)).toBeVisible()
  },
}

/** The same chain error in English. */
export const ChainErrorEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { chain: { send: { code: 'recipientFrozen' } } },
  play: async () => {
    const scope = within(await screen.findByRole('dialog', { name: 'Transfer' }))
    await userEvent.type(scope.getByLabelText(/Recipient chain account/), 'ddcuser11111')
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await scope.findByRole('button', { name: 'Confirm and sign' }, slow))
    await expect(await scope.findByText('Operation failed', {}, slow)).toBeVisible()
  },
}
