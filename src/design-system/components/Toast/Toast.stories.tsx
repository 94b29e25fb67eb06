import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Toaster } from './Toast'
import { message } from './message-store'
import { guidance } from './Toast.guidance'

/**
 * `message.success/error/warning/info(text)` from anywhere (also outside React); `<Toaster />`
 * mounted once shows them. Success, error and warning close after 2 s, info after 3 s; hovering
 * or focusing a message pauses it.
 */
const meta = {
  title: 'Design System/Toast',
  parameters: { guidance },
  component: Toaster,
  beforeEach: () => {
    message.destroy()
    return () => message.destroy()
  },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => message.success('保存成功')}>成功</Button>
      <Button onClick={() => message.error('service error')}>错误</Button>
      <Button onClick={() => message.warning('余额不足，请充值后再试')}>警告</Button>
      <Button onClick={() => message.info('正在同步链上数据')}>提示</Button>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** Enter on a button shows a success status, which goes away by itself. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(await body.findByRole('status')).toHaveTextContent('保存成功')
    await waitFor(() => expect(body.queryByText('保存成功')).not.toBeInTheDocument(), { timeout: 4000 })
  },
}

export const Playground: Story = {}

/** Every kind, kept on screen (duration 0) to review them. */
export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    message.success('保存成功', { duration: 0 })
    message.error('service error', { duration: 0 })
    message.warning('余额不足，请充值后再试', { duration: 0 })
    message.info('正在同步链上数据', { duration: 0 })
    await expect(await body.findAllByRole('status')).toHaveLength(2)
    await expect(body.getAllByRole('alert')).toHaveLength(2)
  },
}

/** Errors are alerts; the dismiss button (reached with Tab) closes one at once. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    message.error('request timeout', { duration: 0 })
    const alert = await body.findByRole('alert')
    await expect(alert).toHaveTextContent('request timeout')
    const dismiss = within(alert).getByRole('button', { name: '关闭提示' })
    dismiss.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(body.queryByRole('alert')).not.toBeInTheDocument())
  },
}

/** Hovering a message pauses its timer; leaving resumes it. */
export const PauseOnHover: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    message.success('复制成功')
    const status = await body.findByRole('status')
    await userEvent.hover(status)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await expect(body.getByText('复制成功')).toBeInTheDocument()
    await userEvent.unhover(status)
    await waitFor(() => expect(body.queryByText('复制成功')).not.toBeInTheDocument(), { timeout: 3000 })
  },
}
