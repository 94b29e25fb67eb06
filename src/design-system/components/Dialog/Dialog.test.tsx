import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Button } from '../Button'
import { Input } from '../Input'
import { Dialog, DialogClose } from './Dialog'

function renderDialog(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  return renderWithDesignSystem(
    <Dialog
      trigger={<Button>输入口令</Button>}
      title="请输入口令密码"
      description="口令用于链上操作签名"
      footer={
        <DialogClose>
          <Button>取消</Button>
        </DialogClose>
      }
      {...props}
    >
      <Input aria-label="口令密码" />
    </Dialog>,
  )
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: '输入口令' }))
    const dialog = await screen.findByRole('dialog', { name: '请输入口令密码' })
    expect(dialog).toHaveAccessibleDescription('口令用于链上操作签名')
    expect(screen.getByRole('textbox', { name: '口令密码' })).toHaveFocus()
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    renderDialog()
    const trigger = screen.getByRole('button', { name: '输入口令' })
    await userEvent.click(trigger)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('closes with the close button and with a DialogClose footer button', async () => {
    const onOpenChange = vi.fn()
    renderDialog({ onOpenChange })
    await userEvent.click(screen.getByRole('button', { name: '输入口令' }))
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '输入口令' }))
    await userEvent.click(await screen.findByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]])
  })

  it('keeps Tab inside the dialog', async () => {
    renderDialog({ defaultOpen: true })
    const dialog = await screen.findByRole('dialog')
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('ignores Escape when not dismissible', async () => {
    renderDialog({ defaultOpen: true, dismissible: false })
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('returns focus to whatever opened a controlled dialog without a trigger', async () => {
    function RowAction() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onClick={() => setOpen(true)}>编辑</Button>
          <Dialog open={open} onOpenChange={setOpen} title="编辑藏品">
            <Input aria-label="藏品名称" />
          </Dialog>
        </>
      )
    }
    renderWithDesignSystem(<RowAction />)
    const opener = screen.getByRole('button', { name: '编辑' })
    await userEvent.click(opener)
    await screen.findByRole('dialog', { name: '编辑藏品' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(opener).toHaveFocus()
  })
})
