import type { MouseEvent } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Link } from './Link'

function Where() {
  const { pathname, search } = useLocation()
  return <output>{pathname + search}</output>
}

function renderLink(onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  render(
    <MemoryRouter initialEntries={['/tourist']}>
      <Link to="/details?id=7" onClick={onClick}>
        details
      </Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  return screen.getByRole('link', { name: 'details' })
}

describe('Link', () => {
  it('is an anchor to the page, and a plain click opens it in the console', () => {
    const onClick = vi.fn()
    const link = renderLink(onClick)
    expect(link).toHaveAttribute('href', '/details?id=7')
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByRole('status')).toHaveTextContent('/details?id=7')
  })

  it('leaves a click with a modifier key to the browser (a new tab or window)', () => {
    const link = renderLink()
    fireEvent.click(link, { ctrlKey: true })
    expect(screen.getByRole('status')).toHaveTextContent('/tourist')
  })

  it('does not navigate when its own click handler prevented it', () => {
    const link = renderLink((event) => event.preventDefault())
    fireEvent.click(link)
    expect(screen.getByRole('status')).toHaveTextContent('/tourist')
  })
})
