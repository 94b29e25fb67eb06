import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { CenteredLayout } from './CenteredLayout'

describe('CenteredLayout', () => {
  it('is the main landmark holding the header, the corner and the content', () => {
    renderWithDesignSystem(
      <CenteredLayout header={<h1>数字藏品管理后台</h1>} corner={<button type="button">语言</button>}>
        <p>登录表单</p>
      </CenteredLayout>,
    )
    const main = screen.getByRole('main')
    expect(main).toContainElement(screen.getByRole('heading', { name: '数字藏品管理后台' }))
    expect(main).toContainElement(screen.getByRole('button', { name: '语言' }))
    expect(main).toHaveTextContent('登录表单')
  })

  it('shows no corner when none is given', () => {
    renderWithDesignSystem(<CenteredLayout>内容</CenteredLayout>)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
