import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ChainOperationDialog } from './ChainOperationDialog'
import { guidance } from './ChainOperationDialog.guidance'

const meta = {
  title: 'Design System/ChainOperationDialog',
  parameters: { guidance },
  component: ChainOperationDialog,
  args: {
    title: '转移藏品',
    view: { step: 'checking', label: '正在查询积分…' },
    labels: { cancel: '取消', confirm: '确认并签名', finish: '完成', retry: '重试' },
    finished: false,
    canCancel: true,
    busy: false,
    onCancel: fn(),
    onConfirm: fn(),
    onFinish: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChainOperationDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

/** A check runs: its progress text; cancel is possible, confirm is not. */
export const Checking: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '转移藏品' })
    await expect(within(dialog).getByRole('status', { name: '正在查询积分…' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeEnabled()
  },
}

/** The passphrase dialog has the screen: this one stays closed. */
export const Passphrase: Story = {
  args: { view: { step: 'passphrase' } },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument()
  },
}

/** The points query failed: retried automatically after 3 s. */
export const PointsRetry: Story = {
  args: { view: { step: 'pointsRetry', message: '积分查询失败，请重试', hint: '3秒后自动重试' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog')
    await expect(within(dialog).getByText('积分查询失败，请重试')).toBeInTheDocument()
  },
}

/** The fee preview: the rule × how many times it is charged; nothing is signed until confirmed. */
export const FeePreview: Story = {
  args: {
    view: {
      step: 'confirm',
      summary: [{ key: 'to', label: '接收账户', value: 'ddcuser11111' }],
      fee: { label: '本次操作消耗积分', points: '30', rule: '10', count: 3 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog')
    await expect(within(dialog).getByText('10 × 3 = 30')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确认并签名' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
  },
}

/** Sent: progress until indexed; no cancel any more. */
export const Progress: Story = {
  args: {
    busy: true,
    canCancel: false,
    view: { step: 'progress', label: '上链进度', value: 2, max: 3, text: '等待上链与索引… 已打包进区块' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog')
    await expect(within(dialog).getByRole('progressbar', { name: '上链进度' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled()
  },
}

/** Indexed: the outcome and the link to the deal. */
export const Done: Story = {
  args: {
    finished: true,
    canCancel: false,
    view: { step: 'done', tone: 'success', message: '操作成功', link: <a href="#deal">查看交易详情</a> },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog')
    await expect(within(dialog).getByRole('link', { name: '查看交易详情' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '完成' }))
    await expect(args.onFinish).toHaveBeenCalledTimes(1)
  },
}

/** A failure with its reason; retry starts the operation again. */
export const Failed: Story = {
  args: {
    finished: true,
    canCancel: false,
    view: { step: 'failed', message: '账户已冻结', description: '请联系平台方解冻后重试' },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog')
    await expect(within(dialog).getByText('账户已冻结')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
