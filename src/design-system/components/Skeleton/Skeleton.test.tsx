import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Skeleton } from './Skeleton'

describe('Skeleton', () => {
  it('announces loading once and hides its bars from assistive technology', () => {
    const { container } = renderWithDesignSystem(<Skeleton lines={4} />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('加载中')
    expect(status).toHaveAttribute('aria-busy', 'true')
    const bars = container.querySelectorAll('[data-skeleton-part]')
    expect(bars).toHaveLength(4)
    bars.forEach((bar) => expect(bar).toHaveAttribute('aria-hidden', 'true'))
  })

  it('draws one block for the block variant, with a custom label', () => {
    const { container } = renderWithDesignSystem(<Skeleton variant="block" label="图片加载中" />)
    expect(screen.getByRole('status')).toHaveTextContent('图片加载中')
    expect(container.querySelectorAll('[data-skeleton-part]')).toHaveLength(1)
  })
})
