import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { ConfirmDialog } from './ConfirmDialog'
import { guidance } from './ConfirmDialog.guidance'

const meta = {
  title: 'Design System/ConfirmDialog',
  parameters: { guidance },
  component: ConfirmDialog,
  args: {
    title: '确认下架该藏品？',
    content: '下架后用户将无法购买，已售出的藏品不受影响。',
    trigger: <Button>下架</Button>,
    variant: 'default',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'danger'] },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Enter on the trigger opens it with focus on Cancel; Tab reaches Confirm and Enter confirms. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: '下架' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body.findByRole('alertdialog', { name: '确认下架该藏品？' })
    await expect(dialog).toHaveAccessibleDescription('下架后用户将无法购买，已售出的藏品不受影响。')
    await waitFor(() => expect(body.getByRole('button', { name: '取消' })).toHaveFocus())
    await userEvent.tab()
    await expect(body.getByRole('button', { name: '确定' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const Playground: Story = {
  args: { confirmText: '确定', cancelText: '取消' },
}

/** Escape cancels and focus returns to the trigger. */
export const EscapeCancels: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '下架' }))
    await body.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: '下架' })).toHaveFocus()
  },
}

/** Destructive action: a red confirm button. */
export const Danger: Story = {
  args: {
    title: '确认销毁该藏品？',
    content: '销毁将在链上执行，不可恢复。',
    confirmText: '销毁',
    variant: 'danger',
    trigger: <Button variant="danger">销毁</Button>,
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('alertdialog', { name: '确认销毁该藏品？' })).toBeInTheDocument()
    await waitFor(() => expect(body.getByRole('button', { name: '取消' })).toHaveFocus())
  },
}

/** Ends the pending confirmation of AsyncConfirm: its play checks the busy dialog first, however slow the machine. */
let finishConfirm: () => void = () => undefined

/** An async onConfirm: the button shows a spinner, the dialog cannot be dismissed, then it closes. */
export const AsyncConfirm: Story = {
  args: {
    // Done when the play says so, or after 5 s for a person trying it by hand.
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishConfirm = resolve
          setTimeout(resolve, 5_000)
        }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '下架' }))
    const confirm = await body.findByRole('button', { name: '确定' })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(body.getByRole('button', { name: '取消' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(body.getByRole('alertdialog')).toBeInTheDocument()
    finishConfirm()
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

/** If onConfirm rejects, the dialog stays open for another try. */
export const AsyncConfirmFails: Story = {
  args: {
    onConfirm: fn(
      () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('链上交易失败')), 300)),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '下架' }))
    const confirm = await body.findByRole('button', { name: '确定' })
    await userEvent.click(confirm)
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'), { timeout: 3000 })
    await expect(body.getByRole('alertdialog')).toBeInTheDocument()
    await userEvent.click(body.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}
