import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Descriptions } from './Descriptions'

describe('Descriptions', () => {
  it('pairs every label with its value in a description list', () => {
    const { container } = renderWithDesignSystem(
      <Descriptions
        items={[
          { label: '藏品编号', value: '1024' },
          { label: '发行量', value: 1 },
        ]}
      />,
    )
    const terms = Array.from(container.querySelectorAll('dt')).map((term) => term.textContent)
    const details = Array.from(container.querySelectorAll('dd')).map((detail) => detail.textContent)
    expect(terms).toEqual(['藏品编号', '发行量'])
    expect(details).toEqual(['1024', '1'])
    expect(screen.getByText('藏品编号').closest('dl')).not.toBeNull()
  })

  it('shows the empty text for missing values', () => {
    renderWithDesignSystem(
      <Descriptions
        items={[
          { label: '描述', value: '' },
          { label: '资源标识', value: null },
        ]}
        emptyText="--"
      />,
    )
    expect(screen.getAllByText('--')).toHaveLength(2)
  })
})
