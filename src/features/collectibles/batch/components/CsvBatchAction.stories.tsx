/* eslint-disable no-restricted-syntax -- pinned to zh-CN until its plays read the catalogue (their Chinese is UI text) */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BusinessType } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { csvBatchMachine } from '../csv-batch.machine'
import { fakeBatchActors, mintCsv, type FakeBatchScenario } from '../testing/fake-batch-actors'
import { CsvBatchAction } from './CsvBatchAction'
import { machineArgType } from '@/test/machine-arg-type'

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
  globals: { locale: 'zh-CN' },
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

async function upload(text: string, fileName = 'mint.csv') {
  const view = await dialog()
  await userEvent.upload(view.getByLabelText('选择 CSV 文件'), new File([text], fileName, { type: 'text/csv' }))
}

async function removeInvalidRows() {
  const view = await dialog()
  await view.findByText('共 53 行：有效 50 行，无效 3 行', {}, slow)
  await userEvent.click(view.getByRole('button', { name: '移除第 54 行' }))
  await userEvent.click(view.getByRole('button', { name: '移除全部无效行' }))
  await view.findByText('共 50 行：有效 50 行，无效 0 行')
}

async function toFee() {
  await upload(fileWithInvalidRows)
  await removeInvalidRows()
  const view = await dialog()
  await userEvent.click(view.getByRole('button', { name: '下一步' }))
  await view.findByText('预计消耗积分：500', {}, slow)
}

/** The upload step: the template to download and the file input; a file without a needed column is refused. */
export const Upload: Story = {
  play: async () => {
    const view = await dialog()
    await expect(view.getByRole('button', { name: '下载模板' })).toBeEnabled()
    await upload('to,amount\nconsumer1,1\n', 'wrong.csv')
    await expect(await view.findByRole('alert')).toHaveTextContent('缺少列：uri')
  },
}

/** Every row checked: invalid rows marked with their reason; nothing goes on until they are removed. */
export const PreviewWithInvalidRows: Story = {
  play: async () => {
    await upload(fileWithInvalidRows)
    const view = await dialog()
    await view.findByText('共 53 行：有效 50 行，无效 3 行', {}, slow)
    // Each reason as one retried step: the rows re-render (a found cell can be replaced) while checks finish.
    await waitFor(() => expect(view.getByText('链账户名称只能为12位，由1-5和小写字母组成')).toBeVisible())
    await waitFor(() => expect(view.getByText('接收方账户已冻结')).toBeVisible())
    await waitFor(() => expect(view.getByText('与第 4 行重复')).toBeVisible())
    await expect(view.getByRole('button', { name: '下一步' })).toBeDisabled()
    for (const line of invalidLines) await expect(view.getByRole('button', { name: `移除第 ${line} 行` })).toBeVisible()
  },
}

/** The invalid rows removed: the total fee of the packed transactions, before anything is signed. */
export const Fee: Story = {
  play: async () => {
    await toFee()
    const view = await dialog()
    await expect(view.getByText('50 行，打包为 3 笔交易')).toBeVisible()
    await expect(view.getByRole('button', { name: '确认签名发送' })).toBeEnabled()
  },
}

/** Sending: the progress bar moves transaction by transaction (the second one never answers here). */
export const SendingWithProgress: Story = {
  args: { machine: machineFor({ sendHangsAfter: 1 }) },
  play: async () => {
    await toFee()
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: '确认签名发送' }))
    await view.findByText('已处理 20 / 50 行', {}, slow)
    await expect(view.getByRole('progressbar', { name: '发送进度' })).toHaveAttribute('aria-valuenow', '20')
    await expect(view.getAllByText('成功')).toHaveLength(20)
  },
}

async function toPartialFailure() {
  await toFee()
  const view = await dialog()
  await userEvent.click(view.getByRole('button', { name: '确认签名发送' }))
  await view.findByRole('button', { name: '继续发送未成功的行' }, slow)
}

/** A recipient frozen after validation: its transaction fails with the chain's reason, the others went through. */
export const PartialFailure: Story = {
  args: { machine: machineFor({ failOnceFor: { consumer5: 'recipientFrozen' } }) },
  play: async () => {
    await toPartialFailure()
    const view = await dialog()
    await expect(view.getByText('成功 40 行，失败 10 行，未发送 0 行')).toBeVisible()
    await expect(view.getAllByText('接收方账户已冻结：consumer5')).toHaveLength(10)
    await expect(view.getByRole('button', { name: '下载结果 CSV' })).toBeEnabled()
  },
}

