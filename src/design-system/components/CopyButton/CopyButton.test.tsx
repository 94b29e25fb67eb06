import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { CopyButton } from './CopyButton'

const clipboardDescriptor = Object.getOwnPropertyDescriptor(navigator, 'clipboard')

afterEach(() => {
  if (clipboardDescriptor) Object.defineProperty(navigator, 'clipboard', clipboardDescriptor)
  else Reflect.deleteProperty(navigator, 'clipboard')
  vi.restoreAllMocks()
})

describe('CopyButton', () => {
  it('puts the exact text on the clipboard and announces 复制成功', async () => {
    const user = userEvent.setup()
    const onCopied = vi.fn()
    renderWithDesignSystem(<CopyButton text={'{"a":1}'} onCopied={onCopied} />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(screen.getByRole('button', { name: '复制' }))
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('复制成功')
    await expect(navigator.clipboard.readText()).resolves.toBe('{"a":1}')
    expect(onCopied).toHaveBeenCalledWith('{"a":1}')
  })

  it('falls back to a textarea and execCommand when the Clipboard API is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    let copiedValue = ''
    const execCommand = vi.fn((command: string) => {
      const textarea = document.querySelector('textarea')
      if (command === 'copy' && textarea) copiedValue = textarea.value
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    renderWithDesignSystem(<CopyButton text="eosio.token" />)
    await userEvent.click(screen.getByRole('button', { name: '复制' }))
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copiedValue).toBe('eosio.token')
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('says 复制失败 when no way of copying works', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    const onCopyError = vi.fn()
    renderWithDesignSystem(<CopyButton text="x" onCopyError={onCopyError} />)
    await userEvent.click(screen.getByRole('button', { name: '复制' }))
    expect(await screen.findByText('复制失败')).toBeInTheDocument()
    expect(onCopyError).toHaveBeenCalledTimes(1)
  })

  it('keeps the label as the accessible name when icon-only, and clears the message after a while', async () => {
    const user = userEvent.setup()
    renderWithDesignSystem(<CopyButton text="abc" label="复制地址" iconOnly feedbackDuration={30} />)
    await user.click(screen.getByRole('button', { name: '复制地址' }))
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''))
  })
})
