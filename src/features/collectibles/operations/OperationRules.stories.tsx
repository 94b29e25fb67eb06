import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { BusinessType } from '@/api/primitives'
import { readConsoleSession } from '@/lib/console-session'
import { signInAs } from '@/test/story-session'
import { storyMessages } from '@/test/story-messages'
import { storyText, type StoryText } from '@/test/story-text'
import { rowProblemText } from '../batch/batch-messages'
import type { BatchRow } from '../batch/batch-rows'
import { validateRowsLocally } from '../batch/validation'
import { collectiblesCatalogue, useI18n, type Messages } from '../messages'
import { OperationDialog, type OperationDialogProps } from './OperationDialog'
import { StoryFrame, storyCollectible } from './operation-story-kit'

/**
 * Issue 20 item 4: one rule set per action. For every value the CSV batch of the same action refuses, the
 * dialog refuses it too, with the same words, in the form (before the fee and the passphrase).
 */
/** The dialog as the entry points open it: titled with its kind's button label, in the story's locale. */
function TitledDialog(props: OperationDialogProps) {
  const text = useI18n().messages.collectibleOperations
  return <OperationDialog {...props} title={props.kind === 'transfer' ? text.transfer : text.mint} />
}

const meta = {
  title: 'Collectibles/Operations/Rules shared with the CSV batch',
  component: OperationDialog,
  beforeEach: () => signInAs('platform'),
  args: {
    kind: 'mint',
    businessType: BusinessType.MultiCopy,
    collectibles: [],
    // Written by the render in the story's locale: the entry points' title for the kind.
    title: '',
    open: true,
    onOpenChange: fn(),
  },
  render: (props: OperationDialogProps) => (
    <StoryFrame chain={{ transactionId: 'a'.repeat(64) }}>
      <TitledDialog {...props} />
    </StoryFrame>
  ),
} satisfies Meta<OperationDialogProps>

export default meta
type Story = StoryObj<typeof meta>

type Field = 'to' | 'uri' | 'amount' | 'memo'
/** What a play needs in the story's locale: the lookup, the catalogue (for the batch's words), the field labels. */
interface Words {
  t: StoryText
  messages: Messages
  labels: Record<Field, RegExp>
}

async function wordsOf(globals: Record<string, unknown>): Promise<Words> {
  const t = await storyText(globals, collectiblesCatalogue)
  const messages = await storyMessages(globals, collectiblesCatalogue)
  const field = (key: 'to' | 'nftUri' | 'amount' | 'memo') => t.re(`collectibleOperations.${key}`)
  return {
    t,
    messages,
    labels: { to: field('to'), uri: field('nftUri'), amount: field('amount'), memo: field('memo') },
  }
}

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
function batchVerdict(
  messages: Messages,
  kind: 'mint' | 'transfer',
  businessType: BusinessType,
  field: Field,
  value: string,
): string[] {
  const valid = { to: 'ddcuser11111', uri: 'ipfs://story/new', amount: '1', memo: '' }
  const values = { ...valid, [field]: value }
  const row: BatchRow =
    kind === 'mint'
      ? { kind, line: 2, ...values }
      : { kind, line: 2, number: '1001', to: values.to, amount: values.amount }
  const [checked] = validateRowsLocally([row], { businessType, account: currentAccount() })
  return (checked?.problems ?? []).map((problem) => rowProblemText(messages, problem))
}

async function setField(words: Words, scope: ReturnType<typeof within>, field: Field, value: string) {
  const input = scope.getByLabelText(words.labels[field])
  await userEvent.clear(input)
  if (value === '') return
  await userEvent.click(input)
  await userEvent.paste(value)
}

/** Each refused value in turn, the other fields valid: the batch's message shows in the form, nothing else starts. */
async function expectSameRefusals(
  words: Words,
  title: string,
  kind: 'mint' | 'transfer',
  businessType: BusinessType,
  fields: Field[],
  extra: { field: Field; value: string }[] = [],
) {
  const scope = within(await screen.findByRole('dialog', { name: title }))
  const valid: Record<Field, string> = { to: 'ddcuser11111', uri: 'ipfs://story/new', amount: '1', memo: '' }
  const cases = [...fields.flatMap((field) => refusedValues[field].map((value) => ({ field, value }))), ...extra]
  const { t, labels } = words
  for (const field of fields) await setField(words, scope, field, valid[field])
  for (const { field, value } of cases) {
    const expected = batchVerdict(words.messages, kind, businessType, field, value)
    // The batch refuses it (otherwise the case proves nothing).
    await expect({ field, value, refusedByBatch: expected.length > 0 }).toEqual({ field, value, refusedByBatch: true })
    await setField(words, scope, field, value)
    await userEvent.click(scope.getByRole('button', { name: t('collectibleOperations.next') }))
    for (const text of expected) await expect(await scope.findByText(text, { exact: false })).toBeVisible()
    // The value stays as typed (issue 20 item 5).
    await expect(scope.getByLabelText(labels[field])).toHaveValue(value)
    // Still the form: no fee preview, no passphrase step.
    await expect(scope.getByRole('button', { name: t('collectibleOperations.next') })).toBeVisible()
    await expect(scope.queryByText(t('collectibleOperations.feeTitle'))).toBeNull()
    await setField(words, scope, field, valid[field])
  }
}

export const MintMultiCopy: Story = {
  play: async ({ globals }) => {
    const words = await wordsOf(globals)
    const title = words.t('collectibleOperations.mint')
    await expectSameRefusals(words, title, 'mint', BusinessType.MultiCopy, ['to', 'uri', 'amount', 'memo'])
  },
}

export const MintSingleCopy: Story = {
  args: { businessType: BusinessType.SingleCopy },
  play: async ({ globals }) => {
    const words = await wordsOf(globals)
    const title = words.t('collectibleOperations.mint')
    await expectSameRefusals(words, title, 'mint', BusinessType.SingleCopy, ['to', 'uri', 'memo'])
  },
}

export const TransferMultiCopy: Story = {
  args: {
    kind: 'transfer',
    collectibles: [storyCollectible({ business_type: BusinessType.MultiCopy, supply: '10', amount: '10' })],
  },
  play: async ({ globals }) => {
    const words = await wordsOf(globals)
    const { t } = words
    const title = t('collectibleOperations.transfer')
    await expectSameRefusals(
      words,
      title,
      'transfer',
      BusinessType.MultiCopy,
      ['to', 'amount'],
      [{ field: 'to', value: currentAccount() }],
    )
    // The batch file has no memo column; the dialog's memo keeps the contract's limit all the same.
    const scope = within(screen.getByRole('dialog', { name: title }))
    await setField(words, scope, 'memo', 'm'.repeat(257))
    await userEvent.click(scope.getByRole('button', { name: t('collectibleOperations.next') }))
    await expect(await scope.findByText(t('collectibleRules.memoTooLong', { max: 256 }))).toBeVisible()
  },
}
