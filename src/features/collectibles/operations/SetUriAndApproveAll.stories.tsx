import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { getStore } from '@mocks/handlers'
import { BusinessType } from '@/api/primitives'
import { readConsoleSession } from '@/lib/console-session'
import { signInAs } from '@/test/story-session'
import { OperationDialog, type OperationDialogProps } from './OperationDialog'
import { StoryFrame, storyCollectible, type StoryChain } from './operation-story-kit'
import { storyText, type StoryText } from '@/test/story-text'
import { collectiblesCatalogue } from '../messages'

type Args = OperationDialogProps & { chain?: Omit<StoryChain, 'transactionId'> }

/** A transaction the mock backend knows (its provenance record is the deal page's). */
function knownTransaction(): { transactionId: string; businessType: BusinessType; historyId: string } {
  const record = getStore().transfers.find((candidate) => candidate.business_type === BusinessType.SingleCopy)
  if (!record) throw new Error('the mock store has no single-copy transfer')
  return { transactionId: record.tx_hash, businessType: record.business_type, historyId: record.history_id }
}

/**
 * The set-URI and approve-all (and withdraw-all) dialogs at every step a user meets: the form, a refused form,
 * the fee before signing, signing and indexing progress, done with the deal link, and the chain's refusal.
 */
/** The dialogs' titles are the caller's (an arg), data to these stories. */
const SET_URI_TITLE = '修改资源标识符'
const APPROVE_ALL_TITLE = '全部授权'
const REVOKE_ALL_TITLE = '取消全部授权'

const meta = {
  title: 'Collectibles/Operations/SetUriAndApproveAll',
  component: OperationDialog,
  beforeEach: () => signInAs('platform'),
  args: {
    kind: 'setUri',
    businessType: BusinessType.SingleCopy,
    collectibles: [storyCollectible()],
    title: SET_URI_TITLE,
    open: true,
    onOpenChange: fn(),
  },
  render: ({ chain, ...props }: Args) => (
    <StoryFrame chain={{ ...chain, transactionId: knownTransaction().transactionId }}>
      <OperationDialog {...props} />
    </StoryFrame>
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

const approveAll = {
  kind: 'approveAll',
  collectibles: [],
  title: APPROVE_ALL_TITLE,
  approved: true,
} satisfies Partial<OperationDialogProps>

async function dialogScope(name: string) {
  return within(await screen.findByRole('dialog', { name }))
}

/** Replaces the URI and submits by keyboard. */
async function submitUri(t: StoryText, uri: string) {
  const scope = await dialogScope(SET_URI_TITLE)
  const field = scope.getByLabelText(t.re('资源标识符'))
  await userEvent.clear(field)
  if (uri !== '') await userEvent.type(field, uri)
  await userEvent.keyboard('{Enter}')
  return scope
}

/** Names the approved account and submits by keyboard. */
async function submitApproveAll(t: StoryText, to: string, title = APPROVE_ALL_TITLE) {
  const scope = await dialogScope(title)
  await userEvent.type(scope.getByLabelText(t.re('接收方链账户')), to)
  await userEvent.keyboard('{Enter}')
  return scope
}

async function confirm(t: StoryText, scope: ReturnType<typeof within>) {
  await userEvent.click(await scope.findByRole('button', { name: t('确认并签名') }, slow))
}

function currentAccount(): string {
  const read = readConsoleSession()
  return read.status === 'ok' ? (read.session.account?.account ?? '') : ''
}

// ---------- set URI ----------

/** The form opens on the collectible's current URI, focused to be edited. */
export const SetUriForm: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await dialogScope(SET_URI_TITLE)
    const field = scope.getByLabelText(t.re('资源标识符'))
    await expect(field).toHaveValue('ipfs://story/1001')
    await expect(field).toHaveFocus()
    // Visible once the dialog's opening animation has ended.
    await waitFor(() => expect(scope.getByText(`${t('藏品')}${t('：')}#1001`)).toBeVisible())
  },
}

/** An empty URI is refused in the form: nothing is estimated or signed. */
export const SetUriEmpty: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, '')
    // Waited for, not read once: in the built Storybook (animations on) the message can be found while its
    // dialog is still fading in, which failed this play now and then.
    const required = await scope.findByText(t('请填写此项'))
    await waitFor(() => expect(required).toBeVisible())
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

/** A frozen collectible's URI cannot be changed. */
export const SetUriFrozen: Story = {
  args: { collectibles: [storyCollectible({ state: 2 })] },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, 'ipfs://story/1001-v2')
    await expect(await scope.findByText(t('藏品已冻结，无法操作'))).toBeVisible()
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

/** The fee of one `seturi` is shown before anything is signed. */
export const SetUriFeePreview: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, 'ipfs://story/1001-v2')
    await expect(
      await scope.findByText(t.pattern('{rule} 积分 × {count} = {total} 积分', { count: 1 }), {}, slow),
    ).toBeVisible()
    await expect(scope.getByRole('button', { name: t('确认并签名') })).toHaveFocus()
  },
}

