import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Card } from './Card'

describe('Card', () => {
  it('is a region named by its title, with the title as a heading of the given level', () => {
    renderWithDesignSystem(
      <Card title="交易信息" headingLevel={3} extra={<a href="#x">更多</a>}>
        内容
      </Card>,
    )
    const region = screen.getByRole('region', { name: '交易信息' })
    expect(region).toHaveTextContent('内容')
    expect(screen.getByRole('heading', { level: 3, name: '交易信息' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '更多' })).toBeInTheDocument()
  })

  it('is no landmark without a title', () => {
    renderWithDesignSystem(<Card>正文</Card>)
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByText('正文')).toBeInTheDocument()
  })
})
