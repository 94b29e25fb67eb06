import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { AddressText } from './AddressText'
import { truncateMiddle } from './truncate-middle'

const hash = 'abcdef0123456789abcdef0123456789wxyz'

describe('truncateMiddle', () => {
  it('keeps head and tail around an ellipsis', () => {
    expect(truncateMiddle('abcdefghijklmnopqrstuvwxyz')).toBe('abcd…wxyz')
    expect(truncateMiddle('abcdefghijklmnopqrstuvwxyz', { head: 6, tail: 2 })).toBe('abcdef…yz')
  })

  it('returns short values unchanged', () => {
    expect(truncateMiddle('alice')).toBe('alice')
    expect(truncateMiddle('abcdefghi')).toBe('abcdefghi')
    expect(truncateMiddle('eosio.tokens', { maxLength: 13 })).toBe('eosio.tokens')
  })

  it('never cuts a character made of two code units', () => {
    expect(truncateMiddle('😀😀😀😀😀😀😀😀😀😀', { head: 2, tail: 2 })).toBe('😀😀…😀😀')
  })
})

describe('AddressText', () => {
  it('shows the shortened value and gives the full value as title and accessible text', () => {
    renderWithDesignSystem(<AddressText value={hash} />)
    expect(screen.getByText('abcd…wxyz')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(hash)).toBeInTheDocument()
    expect(screen.getByTitle(hash)).toBeInTheDocument()
  })

  it('shows an account name of up to 13 characters whole', () => {
    renderWithDesignSystem(<AddressText value="platform1234a" />)
    expect(screen.getByText('platform1234a')).toBeInTheDocument()
    expect(screen.queryByTitle('platform1234a')).toBeNull()
  })

  it('copies the full value', async () => {
    const user = userEvent.setup()
    renderWithDesignSystem(<AddressText value={hash} copyable />)
    await user.click(screen.getByRole('button', { name: '复制地址' }))
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe(hash)
  })

  it('shows the fallback for an empty value', () => {
    renderWithDesignSystem(<AddressText value="" />)
    expect(screen.getByText('-')).toBeInTheDocument()
  })
})
