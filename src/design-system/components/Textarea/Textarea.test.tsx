import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { Textarea } from './Textarea'

describe('Textarea', () => {
  it('takes multi-line text', async () => {
    renderWithDesignSystem(<Textarea aria-label="藏品简介" />)
    const box = screen.getByRole('textbox', { name: '藏品简介' })
    await userEvent.type(box, '第一行{Enter}第二行')
    expect(box).toHaveValue('第一行\n第二行')
  })

  it('counts characters against maxLength', async () => {
    renderWithDesignSystem(<Textarea aria-label="备注" showCount maxLength={10} />)
    expect(screen.getByText('0 / 10')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: '备注' }), 'abc')
    expect(screen.getByText('3 / 10')).toBeInTheDocument()
  })

  it('marks itself invalid', () => {
    renderWithDesignSystem(<Textarea aria-label="备注" invalid />)
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveAttribute('aria-invalid', 'true')
  })
})
