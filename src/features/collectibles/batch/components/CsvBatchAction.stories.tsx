import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BusinessType } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { csvBatchMachine } from '../csv-batch.machine'
import { fakeBatchActors, mintCsv, type FakeBatchScenario } from '../testing/fake-batch-actors'
import { CsvBatchAction } from './CsvBatchAction'
import { machineArgType } from '@/test/machine-arg-type'
import { storyText, type StoryText } from '@/test/story-text'
import { collectiblesCatalogue } from '../../messages'

const recipients = ['consumer1', 'consumer2', 'consumer3', 'consumer4', 'consumer5']
/** 50 rows to five recipients, plus three invalid ones: a bad account name, a frozen recipient, a duplicate. */
const fileWithInvalidRows = `${mintCsv(50, recipients)}\nBad Name,ipfs://x/1,1,drop\niceman1,ipfs://x/2,1,drop\nconsumer1,ipfs://collection/3,1,drop\n`
const invalidLines = [52, 53, 54]

function machineFor(scenario: FakeBatchScenario) {
  return csvBatchMachine.provide({ actors: fakeBatchActors({ recipients: { iceman1: 'frozen' }, ...scenario }) })
}

const meta = {
  title: 'Collectibles/CsvBatchAction',
  component: CsvBatchAction,
  args: { businessType: BusinessType.SingleCopy, kind: 'mint', defaultOpen: true, machine: machineFor({}) },
  argTypes: machineArgType,
  beforeEach: () => {
    signInAs('platform')
  },
  render: (args) => (
    <QueryClientProvider client={new QueryClient()}>
      <CsvBatchAction {...args} />
    </QueryClientProvider>
  ),
} satisfies Meta<typeof CsvBatchAction>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }
const body = () => within(document.body)

async function dialog() {
  return within(await body().findByRole('dialog', {}, slow))
}

/** The story's catalogue lookup (the batch's own sections first). */
const textOf = (globals: Record<string, unknown>) => storyText(globals, collectiblesCatalogue)

async function upload(t: StoryText, text: string, fileName = 'mint.csv') {
  const view = await dialog()
  await userEvent.upload(
    view.getByLabelText(t('csvBatch.chooseFile')),
    new File([text], fileName, { type: 'text/csv' }),
  )
}

const summary = (t: StoryText, total: number, valid: number, invalid: number) =>
  t('csvBatch.summary', { total, valid, invalid })

async function removeInvalidRows(t: StoryText) {
  const view = await dialog()
  await view.findByText(summary(t, 53, 50, 3), {}, slow)
  await userEvent.click(view.getByRole('button', { name: t('csvBatch.removeRow', { line: 54 }) }))
  await userEvent.click(view.getByRole('button', { name: t('csvBatch.removeInvalid') }))
  await view.findByText(summary(t, 50, 50, 0))
}

async function toFee(t: StoryText) {
  await upload(t, fileWithInvalidRows)
  await removeInvalidRows(t)
  const view = await dialog()
  await userEvent.click(view.getByRole('button', { name: t('csvBatch.next') }))
  await view.findByText(t('csvBatch.fee', { points: 500 }), {}, slow)
}

/** The upload step: the template to download and the file input; a file without a needed column is refused. */
export const Upload: Story = {
  play: async ({ globals }) => {
    const t = await textOf(globals)
    const view = await dialog()
    await expect(view.getByRole('button', { name: t('csvBatch.downloadTemplate') })).toBeEnabled()
    await upload(t, 'to,amount\nconsumer1,1\n', 'wrong.csv')
    await expect(await view.findByRole('alert')).toHaveTextContent(
      t('csvBatch.fileProblems.missingColumns', { columns: 'uri' }),
    )
  },
}

/** Every row checked: invalid rows marked with their reason; nothing goes on until they are removed. */
export const PreviewWithInvalidRows: Story = {
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await upload(t, fileWithInvalidRows)
    const view = await dialog()
    await view.findByText(summary(t, 53, 50, 3), {}, slow)
    // Each reason as one retried step: the rows re-render (a found cell can be replaced) while checks finish.
    await waitFor(() => expect(view.getByText(t('collectibleRules.accountName'))).toBeVisible())
    await waitFor(() => expect(view.getByText(t('csvBatch.rowProblems.recipientFrozen'))).toBeVisible())
    await waitFor(() => expect(view.getByText(t('csvBatch.rowProblems.duplicate', { line: 4 }))).toBeVisible())
    await expect(view.getByRole('button', { name: t('csvBatch.next') })).toBeDisabled()
    for (const line of invalidLines)
      await expect(view.getByRole('button', { name: t('csvBatch.removeRow', { line }) })).toBeVisible()
  },
}

/** The invalid rows removed: the total fee of the packed transactions, before anything is signed. */
export const Fee: Story = {
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await toFee(t)
    const view = await dialog()
    await expect(view.getByText(t('csvBatch.plan', { rows: 50, transactions: 3 }))).toBeVisible()
    await expect(view.getByRole('button', { name: t('csvBatch.confirm') })).toBeEnabled()
  },
}

/** Sending: the progress bar moves transaction by transaction (the second one never answers here). */
export const SendingWithProgress: Story = {
  args: { machine: machineFor({ sendHangsAfter: 1 }) },
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await toFee(t)
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.confirm') }))
    await view.findByText(t('csvBatch.progressText', { done: 20, total: 50 }), {}, slow)
    await expect(view.getByRole('progressbar', { name: t('csvBatch.progress') })).toHaveAttribute('aria-valuenow', '20')
    await expect(view.getAllByText(t('csvBatch.succeeded'))).toHaveLength(20)
  },
}

