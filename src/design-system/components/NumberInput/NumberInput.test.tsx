import { describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithDesignSystem } from '../../test-utils'
import { NumberInput } from './NumberInput'
import { addDecimal, compareDecimal, normalizeDecimal } from './decimal'

describe('NumberInput', () => {
  it('steps with the arrow keys and the buttons, within min and max', async () => {
    const onChange = vi.fn()
    renderWithDesignSystem(<NumberInput aria-label="数量" defaultValue="9" min={0} max={10} onChange={onChange} />)
    const input = screen.getByRole('spinbutton', { name: '数量' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('10')
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('10')
    expect(screen.getByRole('button', { name: '增加' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: '减少' }))
    expect(input).toHaveValue('9')
    expect(onChange).toHaveBeenLastCalledWith('9')
  })

  it('jumps to min and max with Home and End', async () => {
    renderWithDesignSystem(<NumberInput aria-label="数量" defaultValue="5" min={1} max={99} />)
    const input = screen.getByRole('spinbutton', { name: '数量' })
    await userEvent.click(input)
    await userEvent.keyboard('{End}')
    expect(input).toHaveValue('99')
    await userEvent.keyboard('{Home}')
    expect(input).toHaveValue('1')
  })

  it('keeps big integers exact', async () => {
    renderWithDesignSystem(<NumberInput aria-label="资产 ID" defaultValue="9007199254740993" />)
    const input = screen.getByRole('spinbutton', { name: '资产 ID' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('9007199254740994')
    expect(input).toHaveAttribute('aria-valuetext', '9007199254740994')
  })

  it('steps decimals without floating-point noise', async () => {
    renderWithDesignSystem(<NumberInput aria-label="价格" defaultValue="0.2" step="0.1" />)
    const input = screen.getByRole('spinbutton', { name: '价格' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowUp}')
    expect(input).toHaveValue('0.3')
  })

  it('refuses letters, a minus sign when min ≥ 0, and decimals when the step is whole', async () => {
    renderWithDesignSystem(<NumberInput aria-label="数量" min={0} />)
    const input = screen.getByRole('spinbutton', { name: '数量' })
    await userEvent.type(input, '-1a2.5')
    expect(input).toHaveValue('125')
  })

  it('tidies partial entries and clamps to the range on blur', async () => {
    renderWithDesignSystem(<NumberInput aria-label="价格" max="100" step="0.01" />)
    const input = screen.getByRole('spinbutton', { name: '价格' })
    await userEvent.type(input, '120.')
    await userEvent.tab()
    expect(input).toHaveValue('100')
  })

  it('works controlled, reporting string values', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <>
          <NumberInput aria-label="数量" value={value} onChange={setValue} min={1} />
          <output>{JSON.stringify(value)}</output>
        </>
      )
    }
    renderWithDesignSystem(<Controlled />)
    await userEvent.click(screen.getByRole('spinbutton', { name: '数量' }))
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('status')).toHaveTextContent('"1"')
  })
})

describe('decimal helpers', () => {
  it('add and compare exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3')
    expect(addDecimal('99999999999999999999', '1')).toBe('100000000000000000000')
    expect(addDecimal('1', '-1.5')).toBe('-0.5')
    expect(compareDecimal('10', '9.99')).toBe(1)
    expect(compareDecimal('-0.5', '0')).toBe(-1)
  })

  it('normalizes typed text', () => {
    expect(normalizeDecimal('007.50')).toBe('7.50')
    expect(normalizeDecimal('.5')).toBe('0.5')
    expect(normalizeDecimal('3.')).toBe('3')
    expect(normalizeDecimal('-')).toBe('')
    expect(normalizeDecimal('-0')).toBe('0')
  })
})
