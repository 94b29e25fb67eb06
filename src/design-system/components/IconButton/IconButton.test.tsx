import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { IconButton } from './IconButton'

const icon = <svg />

describe('IconButton', () => {
  it('is named by its aria-label and calls onClick when pressed', async () => {
    const onClick = vi.fn()
    renderWithDesignSystem(<IconButton aria-label="刷新" icon={icon} onClick={onClick} />)
    await userEvent.click(screen.getByRole('button', { name: '刷新' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('ignores presses while loading and says it is busy', async () => {
    const onClick = vi.fn()
    renderWithDesignSystem(<IconButton aria-label="刷新" icon={icon} loading onClick={onClick} />)
    const button = screen.getByRole('button', { name: '刷新' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('never submits a form by accident', () => {
    renderWithDesignSystem(<IconButton aria-label="删除" icon={icon} />)
    expect(screen.getByRole('button', { name: '删除' })).toHaveAttribute('type', 'button')
  })

  it('requires an aria-label at the type level', () => {
    // Only compiled, never rendered: the directive fails typecheck if aria-label becomes optional.
    const withoutLabel = () => (
      // @ts-expect-error aria-label is required
      <IconButton icon={icon} />
    )
    expect(typeof withoutLabel).toBe('function')
  })
})
