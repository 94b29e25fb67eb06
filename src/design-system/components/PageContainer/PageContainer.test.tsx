import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { PageContainer } from './PageContainer'

describe('PageContainer', () => {
  it('is the page main region holding its content', () => {
    renderWithDesignSystem(<PageContainer>藏品查询</PageContainer>)
    expect(screen.getByRole('main')).toHaveTextContent('藏品查询')
  })
})
