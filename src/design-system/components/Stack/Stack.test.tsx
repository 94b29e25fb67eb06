import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Stack } from './Stack'

describe('Stack', () => {
  it('keeps its children in reading order', () => {
    renderWithDesignSystem(
      <Stack aria-label="操作">
        <button type="button">查询</button>
        <button type="button">重置</button>
      </Stack>,
    )
    const names = screen.getAllByRole('button').map((button) => button.textContent)
    expect(names).toEqual(['查询', '重置'])
  })

  it('renders the requested element, so a list stays a list for screen readers', () => {
    renderWithDesignSystem(
      <Stack as="ul">
        <li>一</li>
        <li>二</li>
      </Stack>,
    )
    expect(screen.getByRole('list')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('lays a horizontal stack out as a row with the gap of the spacing scale', () => {
    renderWithDesignSystem(
      <Stack direction="horizontal" gap={2} data-testid="row">
        <span>a</span>
      </Stack>,
    )
    const row = screen.getByTestId('row')
    expect(row).toHaveAttribute('data-direction', 'horizontal')
    expect(getComputedStyle(row).flexDirection).toBe('row')
    expect(getComputedStyle(row).gap).toBe('8px')
  })
})
