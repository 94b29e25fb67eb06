import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithDesignSystem } from '../../test-utils'
import { Spinner } from './Spinner'

describe('Spinner', () => {
  it('is a status named after the locale’s loading text', () => {
    renderWithDesignSystem(<Spinner />)
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument()
  })

  it('speaks English in the English locale, or the label it is given', () => {
    renderWithDesignSystem(
      <>
        <Spinner />
        <Spinner label="Searching" />
      </>,
      { locale: 'en-US' },
    )
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument()
  })

  it('is hidden from assistive technology when decorative', () => {
    renderWithDesignSystem(<Spinner decorative />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
