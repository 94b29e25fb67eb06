import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Tag } from './Tag'

describe('Tag', () => {
  it('shows its text with the tone it was given', () => {
    renderWithDesignSystem(<Tag tone="danger">失败</Tag>)
    expect(screen.getByText('失败')).toHaveAttribute('data-tone', 'danger')
  })

  it('defaults to the default tone and passes through attributes', () => {
    renderWithDesignSystem(<Tag title="业务类型">单版本</Tag>)
    const tag = screen.getByText('单版本')
    expect(tag).toHaveAttribute('data-tone', 'default')
    expect(tag).toHaveAttribute('title', '业务类型')
  })
})
