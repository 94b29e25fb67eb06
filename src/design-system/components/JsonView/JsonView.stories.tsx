import type { Meta, StoryObj } from '@storybook/react-vite'
import { stubClipboard } from '@/test/stub-clipboard'
import { expect, fn, userEvent } from 'storybook/test'
import { JsonView } from './JsonView'
import { guidance } from './JsonView.guidance'

const rawData = JSON.stringify({
  from: 'platform1234',
  to: 'useraccount1',
  nft_ids: ['1024', '1025'],
  amounts: [1, 1],
  memo: '批量转移',
  business_type: 1,
  approved: true,
  extra: null,
})

const writeText = fn(async (_text: string) => {})

const meta = {
  title: 'Design System/JsonView',
  parameters: { guidance },
  component: JsonView,
  args: { value: rawData },
  beforeEach: () => {
    writeText.mockClear()
    return stubClipboard(writeText)
  },
} satisfies Meta<typeof JsonView>

export default meta
type Story = StoryObj<typeof meta>

/** A transaction's raw_data as it comes from the server: JSON text, pretty-printed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('"from": "platform1234",')
  },
}

export const Playground: Story = {
  args: { collapseDepth: 2, copyable: true, maxHeight: '240px', label: '交易数据' },
}

/** Tab to a caret: Enter or Space folds it, ArrowRight opens, ArrowLeft closes. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '复制原始数据' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'JSON' })).toHaveFocus()
    await userEvent.tab()
    const ids = canvas.getByRole('button', { name: 'nft_ids' })
    await expect(ids).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(ids).toHaveAttribute('aria-expanded', 'false')
    await expect(canvasElement.textContent).toContain('"nft_ids": […], 2 项')
    await userEvent.keyboard('{ArrowRight}')
    await expect(ids).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(ids).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard(' ')
    await expect(ids).toHaveAttribute('aria-expanded', 'true')
  },
}

/** Everything below the root starts folded. */
export const Collapsed: Story = {
  args: { value: { action: 'transfer', data: { from: 'a', to: 'b', ids: [1, 2, 3] } }, collapseDepth: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'data' })).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The copy button copies the raw text exactly as received and announces 复制成功. */
export const CopyRaw: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制原始数据' }))
    await expect(await canvas.findByText('复制成功')).toBeVisible()
    await expect(writeText).toHaveBeenCalledWith(rawData)
  },
}

/** Text that is not JSON is shown as written. */
export const InvalidJson: Story = {
  args: { value: '{"from": "alice", oops' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('不是有效的 JSON，按原文显示')).toBeVisible()
    await expect(canvas.getByText(/oops/)).toBeVisible()
  },
}

/** Long data scrolls inside a focusable region, so the keyboard can scroll it too. */
export const Scrolling: Story = {
  args: {
    value: { rows: Array.from({ length: 40 }, (_, index) => ({ id: index, owner: `user${index}` })) },
    maxHeight: '200px',
    label: '交易数据',
    collapseDepth: 2,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '交易数据' })
    region.focus()
    await expect(region).toHaveFocus()
  },
}

/** A JavaScript value works too and is copied as pretty JSON. */
export const FromValue: Story = {
  args: { value: { nft_id: '1024', owner: 'useraccount1', supply: 1 } },
}
