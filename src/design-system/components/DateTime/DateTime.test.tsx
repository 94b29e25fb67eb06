import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { DateTime } from './DateTime'

describe('DateTime', () => {
  it('shows the formatted moment in a <time> with a machine-readable dateTime', () => {
    const moment = new Date(2024, 4, 6, 7, 8, 9)
    renderWithDesignSystem(<DateTime value={moment} />)
    const time = screen.getByText('2024-05-06 07:08:09')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', moment.toISOString())
  })

  it('shows the fallback when there is no value', () => {
    renderWithDesignSystem(<DateTime value={null} fallback="--" />)
    expect(screen.getByText('--')).toBeInTheDocument()
  })

  it('shows an unreadable string as written instead of hiding it', () => {
    renderWithDesignSystem(<DateTime value="昨天" />)
    expect(screen.getByText('昨天').tagName).toBe('SPAN')
  })
})
