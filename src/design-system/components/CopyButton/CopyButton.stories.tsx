import type { Meta, StoryObj } from '@storybook/react-vite'
import { stubClipboard } from '@/test/stub-clipboard'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { CopyButton } from './CopyButton'
import { guidance } from './CopyButton.guidance'

const writeText = fn(async (_text: string) => {})

const meta = {
  title: 'Design System/CopyButton',
  parameters: { guidance },
  component: CopyButton,
  args: { text: '{"from":"alice","to":"bob","nft_id":"1024"}', onCopied: fn() },
  beforeEach: () => {
    writeText.mockClear()
    return stubClipboard(writeText)
  },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

/** Click copies the text and announces 复制成功. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('复制成功')
    await expect(writeText).toHaveBeenCalledWith(args.text)
    await expect(args.onCopied).toHaveBeenCalledWith(args.text)
  },
}

export const Playground: Story = {
  args: { label: '复制', iconOnly: false, variant: 'link', feedbackDuration: 2000, disabled: false },
}

/** Tab reaches the button, Enter copies; the confirmation disappears after the feedback time. */
export const Keyboard: Story = {
  args: { feedbackDuration: 300 },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '复制' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('复制成功')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''))
  },
}

/** Only the icon shows; the label remains the accessible name. */
export const IconOnly: Story = {
  args: { iconOnly: true, label: '复制原始数据' },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect(await canvas.findByText('复制成功')).toBeVisible()
  },
}

/** The clipboard refused and the fallback failed too: 复制失败. */
export const Failed: Story = {
  beforeEach: () => {
    writeText.mockImplementation(async () => {
      throw new Error('denied')
    })
    // An own property shadows Document.prototype.execCommand for this story only.
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    return () => {
      Reflect.deleteProperty(document, 'execCommand')
      writeText.mockImplementation(async () => {})
    }
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制' }))
    await expect(await canvas.findByText('复制失败')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '复制' })).toBeDisabled()
  },
}
