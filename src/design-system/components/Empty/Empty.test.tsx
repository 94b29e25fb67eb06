import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Empty } from './Empty'

describe('Empty', () => {
  it('says there is no data in the current locale', () => {
    renderWithDesignSystem(<Empty />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
  })

  it('speaks English under en-US', () => {
    renderWithDesignSystem(<Empty />, { locale: 'en-US' })
    expect(screen.getByText('No data')).toBeInTheDocument()
  })

  it('shows a custom message and actions', () => {
    renderWithDesignSystem(
      <Empty description="没有找到藏品">
        <button type="button">重置</button>
      </Empty>,
    )
    expect(screen.getByText('没有找到藏品')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument()
  })
})