export const SetUriSending: Story = {
  args: { chain: { send: 'pending' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, 'ipfs://story/1001-v2')
    await confirm(t, scope)
    await expect(await scope.findByText(t('正在签名并发送交易…'))).toBeVisible()
    await expect(scope.getByRole('progressbar', { name: t('上链进度') })).toBeVisible()
  },
}

export const SetUriWaitingForIndex: Story = {
  args: { chain: { indexing: 'included' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, 'ipfs://story/1001-v2')
    await confirm(t, scope)
    await expect(await scope.findByText(t('已打包，等待索引…'))).toBeVisible()
  },
}

export const SetUriDone: Story = {
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, 'ipfs://story/1001-v2')
    await confirm(t, scope)
    await expect(await scope.findByText(t('上链成功'), {}, slow)).toBeVisible()
    const known = knownTransaction()
    await expect(scope.getByText(known.transactionId)).toBeVisible()
    await expect(await scope.findByRole('link', { name: t('查看交易详情') }, slow)).toHaveAttribute(
      'href',
      `/collection-search-deal?history_id=${known.historyId}&business_type=${known.businessType}`,
    )
  },
}

/** The chain refuses after confirm (the signer does not hold it), in the UI's language. */
export const SetUriChainError: Story = {
  args: { chain: { send: { code: 'notOwner' } } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitUri(t, 'ipfs://story/1001-v2')
    await confirm(t, scope)
    await expect(await scope.findByText(t('非藏品持有者，无法操作'), {}, slow)).toBeVisible()
  },
}

// ---------- approve all / withdraw all ----------

/** The form asks for the account to approve for every collectible of the current account. */
export const ApproveAllForm: Story = {
  args: approveAll,
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await dialogScope(APPROVE_ALL_TITLE)
    await expect(scope.getByLabelText(t.re('接收方链账户'))).toHaveFocus()
    await expect(scope.queryByText(new RegExp(`^${t('藏品')}${t('：')}`))).toBeNull()
  },
}

export const ApproveAllBadAccount: Story = {
  args: approveAll,
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'Bad Name')
    await expect(await scope.findByText(t('链账户名称只能为12位，由1-5和小写字母组成'))).toBeVisible()
  },
}

export const ApproveAllSelf: Story = {
  args: approveAll,
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, currentAccount())
    await expect(await scope.findByText(t('接收方不能是当前链账户'))).toBeVisible()
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

/** Checked on chain before the fee is shown. */
export const ApproveAllUnknownAccount: Story = {
  args: { ...approveAll, chain: { refuse: 'accountNotFound' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'nosuchacc1')
    await expect(await scope.findByText(t('账户不存在'), {}, slow)).toBeVisible()
    await expect(scope.queryByRole('button', { name: t('确认并签名') })).toBeNull()
  },
}

export const ApproveAllFeePreview: Story = {
  args: approveAll,
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'ddcuser11111')
    await expect(
      await scope.findByText(t.pattern('{rule} 积分 × {count} = {total} 积分', { count: 1 }), {}, slow),
    ).toBeVisible()
  },
}

export const ApproveAllSending: Story = {
  args: { ...approveAll, chain: { send: 'pending' } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'ddcuser11111')
    await confirm(t, scope)
    await expect(await scope.findByText(t('正在签名并发送交易…'))).toBeVisible()
    await expect(scope.getByRole('progressbar', { name: t('上链进度') })).toBeVisible()
  },
}

export const ApproveAllDone: Story = {
  args: approveAll,
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'ddcuser11111')
    await confirm(t, scope)
    await expect(await scope.findByText(t('上链成功'), {}, slow)).toBeVisible()
    await expect(await scope.findByRole('link', { name: t('查看交易详情') }, slow)).toBeVisible()
  },
}

export const ApproveAllChainError: Story = {
  args: { ...approveAll, chain: { send: { code: 'accountFrozen' } } },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'ddcuser11111')
    await confirm(t, scope)
    await expect(await scope.findByText(t('账户已冻结'), {}, slow)).toBeVisible()
  },
}

/** Withdrawing every approval from an account: same steps, to done. */
export const RevokeAllDone: Story = {
  args: { ...approveAll, title: REVOKE_ALL_TITLE, approved: false },
  play: async ({ globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const scope = await submitApproveAll(t, 'ddcuser11111', REVOKE_ALL_TITLE)
    await expect(
      await scope.findByText(t.pattern('{rule} 积分 × {count} = {total} 积分', { count: 1 }), {}, slow),
    ).toBeVisible()
    await confirm(t, scope)
    await expect(await scope.findByText(t('上链成功'), {}, slow)).toBeVisible()
  },
}
