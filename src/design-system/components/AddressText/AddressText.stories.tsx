import type { Meta, StoryObj } from '@storybook/react-vite'
import { stubClipboard } from '@/test/stub-clipboard'
import { expect, fn, userEvent } from 'storybook/test'
import { AddressText } from './AddressText'
import { guidance } from './AddressText.guidance'

const txHash = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b'

const writeText = fn(async (_text: string) => {})

const meta = {
  title: 'Design System/AddressText',
  parameters: { guidance },
  component: AddressText,
  args: { value: txHash },
  beforeEach: () => {
    writeText.mockClear()
    return stubClipboard(writeText)
  },
} satisfies Meta<typeof AddressText>

export default meta
type Story = StoryObj<typeof meta>

/** A transaction hash shortened in the middle; hover shows it whole. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6b86…5b4b')).toBeVisible()
    await expect(canvas.getByTitle(txHash)).toBeInTheDocument()
  },
}

export const Playground: Story = {
  args: { head: 6, tail: 6, maxLength: 13, copyable: true, fallback: '-' },
}

/** Account names fit and are shown whole. */
export const AccountName: Story = {
  args: { value: 'platform1234' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('platform1234')).toBeVisible()
  },
}

/** Tab reaches the copy button; Enter copies the full value and announces 复制成功. */
export const Copyable: Story = {
  args: { copyable: true },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '复制地址' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('复制成功')).toBeVisible()
    await expect(writeText).toHaveBeenCalledWith(txHash)
  },
}

export const Empty: Story = {
  args: { value: '' },
}
