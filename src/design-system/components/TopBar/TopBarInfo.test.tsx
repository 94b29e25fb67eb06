import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { TopBarInfo } from './TopBarInfo'

describe('TopBarInfo', () => {
  it("shows the label with the locale's colon and the value, with the whole value on hover", () => {
    renderWithDesignSystem(<TopBarInfo label="合约" value="ddccontract · 数字藏品运营中心" />)
    expect(screen.getByText('合约：')).toBeInTheDocument()
    expect(screen.getByTitle('ddccontract · 数字藏品运营中心')).toHaveTextContent('ddccontract · 数字藏品运营中心')
  })

  it('ends the label with an English colon in English, not the full-width one', () => {
    renderWithDesignSystem(<TopBarInfo label="Contract" value="ddccontract" />, { locale: 'en-US' })
    expect(screen.getByText('Contract:')).toBeInTheDocument()
    expect(screen.queryByText(/：/)).toBeNull()
  })

  it('takes an explicit full text for values that are not plain strings', () => {
    renderWithDesignSystem(
      <TopBarInfo label="角色" value={<strong>运营方</strong>} fullText="运营方 · demo_operator" />,
    )
    expect(screen.getByTitle('运营方 · demo_operator')).toHaveTextContent('运营方')
  })
})
