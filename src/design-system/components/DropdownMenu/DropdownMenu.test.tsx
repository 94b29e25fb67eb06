import { beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { installRadixDomPolyfills } from '../../internal/jsdom-polyfills'
import { Button } from '../Button'
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu'

beforeAll(installRadixDomPolyfills)

function renderMenu() {
  const actions = { detail: vi.fn(), offShelf: vi.fn(), burn: vi.fn() }
  const items: DropdownMenuEntry[] = [
    { key: 'detail', label: '查看详情', onSelect: actions.detail },
    { key: 'offShelf', label: '下架', onSelect: actions.offShelf, disabled: true },
    { type: 'separator', key: 'sep' },
    { key: 'burn', label: '销毁', onSelect: actions.burn, danger: true },
  ]
  renderWithDesignSystem(<DropdownMenu trigger={<Button>更多操作</Button>} items={items} />)
  return actions
}

describe('DropdownMenu', () => {
  it('opens with the keyboard, skips disabled items and runs the chosen one', async () => {
    const actions = renderMenu()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(menu).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: '下架' })).toHaveAttribute('aria-disabled', 'true')
    // Focus starts on the first item; one ArrowDown skips the disabled one.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '查看详情' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: '销毁' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(actions.burn).toHaveBeenCalledTimes(1)
    expect(actions.offShelf).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: '更多操作' })).toHaveFocus()
  })

  it('closes on Escape without running anything', async () => {
    const actions = renderMenu()
    await userEvent.click(screen.getByRole('button', { name: '更多操作' }))
    await screen.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    expect(actions.detail).not.toHaveBeenCalled()
  })
})