/**
 * Issue 20 item 7: rows to operator1 share a transaction with rows to consumer1, frozen after validation. The
 * rows to consumer1 name the frozen account; the others say they failed only with their transaction. Resume
 * sends exactly the failed rows.
 */
export const FailureBlamesTheFrozenAccount: Story = {
  args: { machine: machineFor({ failOnceFor: { consumer1: 'recipientFrozen' } }) },
  play: async () => {
    await upload(
      `${mintCsv(20, ['consumer2'])}\noperator1,ipfs://mixed/1,1,drop\nconsumer1,ipfs://mixed/2,1,drop\noperator1,ipfs://mixed/3,1,drop\nconsumer1,ipfs://mixed/4,1,drop\n`,
    )
    const view = await dialog()
    await view.findByText('共 24 行：有效 24 行，无效 0 行', {}, slow)
    await userEvent.click(view.getByRole('button', { name: '下一步' }))
    await expect(await view.findByText('24 行，打包为 2 笔交易', {}, slow)).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: '确认签名发送' }))
    await view.findByRole('button', { name: '继续发送未成功的行' }, slow)
    await expect(view.getByText('成功 20 行，失败 4 行，未发送 0 行')).toBeVisible()
    await expect(view.getAllByText('接收方账户已冻结：consumer1')).toHaveLength(2)
    await expect(
      view.getAllByText('本行无误：所在交易因 consumer1 失败（接收方账户已冻结），本行随之未执行，可重新发送'),
    ).toHaveLength(2)
    await userEvent.click(view.getByRole('button', { name: '继续发送未成功的行' }))
    await expect(await view.findByText('4 行，打包为 1 笔交易', {}, slow)).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: '确认签名发送' }))
    await expect(await view.findByText('全部 24 行已上链', {}, slow)).toBeVisible()
  },
}

/** Resume: only the 10 failed rows are packed, priced and sent again; then every row has its transaction. */
export const Resumed: Story = {
  args: { machine: machineFor({ failOnceFor: { consumer5: 'recipientFrozen' } }) },
  play: async () => {
    await toPartialFailure()
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: '继续发送未成功的行' }))
    await view.findByText('预计消耗积分：100', {}, slow)
    await expect(view.getByText('10 行，打包为 1 笔交易')).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: '确认签名发送' }))
    await expect(await view.findByText('全部 50 行已上链', {}, slow)).toBeVisible()
    await expect(view.getAllByText('成功')).toHaveLength(50)
  },
}

/** Done at the first run: the results file and a new upload are offered. */
export const Done: Story = {
  play: async () => {
    await toFee()
    const view = await dialog()
    await userEvent.click(view.getByRole('button', { name: '确认签名发送' }))
    await expect(await view.findByText('全部 50 行已上链', {}, slow)).toBeVisible()
    await expect(view.getByRole('button', { name: '下载结果 CSV' })).toBeEnabled()
    await expect(view.getByRole('button', { name: '重新上传' })).toBeEnabled()
  },
}

/** A transfer batch of multi-copy collectibles: the columns and checks of transfers. */
export const TransferPreview: Story = {
  args: { kind: 'transfer', businessType: BusinessType.MultiCopy },
  play: async () => {
    await upload('number,to,amount\n1001,consumer1,1\n1002,ddcplatform1,1\n1001,consumer2,1\n', 'transfer.csv')
    const view = await dialog()
    await view.findByText('共 3 行：有效 1 行，无效 2 行', {}, slow)
    // Each reason as one retried step: the rows re-render (a found cell can be replaced) while checks finish.
    await waitFor(() => expect(view.getByText('接收方不能是当前链账户')).toBeVisible())
    await waitFor(() => expect(view.getByText('与第 2 行重复')).toBeVisible())
  },
}

/** The closed state: the button that opens the batch. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'CSV批量创建' }))
    await waitFor(() => expect(body().getByRole('dialog', { name: 'CSV 批量创建' })).toBeVisible())
  },
}
