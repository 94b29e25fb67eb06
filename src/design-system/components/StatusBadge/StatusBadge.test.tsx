import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { StatusBadge } from './StatusBadge'

describe('StatusBadge', () => {
  it('states the status in words, the dot being decoration', () => {
    const { container } = renderWithDesignSystem(<StatusBadge tone="frozen">冻结</StatusBadge>)
    expect(screen.getByText('冻结')).toHaveAttribute('data-tone', 'frozen')
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })
})
