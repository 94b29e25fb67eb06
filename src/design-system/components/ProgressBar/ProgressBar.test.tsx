import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { ProgressBar } from './ProgressBar'

describe('ProgressBar', () => {
  it('is a progressbar with its value, maximum and a name', () => {
    renderWithDesignSystem(<ProgressBar value={30} label="上链进度" showValue />)
    const bar = screen.getByRole('progressbar', { name: '上链进度' })
    expect(bar).toHaveAttribute('aria-valuenow', '30')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuetext', '30%')
    expect(screen.getByText('30%')).toBeInTheDocument()
  })

  it('has no value while indeterminate and is named "loading" by default', () => {
    renderWithDesignSystem(<ProgressBar />)
    const bar = screen.getByRole('progressbar', { name: '加载中' })
    expect(bar).not.toHaveAttribute('aria-valuenow')
    expect(bar).toHaveAttribute('data-state', 'indeterminate')
  })

  it('clamps values outside 0..max', () => {
    renderWithDesignSystem(<ProgressBar value={250} max={200} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '200')
  })
})
