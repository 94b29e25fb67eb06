import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Switch } from './Switch'

describe('Switch', () => {
  it('flips on click, on its label and with Enter', async () => {
    const onCheckedChange = vi.fn()
    renderWithDesignSystem(<Switch label="允许转赠" onCheckedChange={onCheckedChange} />)
    const toggle = screen.getByRole('switch', { name: '允许转赠' })
    expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    expect(toggle).toBeChecked()
    await userEvent.click(screen.getByText('允许转赠'))
    expect(toggle).not.toBeChecked()
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    expect(toggle).toBeChecked()
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]])
  })

  it('stays put when disabled', async () => {
    renderWithDesignSystem(<Switch aria-label="上架" defaultChecked disabled />)
    const toggle = screen.getByRole('switch', { name: '上架' })
    await userEvent.click(toggle)
    expect(toggle).toBeChecked()
  })
})
