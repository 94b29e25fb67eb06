import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { FormField } from '../FormField'
import { Input } from '../Input'
import { PasswordInput } from '../PasswordInput'
import { Dialog, DialogClose } from './Dialog'
import { guidance } from './Dialog.guidance'

const meta = {
  title: 'Design System/Dialog',
  parameters: { guidance },
  component: Dialog,
  args: {
    title: '请输入口令密码',
    description: '口令用于在本机解密链账户私钥，不会上传。',
    trigger: <Button variant="primary">输入口令</Button>,
    onOpenChange: fn(),
    width: 'md',
    closable: true,
    dismissible: true,
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <Dialog
      {...args}
      footer={
        <>
          <DialogClose>
            <Button>取消</Button>
          </DialogClose>
          <Button variant="primary">确定</Button>
        </>
      }
    >
      <FormField label="口令密码" required>
        <PasswordInput autoComplete="off" />
      </FormField>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Opens from the keyboard, focuses the first field, Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole('button', { name: '输入口令' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body.findByRole('dialog', { name: '请输入口令密码' })
    await expect(dialog).toHaveAccessibleDescription('口令用于在本机解密链账户私钥，不会上传。')
    await waitFor(() => expect(body.getByLabelText(/^\*?口令密码$/)).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Playground: Story = {}

/** Tab cycles inside the open dialog: the page behind cannot be reached. */
export const FocusTrap: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '输入口令' }))
    const dialog = await body.findByRole('dialog')
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab()
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
    }
    await userEvent.click(body.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** The close button in the corner closes it; Space presses it like any button. */
export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '输入口令' }))
    const close = await body.findByRole('button', { name: '关闭' })
    close.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Not dismissible: Escape and outside clicks are ignored; only the buttons close it. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '输入口令' }))
    await body.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await expect(body.getByRole('dialog')).toBeInTheDocument()
    await userEvent.click(body.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/** Shown open, to review the layout. */
export const Open: Story = {
  args: { defaultOpen: true, width: 'sm' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: '请输入口令密码' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

/** Controlled and opened from elsewhere (e.g. a table row action): focus still returns to the opener. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>编辑</Button>
        <Dialog
          {...args}
          trigger={undefined}
          title="编辑藏品"
          description={undefined}
          open={open}
          onOpenChange={setOpen}
          footer={
            <Button variant="primary" onClick={() => setOpen(false)}>
              保存
            </Button>
          }
        >
          <FormField label="藏品名称">
            <Input defaultValue="青龙" />
          </FormField>
        </Dialog>
      </>
    )
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const opener = canvas.getByRole('button', { name: '编辑' })
    await userEvent.click(opener)
    await body.findByRole('dialog', { name: '编辑藏品' })
    await waitFor(() => expect(body.getByRole('textbox', { name: '藏品名称' })).toHaveFocus())
    await userEvent.click(body.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(opener).toHaveFocus()
  },
}