async function toPartialFailure(t: StoryText) {
  await toFee(t)
  const view = await dialog()
  await userEvent.click(view.getByRole('button', { name: t('csvBatch.confirm') }))
  await view.findByRole('button', { name: t('csvBatch.resume') }, slow)
}

/** A row's failure on the chain, naming the frozen recipient (the chain's reason, as the chain errors word it). */
const frozen = (t: StoryText, account: string) =>
  t('csvBatch.failedOwnAccount', { reason: t('chainErrors.recipientFrozen'), account })

/** A recipient frozen after validation: its transaction fails with the chain's reason, the others went through. */
export const PartialFailure: Story = {
  args: { machine: machineFor({ failOnceFor: { consumer5: 'recipientFrozen' } }) },
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await toPartialFailure(t)
    const view = await dialog()
    await expect(view.getByText(t('csvBatch.partial', { succeeded: 40, failed: 10, unsent: 0 }))).toBeVisible()
    await expect(view.getAllByText(frozen(t, 'consumer5'))).toHaveLength(10)
    await expect(view.getByRole('button', { name: t('csvBatch.downloadResults') })).toBeEnabled()
  },
}

/**
 * Issue 20 item 7: rows to operator1 share a transaction with rows to consumer1, frozen after validation. The
 * rows to consumer1 name the frozen account; the others say they failed only with their transaction. Resume
 * sends exactly the failed rows.
 */
export const FailureBlamesTheFrozenAccount: Story = {
  args: { machine: machineFor({ failOnceFor: { consumer1: 'recipientFrozen' } }) },
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await upload(
      t,
      `${mintCsv(20, ['consumer2'])}\noperator1,ipfs://mixed/1,1,drop\nconsumer1,ipfs://mixed/2,1,drop\noperator1,ipfs://mixed/3,1,drop\nconsumer1,ipfs://mixed/4,1,drop\n`,
    )
    const view = await dialog()
    await view.findByText(summary(t, 24, 24, 0), {}, slow)
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.next') }))
    await expect(await view.findByText(t('csvBatch.plan', { rows: 24, transactions: 2 }), {}, slow)).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.confirm') }))
    await view.findByRole('button', { name: t('csvBatch.resume') }, slow)
    await expect(view.getByText(t('csvBatch.partial', { succeeded: 20, failed: 4, unsent: 0 }))).toBeVisible()
    await expect(view.getAllByText(frozen(t, 'consumer1'))).toHaveLength(2)
    const byOtherRow = t('csvBatch.failedByOtherRow', {
      account: 'consumer1',
      reason: t('chainErrors.recipientFrozen'),
    })
    await expect(view.getAllByText(byOtherRow)).toHaveLength(2)
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.resume') }))
    await expect(await view.findByText(t('csvBatch.plan', { rows: 4, transactions: 1 }), {}, slow)).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.confirm') }))
    await expect(await view.findByText(t('csvBatch.done', { total: 24 }), {}, slow)).toBeVisible()
  },
}

/** Resume: only the 10 failed rows are packed, priced and sent again; then every row has its transaction. */
export const Resumed: Story = {
  args: { machine: machineFor({ failOnceFor: { consumer5: 'recipientFrozen' } }) },
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await toPartialFailure(t)
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.resume') }))
    await view.findByText(t('csvBatch.fee', { points: 100 }), {}, slow)
    await expect(view.getByText(t('csvBatch.plan', { rows: 10, transactions: 1 }))).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.confirm') }))
    await expect(await view.findByText(t('csvBatch.done', { total: 50 }), {}, slow)).toBeVisible()
    await expect(view.getAllByText(t('csvBatch.succeeded'))).toHaveLength(50)
  },
}

/** Done at the first run: the results file and a new upload are offered. */
export const Done: Story = {
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await toFee(t)
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: t('csvBatch.confirm') }))
    await expect(await view.findByText(t('csvBatch.done', { total: 50 }), {}, slow)).toBeVisible()
    await expect(view.getByRole('button', { name: t('csvBatch.downloadResults') })).toBeEnabled()
    await expect(view.getByRole('button', { name: t('csvBatch.reset') })).toBeEnabled()
  },
}

/** A transfer batch of multi-copy collectibles: the columns and checks of transfers. */
export const TransferPreview: Story = {
  args: { kind: 'transfer', businessType: BusinessType.MultiCopy },
  play: async ({ globals }) => {
    const t = await textOf(globals)
    await upload(t, 'number,to,amount\n1001,consumer1,1\n1002,ddcplatform1,1\n1001,consumer2,1\n', 'transfer.csv')
    const view = await dialog()
    await view.findByText(summary(t, 3, 1, 2), {}, slow)
    // Each reason as one retried step: the rows re-render (a found cell can be replaced) while checks finish.
    await waitFor(() => expect(view.getByText(t('collectibleRules.selfRecipient'))).toBeVisible())
    await waitFor(() => expect(view.getByText(t('csvBatch.rowProblems.duplicate', { line: 2 }))).toBeVisible())
  },
}

/** The closed state: the button that opens the batch. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, globals }) => {
    const t = await textOf(globals)
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: t('csvBatch.openMint') }))
    await waitFor(() => expect(body().getByRole('dialog', { name: t('csvBatch.titleMint') })).toBeVisible())
  },
}
