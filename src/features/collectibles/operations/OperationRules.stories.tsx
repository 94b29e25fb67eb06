/* eslint-disable no-restricted-syntax -- pinned to zh-CN: the plays compare the dialog with the batch's Chinese verdicts */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { BusinessType } from '@/api/primitives'
import { readConsoleSession } from '@/lib/console-session'
import { zhCN as coreZhCN } from '@/lib/i18n/zh-CN'
import { signInAs } from '@/test/story-session'
import { rowProblemText } from '../batch/batch-messages'
import type { BatchRow } from '../batch/batch-rows'
import { validateRowsLocally } from '../batch/validation'
import { collectiblesCatalogue, type Messages } from '../messages'
import { OperationDialog, type OperationDialogProps } from './OperationDialog'
import { StoryFrame, storyCollectible } from './operation-story-kit'

/**
 * Issue 20 item 4: one rule set per action. For every value the CSV batch of the same action refuses, the
 * dialog refuses it too, with the same words, in the form (before the fee and the passphrase).
 */
const meta = {
  title: 'Collectibles/Operations/Rules shared with the CSV batch',
  component: OperationDialog,
  // The dialog's refusals are compared with the CSV batch's verdicts, which these plays read in zh-CN: the
  // stories stay in Chinese whatever the toolbar says (the dialog's English is played in OperationDialog's).
  globals: { locale: 'zh-CN' },
  beforeEach: () => signInAs('platform'),
  args: {
    kind: 'mint',
    businessType: BusinessType.MultiCopy,
    collectibles: [],
    title: '创建藏品',
    open: true,
    onOpenChange: fn(),
  },
  render: (props: OperationDialogProps) => (
    <StoryFrame chain={{ transactionId: 'a'.repeat(64) }}>
      <OperationDialog {...props} />
    </StoryFrame>
  ),
} satisfies Meta<OperationDialogProps>

export default meta
type Story = StoryObj<typeof meta>

const messages = { ...coreZhCN, ...collectiblesCatalogue.zhCN } as Messages

type Field = 'to' | 'uri' | 'amount' | 'memo'
const labels: Record<Field, RegExp> = { to: /接收方链账户/, uri: /资源标识符/, amount: /数量/, memo: /备注/ }

/** Values the batch refuses, field by field (non-empty: an empty cell is named by its column in the table). */
const refusedValues: Record<Field, string[]> = {
  to: ['Bad Name', 'ABCDEF', 'toolongaccountname', 'a_b'],
  uri: ['not a uri at all', `ipfs://${'a'.repeat(600)}`, 'ipfs://has space', 'no-scheme-here'],
  amount: ['0', '-5', '1.5', 'abc', '99999999999999999999999'],
  memo: ['m'.repeat(257)],
}

function currentAccount(): string {
  const read = readConsoleSession()
  return read.status === 'ok' ? (read.session.account?.account ?? '') : ''
}

/** The batch's words for `value` in `field` of an otherwise valid row (the row's other problems left out). */
function batchVerdict(kind: 'mint' | 'transfer', businessType: BusinessType, field: Field, value: string): string[] {
  const valid = { to: 'ddcuser11111', uri: 'ipfs://story/new', amount: '1', memo: '' }
  const values = { ...valid, [field]: value }
  const row: BatchRow =
    kind === 'mint'
      ? { kind, line: 2, ...values }
      : { kind, line: 2, number: '1001', to: values.to, amount: values.amount }
  const [checked] = validateRowsLocally([row], { businessType, account: currentAccount() })
  return (checked?.problems ?? []).map((problem) => rowProblemText(messages, problem))
}

async function setField(scope: ReturnType<typeof within>, field: Field, value: string) {
  const input = scope.getByLabelText(labels[field])
  await userEvent.clear(input)
  if (value === '') return
  await userEvent.click(input)
  await userEvent.paste(value)
}

/** Each refused value in turn, the other fields valid: the batch's message shows in the form, nothing else starts. */
async function expectSameRefusals(
  title: string,
  kind: 'mint' | 'transfer',
  businessType: BusinessType,
  fields: Field[],
  extra: { field: Field; value: string }[] = [],
) {
  const scope = within(await screen.findByRole('dialog', { name: title }))
  const valid: Record<Field, string> = { to: 'ddcuser11111', uri: 'ipfs://story/new', amount: '1', memo: '' }
  const cases = [...fields.flatMap((field) => refusedValues[field].map((value) => ({ field, value }))), ...extra]
  for (const field of fields) await setField(scope, field, valid[field])
  for (const { field, value } of cases) {
    const expected = batchVerdict(kind, businessType, field, value)
    // The batch refuses it (otherwise the case proves nothing).
    await expect({ field, value, refusedByBatch: expected.length > 0 }).toEqual({ field, value, refusedByBatch: true })
    await setField(scope, field, value)
    await userEvent.click(scope.getByRole('button', { name: '下一步' }))
    for (const text of expected) await expect(await scope.findByText(text, { exact: false })).toBeVisible()
    // The value stays as typed (issue 20 item 5).
    await expect(scope.getByLabelText(labels[field])).toHaveValue(value)
    // Still the form: no fee preview, no passphrase step.
    await expect(scope.getByRole('button', { name: '下一步' })).toBeVisible()
    await expect(scope.queryByText('手续费')).toBeNull()
    await setField(scope, field, valid[field])
  }
}

export const MintMultiCopy: Story = {
  play: async () => {
    await expectSameRefusals('创建藏品', 'mint', BusinessType.MultiCopy, ['to', 'uri', 'amount', 'memo'])
  },
}

export const MintSingleCopy: Story = {
  args: { businessType: BusinessType.SingleCopy },
  play: async () => {
    await expectSameRefusals('创建藏品', 'mint', BusinessType.SingleCopy, ['to', 'uri', 'memo'])
  },
}

export const TransferMultiCopy: Story = {
  args: {
    kind: 'transfer',
    title: '转移',
    collectibles: [storyCollectible({ business_type: BusinessType.MultiCopy, supply: '10', amount: '10' })],
  },
  play: async () => {
    await expectSameRefusals(
      '转移',
      'transfer',
      BusinessType.MultiCopy,
      ['to', 'amount'],
      [{ field: 'to', value: currentAccount() }],
    )
    // The batch file has no memo column; the dialog's memo keeps the contract's limit all the same.
    const scope = within(screen.getByRole('dialog', { name: '转移' }))
    await setField(scope, 'memo', 'm'.repeat(257))
    await userEvent.click(scope.getByRole('button', { name: '下一步' }))
    await expect(await scope.findByText('备注不能超过 256 个字符')).toBeVisible()
  },
}
