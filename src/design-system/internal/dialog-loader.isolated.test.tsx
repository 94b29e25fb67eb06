import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../test-utils'
import { Button } from '../components/Button'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { Dialog } from '../components/Dialog'
import { Input } from '../components/Input'

// The dialogs' code lands only when the test lets it: what a slow network shows between the key and the dialog.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined
  const landed = new Promise<void>((resolve) => {
    open = resolve
  })
  return { landed, open, requested: false }
})
vi.mock('./dialog-parts', async (importOriginal) => {
  gate.requested = true
  await gate.landed
  return importOriginal()
})

describe('dialogs loaded on demand', () => {
  it('opens from the keyboard: the code starts loading on focus, a veil shows until it lands, then focus is inside', async () => {
    renderWithDesignSystem(
      <Dialog trigger={<Button>输入口令</Button>} title="请输入口令密码">
        <Input aria-label="口令密码" />
      </Dialog>,
    )
    const trigger = screen.getByRole('button', { name: '输入口令' })
    expect(gate.requested).toBe(false)
    await userEvent.tab()
    expect(trigger).toHaveFocus()
    await waitFor(() => expect(gate.requested).toBe(true))

    await userEvent.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    gate.open()
    const dialog = await screen.findByRole('dialog', { name: '请输入口令密码' })
    await waitFor(() => expect(screen.getByRole('textbox', { name: '口令密码' })).toHaveFocus())
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens a confirmation at once once the code is there, with focus on Cancel', async () => {
    renderWithDesignSystem(
      <ConfirmDialog trigger={<Button>销毁</Button>} title="确认销毁该藏品？" onConfirm={vi.fn()} />,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('alertdialog', { name: '确认销毁该藏品？' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus())
  })
})
