import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { DateInput, preloadDateInput } from './DateInput'

function Field({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateInput
        aria-label="Start date"
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
      <button onClick={() => setValue('')}>Reset</button>
    </>
  )
}

describe('DateInput', () => {
  it('reads text typed loosely before its parsing code arrived once it has', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Field onChange={onChange} />, { locale: 'en-US' })
    const input = screen.getByRole('textbox', { name: 'Start date' })
    await userEvent.type(input, '1/5/2026')
    await preloadDateInput()
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-01-05'))
  })

  it('shows and accepts the English format in an English console, and gives the API date', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Field onChange={onChange} />, { locale: 'en-US' })
    const input = screen.getByRole('textbox', { name: 'Start date' })
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY')
    await userEvent.type(input, '01/05/2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05')
    await userEvent.clear(input)
    await preloadDateInput()
    await userEvent.type(input, '1/5/2026')
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05')
    await userEvent.tab()
    expect(input).toHaveValue('01/05/2026')
  })

  it('gives the text as typed while it is not a date, and empties on Reset', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Field onChange={onChange} initial="2026-11-27" />)
    const input = screen.getByRole('textbox', { name: 'Start date' })
    expect(input).toHaveValue('2026-11-27')
    await userEvent.clear(input)
    await userEvent.type(input, '2026-02-30')
    expect(onChange).toHaveBeenLastCalledWith('2026-02-30')
    expect(input).toHaveValue('2026-02-30')
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(input).toHaveValue('')
  })

  it('steps the day with the arrow keys, from today when empty', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<Field onChange={onChange} initial="2026-12-31" />)
    const input = screen.getByRole('textbox', { name: 'Start date' })
    await preloadDateInput()
    await userEvent.type(input, '{ArrowUp}')
    expect(input).toHaveValue('2027-01-01')
    await userEvent.type(input, '{ArrowDown}{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith('2026-12-30')
  })
})
