import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Button } from './Button'

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn()
    renderWithDesignSystem(<Button onClick={onClick}>查询</Button>)
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    renderWithDesignSystem(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          提交
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: '提交' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('defaults to type=button so it never submits a form by accident', () => {
    renderWithDesignSystem(<Button>取消</Button>)
    expect(screen.getByRole('button', { name: '取消' })).toHaveAttribute('type', 'button')
  })
})
