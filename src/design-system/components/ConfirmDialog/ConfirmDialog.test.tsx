import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Button } from '../Button'
import { ConfirmDialog } from './ConfirmDialog'

function deferred() {
  let resolve: () => void = () => undefined
  let reject: (reason: Error) => void = () => undefined
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('ConfirmDialog', () => {
  it('asks, starts on Cancel, and runs onConfirm when confirmed', async () => {
    const onConfirm = vi.fn()
    renderWithDesignSystem(
      <ConfirmDialog
        trigger={<Button>销毁</Button>}
        title="确认销毁该藏品？"
        content="销毁后不可恢复"
        variant="danger"
        onConfirm={onConfirm}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: '销毁' }))
    const dialog = await screen.findByRole('alertdialog', { name: '确认销毁该藏品？' })
    expect(dialog).toHaveAccessibleDescription('销毁后不可恢复')
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('calls onCancel on Escape without confirming', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    renderWithDesignSystem(<ConfirmDialog defaultOpen title="确认下架？" onConfirm={onConfirm} onCancel={onCancel} />)
    await screen.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('shows a busy confirm button while an async onConfirm runs, then closes', async () => {
    const work = deferred()
    renderWithDesignSystem(
      <ConfirmDialog defaultOpen title="确认上架？" confirmText="上架" onConfirm={() => work.promise} />,
    )
    await userEvent.click(await screen.findByRole('button', { name: '上架' }))
    expect(screen.getByRole('button', { name: '上架' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    work.resolve()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('stays open for another try when onConfirm rejects', async () => {
    const work = deferred()
    renderWithDesignSystem(<ConfirmDialog defaultOpen title="确认上架？" onConfirm={() => work.promise} />)
    await userEvent.click(await screen.findByRole('button', { name: '确定' }))
    work.reject(new Error('链上交易失败'))
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy'))
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })
})
