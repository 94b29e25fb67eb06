import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles when its label is clicked and with Space', async () => {
    const onCheckedChange = vi.fn()
    renderWithDesignSystem(<Checkbox label="记住账号" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: '记住账号' })
    await userEvent.click(screen.getByText('记住账号'))
    expect(box).toBeChecked()
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]])
  })

  it('reads as mixed when indeterminate and reports true when clicked', async () => {
    const onCheckedChange = vi.fn()
    renderWithDesignSystem(<Checkbox aria-label="全选" checked="indeterminate" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: '全选' })
    expect(box).toHaveAttribute('aria-checked', 'mixed')
    await userEvent.click(box)
    expect(onCheckedChange).toHaveBeenCalledWith(true)
  })

  it('cannot be toggled when disabled', async () => {
    renderWithDesignSystem(<Checkbox label="记住账号" disabled />)
    const box = screen.getByRole('checkbox', { name: '记住账号' })
    await userEvent.click(box)
    expect(box).not.toBeChecked()
  })
})
